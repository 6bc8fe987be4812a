import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { AmountField } from '../amount-field';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

/**
 * The building blocks every list filter bar shares (date range, amount range, a yes/no box and
 * "Clear filters"), so the bars only say which filters they have and how they lay them out.
 */

/** "Clear filters": hidden when `hidden`, greyed out when `disabled` (bars differ on which they want). */
export function ClearFiltersButton({
  onClear,
  hidden = false,
  disabled,
  size,
  className,
}: {
  onClear: () => void;
  hidden?: boolean;
  disabled?: boolean;
  size?: 'sm';
  className?: string;
}) {
  if (hidden) return null;
  return (
    <Button variant="ghost" size={size} className={className} disabled={disabled} onClick={onClear}>
      <X aria-hidden />
      Clear filters
    </Button>
  );
}

type DateRange = { from: string | null; to: string | null };

/** "From" / "To" dates; each bounds the other so an inverted range cannot be picked. */
export function DateRangeFields({
  id,
  value,
  onChange,
  className = 'grid gap-2',
  inputClassName,
}: {
  id: string;
  value: DateRange;
  onChange: (patch: Partial<DateRange>) => void;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <>
      <div className={className}>
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          className={inputClassName}
          value={value.from ?? ''}
          max={value.to ?? undefined}
          onChange={(e) => onChange({ from: e.target.value || null })}
        />
      </div>
      <div className={className}>
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          className={inputClassName}
          value={value.to ?? ''}
          min={value.from ?? undefined}
          onChange={(e) => onChange({ to: e.target.value || null })}
        />
      </div>
    </>
  );
}

type AmountRange = { minAmount: string | null; maxAmount: string | null };

/** "Min amount" / "Max amount" in pesos. */
export function AmountRangeFields({
  id,
  value,
  onChange,
}: {
  id: string;
  value: AmountRange;
  onChange: (patch: Partial<AmountRange>) => void;
}) {
  return (
    <>
      <AmountField id={`${id}-min`} label="Min amount" value={value.minAmount} onChange={(minAmount) => onChange({ minAmount })} />
      <AmountField id={`${id}-max`} label="Max amount" value={value.maxAmount} onChange={(maxAmount) => onChange({ maxAmount })} />
    </>
  );
}

/** The warning under an amount range whose min is above its max. */
export function InvertedRangeHint({ show, id, children }: { show: boolean; id?: string; children: ReactNode }) {
  return show ? (
    <p id={id} className="text-sm text-warning">
      {children}
    </p>
  ) : null;
}

/** A yes/no filter ("In stock only", "Low stock only"…) next to "Clear filters" at the bottom of a bar. */
export function FilterCheckboxRow({
  label,
  checked,
  onCheckedChange,
  showClear,
  onClear,
  className = 'flex flex-wrap items-center justify-between gap-3',
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  showClear: boolean;
  onClear: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" checked={checked} onChange={(e) => onCheckedChange(e.target.checked)} />
        {label}
      </label>
      <ClearFiltersButton size="sm" hidden={!showClear} onClear={onClear} />
    </div>
  );
}
