import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Input } from '../ui/input';
import { Field } from './field';
import { useBoundField, type FieldProps } from './field-props';

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'defaultValue' | 'id' | 'className'>;

/**
 * A labelled text input (also email, tel, password, number as text) bound to one string field of the form; an
 * `onChange` runs after the form has taken the new value.
 */
export function TextField<T extends FieldValues>(props: FieldProps<T> & InputProps & { inputClassName?: string }) {
  const {
    field,
    rest: { inputClassName, ...input },
    wrapper,
  } = useBoundField(props);
  return (
    <Field {...wrapper}>
      {(aria) => (
        <Input
          {...input}
          {...aria}
          className={inputClassName}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          disabled={input.disabled ?? field.disabled}
          onChange={(event) => {
            field.onChange(event);
            // After the form has the value: a handler that fills another field from this one (a slug from a name).
            input.onChange?.(event);
          }}
          onBlur={(event) => {
            field.onBlur();
            input.onBlur?.(event);
          }}
        />
      )}
    </Field>
  );
}
