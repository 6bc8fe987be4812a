import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { TextField } from './text-field';

type DateInputProps = Pick<ComponentProps<'input'>, 'min' | 'max' | 'required' | 'aria-required' | 'disabled' | 'autoFocus'>;

/**
 * A calendar date bound to a "YYYY-MM-DD" string field ('' when blank): the browser's own date picker, which
 * phones and screen readers already know. Manila dates are compared as these strings (shared/time.ts).
 */
export function DateField<T extends FieldValues>(props: FieldProps<T> & DateInputProps) {
  return <TextField {...props} type="date" />;
}
