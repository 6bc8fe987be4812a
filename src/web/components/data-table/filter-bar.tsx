import { REVERSED_RANGE_MESSAGE } from '../../../shared/date-range';
import type { ComponentProps, ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { AmountField } from '../amount-field';
import { SearchField } from '../search-field';
import { Button } from '../ui/button';
import { FilterSelect } from '../ui/filter-select';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { labelledOptions } from '../form/select-options';
import { useLatest } from './use-latest';

/**
 * The building blocks every list filter bar shares (the card, its search box, date range, amount range, a yes/no
 * box, the phone sort and "Clear filters"), so the bars only say which filters they have and how they lay them out.
 */

/**
 * The card a list's filters sit in. With a `label` it is the list's search landmark ("Supplier filters"), so the
 * search box inside is a FilterSearchField, not a landmark of its own. `flat` leaves out the shadow; `className`
 * adds the card's own grid when the fields sit straight in it.
 */
export function FilterCard({
  label,
  flat = false,
  className,
  children,
}: {
  label?: string;
  flat?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn('grid gap-3 rounded-xl border border-border bg-card p-4', !flat && 'shadow-sm', className)}
      role={label ? 'search' : undefined}
      aria-label={label}
    >
      {children}
    </div>
  );
}

/**
 * The search box of a labelled FilterCard. The text commits after typing stops, by when another filter may have
 * changed: it reports through the newest `onSearch`, whose patch merges with the newest filters.
 */
export function FilterSearchField({ onSearch, ...props }: Omit<ComponentProps<typeof SearchField>, 'landmark'>) {
  const latestOnSearch = useLatest(onSearch);
  return <SearchField {...props} onSearch={latestOnSearch} landmark={false} />;
}

/**
 * "Sort by" on a phone, where column headers don't sort. The default order is the "all" choice, so choosing it
 * takes the sort out of the URL.
 */
export function PhoneSortSelect<S extends string>({
  id,
  sorts,
  labels,
  fallback,
  value,
  onChange,
  className = 'grid gap-2 md:hidden',
}: {
  id: string;
  sorts: readonly S[];
  labels: Record<S, string>;
  fallback: S;
  value: S;
  onChange: (sort: S) => void;
  className?: string;
}) {
  return (
    <FilterSelect
      className={className}
      id={id}
      label="Sort by"
      allLabel={labels[fallback]}
      value={value === fallback ? null : value}
      options={labelledOptions(
        sorts.filter((s) => s !== fallback),
        labels,
      )}
      onChange={(sort) => onChange(sort ?? fallback)}
    />
  );
}

/** "Clear filters" as a link on its own row under the fields, shown only while a filter is set. */
export function ClearFiltersLink({ hidden, onClear }: { hidden: boolean; onClear: () => void }) {
  if (hidden) return null;
  return (
    <div>
      <Button variant="link" size="sm" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}

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
/** A reversed range is said under "To" (a list would only say that nothing matches). */
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
  const reversed = Boolean(value.from && value.to && value.from > value.to);
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
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? `${id}-range-error` : undefined}
          onChange={(e) => onChange({ to: e.target.value || null })}
        />
        {reversed ? (
          <p id={`${id}-range-error`} role="alert" className="text-sm text-destructive">
            {REVERSED_RANGE_MESSAGE}
          </p>
        ) : null}
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
