import type { ComponentProps } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { Textarea } from '../ui/textarea';
import { Field } from './field';
import type { FieldProps } from './field-props';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'id' | 'className'>;

/** A labelled multi-line text bound to one string field of the form. */
export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  keepHint,
  id,
  className,
  ...textarea
}: FieldProps<T> & TextareaProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field id={id} label={label} hint={hint} keepHint={keepHint} error={fieldState.error?.message} className={className}>
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
