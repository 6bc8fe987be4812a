import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Select } from '../ui/select';
import { Field } from './field';
import { useBoundField, type FieldProps } from './field-props';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

type SelectProps = Pick<ComponentProps<'select'>, 'required' | 'aria-required' | 'disabled' | 'autoFocus' | 'autoComplete' | 'onChange'>;

/**
 * A labelled native <select> bound to one string field: `options` (e.g. an enum's values with their labels), an
 * optional first `placeholder` option whose value is '' ("No category", "Choose…"), or `children` for options
 * that need more than a flat list (a category tree).
 */
export function EnumSelectField<T extends FieldValues, V extends string = string>(
  props: FieldProps<T> & SelectProps & { options?: readonly SelectOption<V>[]; placeholder?: string; children?: ReactNode },
) {
  const {
    field,
    rest: { options, placeholder, children, onChange, ...select },
    wrapper,
  } = useBoundField(props);
  return (
    <Field {...wrapper}>
      {(aria) => (
        <Select
          {...select}
          {...aria}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          disabled={select.disabled ?? field.disabled}
          onChange={(event) => {
            field.onChange(event);
            onChange?.(event);
          }}
          onBlur={field.onBlur}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </Select>
      )}
    </Field>
  );
}
