import { useState, type ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { PesoInput } from '../ui/peso-input';
import { Field } from './field';
import { useBoundField, type FieldProps } from './field-props';
import { pesoTextToValue, readPesoText, textMatchesValue, valueToPesoText } from './money-text';

type MoneyInputProps = Pick<ComponentProps<'input'>, 'required' | 'disabled' | 'autoFocus' | 'placeholder'>;

/**
 * A peso amount: the person types pesos, the form value is whole centavos (null when blank, NaN while the text is
 * not an amount). The typed text is kept as typed; when the schema refuses the value, the field says why in terms
 * of the text ("Use at most 2 decimal places.") rather than the number.
 */
export function MoneyField<T extends FieldValues>(props: FieldProps<T> & MoneyInputProps) {
  const { field, rest: input, wrapper } = useBoundField(props);
  const value = field.value as number | null | undefined;
  const [text, setText] = useState(() => valueToPesoText(value));
  // A reset or setValue from outside shows the new amount; the person's own typing is never rewritten.
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!textMatchesValue(text, value)) setText(valueToPesoText(value));
  }
  const read = readPesoText(text);
  const error = wrapper.error && read.kind === 'problem' ? read.message : wrapper.error;
  return (
    <Field {...wrapper} error={error}>
      {(aria) => (
        <PesoInput
          {...input}
          {...aria}
          ref={field.ref}
          name={field.name}
          autoComplete="off"
          value={text}
          disabled={input.disabled ?? field.disabled}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(pesoTextToValue(event.target.value));
          }}
          onBlur={field.onBlur}
        />
      )}
    </Field>
  );
}
