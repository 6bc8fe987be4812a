import type { ComponentProps } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { Input } from '../ui/input';
import { Field } from './field';
import type { FieldProps } from './field-props';

type DateInputProps = Pick<ComponentProps<'input'>, 'min' | 'max' | 'required' | 'aria-required' | 'disabled' | 'autoFocus'>;

/**
 * A calendar date bound to a "YYYY-MM-DD" string field ('' when blank): the browser's own date picker, which
 * phones and screen readers already know. Manila dates are compared as these strings (shared/time.ts).
 */
export function DateField<T extends FieldValues>({ control, name, label, hint, keepHint, id, className, ...input }: FieldProps<T> & DateInputProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field id={id} label={label} hint={hint} keepHint={keepHint} error={fieldState.error?.message} className={className}>
      {(aria) => (
        <Input
          {...input}
          {...aria}
          type="date"
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          disabled={input.disabled ?? field.disabled}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </Field>
  );
}
