import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Textarea } from '../ui/textarea';
import { Field } from './field';
import { useBoundField, type FieldProps } from './field-props';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'id' | 'className'>;

/** A labelled multi-line text bound to one string field of the form. */
export function TextareaField<T extends FieldValues>(props: FieldProps<T> & TextareaProps) {
  const { field, rest: textarea, wrapper } = useBoundField(props);
  return (
    <Field {...wrapper}>
      {(aria) => (
        <Textarea
          {...textarea}
          {...aria}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          disabled={textarea.disabled ?? field.disabled}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </Field>
  );
}
