import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { TextField } from './text-field';

/**
 * The 6-digit code from an authenticator app or a text message: the digit keypad, and `one-time-code` so the phone
 * offers the code it just received.
 */
export function OneTimeCodeField<T extends FieldValues>(props: FieldProps<T> & { autoFocus?: boolean }) {
  return <TextField {...props} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />;
}
