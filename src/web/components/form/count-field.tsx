import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { TextField } from './text-field';

type CountInputProps = Pick<ComponentProps<'input'>, 'min' | 'max' | 'autoComplete' | 'autoFocus' | 'disabled' | 'placeholder'>;

/**
 * A whole number (a quantity, a level, days) typed into a text field of the form: the browser's number box with
 * whole steps from `min` (default 0) and the phone's digit keypad. `signed`: a change that may be negative, so no
 * minimum and no digit keypad (it has no minus key). The contract still parses the text.
 */
export function CountField<T extends FieldValues>({
  signed = false,
  min = 0,
  ...field
}: FieldProps<T> & CountInputProps & { signed?: boolean }) {
  return signed ? (
    <TextField {...field} type="number" step={1} />
  ) : (
    <TextField {...field} type="number" inputMode="numeric" min={min} step={1} />
  );
}
