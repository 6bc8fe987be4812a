import { PesoInput } from './ui/peso-input';
import { Label } from './ui/label';
import { useDebouncedField } from '../lib/use-debounced-field';
import { debouncedInputProps } from '../lib/debounced-input-props';
import { parseAmount } from '../lib/filters/order-management-filters';

/**
 * "Min amount" / "Max amount" in pesos. Reports a valid amount (or null when cleared) after a pause;
 * anything else stays in the box with a hint and is not applied, so a half-typed "12." never filters.
 */
export function AmountField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null;
  onChange: (amount: string | null) => void;
}) {
  const field = useDebouncedField({
    value: value ?? '',
    onCommit: (text) => {
      if (!text.trim()) onChange(null);
      else {
        const amount = parseAmount(text);
        if (amount !== null) onChange(amount);
      }
    },
    same: (text, v) => text.trim() === v,
    delayMs: 400,
  });
  const invalid = field.text.trim() !== '' && parseAmount(field.text) === null;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <PesoInput
        id={id}
        autoComplete="off"
        placeholder="Any"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        {...debouncedInputProps(field)}
      />
      {invalid ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          Enter an amount in pesos, e.g. 2500.
        </p>
      ) : null}
    </div>
  );
}
