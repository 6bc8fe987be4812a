import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { parsePeso } from '../../../lib/filters/product-filters';
import { useDebouncedField } from '../../../lib/use-debounced-field';

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
      <div className="relative">
        <span aria-hidden className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">
          ₱
        </span>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          className="pl-7"
          value={field.text}
          aria-describedby={describedBy}
          onChange={(event) => field.change(event.target.value)}
          onBlur={field.flush}
          onKeyDown={(event) => {
            if (event.key === 'Enter') field.flush();
          }}
        />
      </div>
    </div>
  );
}
