import { PesoInput } from '../../../components/ui/peso-input';
import { Label } from '../../../components/ui/label';
import { parsePeso } from '../../../lib/filters/product-filters';
import { useDebouncedField } from '../../../lib/use-debounced-field';
import { debouncedInputProps } from '../../../lib/debounced-input-props';

const asText = (pesos: number | null) => (pesos === null ? '' : String(pesos));

/** A peso amount filter ("Min price" / "Max price"); blank means no bound. */
export function PriceField({
  id,
  label,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  label: string;
  value: number | null;
  onChange: (pesos: number | null) => void;
  describedBy?: string;
}) {
  const field = useDebouncedField({
    value: asText(value),
    onCommit: (text) => onChange(parsePeso(text)),
    same: (text, v) => asText(parsePeso(text)) === v,
  });
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <PesoInput id={id} type="number" min={0} step="any" aria-describedby={describedBy} {...debouncedInputProps(field)} />
    </div>
  );
}
