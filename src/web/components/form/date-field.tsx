import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Input } from '../ui/input';
import { Field } from './field';
import { useBoundField, type FieldProps } from './field-props';

type DateInputProps = Pick<ComponentProps<'input'>, 'min' | 'max' | 'required' | 'aria-required' | 'disabled' | 'autoFocus'>;

/**
 * A calendar date bound to a "YYYY-MM-DD" string field ('' when blank): the browser's own date picker, which
 * phones and screen readers already know. Manila dates are compared as these strings (shared/time.ts).
 */
export function DateField<T extends FieldValues>(props: FieldProps<T> & DateInputProps) {
  const { field, rest: input, wrapper } = useBoundField(props);
  return (
    <Field {...wrapper}>
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
