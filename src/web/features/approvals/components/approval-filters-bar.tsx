import { useId } from 'react';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { AmountField } from '../../../components/amount-field';
import { byIdName, FilterSelect } from '../../../components/ui/filter-select';
import { useFilterOptions } from '../../../lib/queries/get-filter-options';
import { amountsInverted } from '../../../lib/filters/order-management-filters';
import { useInstantValue } from '../../../lib/use-instant-value';
import { hasApprovalFilters, NO_APPROVAL_FILTERS, type ApprovalFilters } from '../../../lib/filters/approval-filters';

/** Brand, location, amount range and "Needs my approval" for the queue; every change goes to the URL and back to page 1. */
export function ApprovalFiltersBar({ filters, onChange }: { filters: ApprovalFilters; onChange: (next: ApprovalFilters) => void }) {
  const id = useId();
  const options = useFilterOptions().data;
  const set = (patch: Partial<ApprovalFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const [mine, setMine] = useInstantValue(filters.needsMyApproval);

  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FilterSelect
          className="grid content-start gap-2 max-sm:col-span-2"
          id={`${id}-brand`}
          label="Brand"
          allLabel="All brands"
          value={filters.brandId}
          options={byIdName(options?.brands ?? [])}
          onChange={(brandId) => set({ brandId })}
        />
        <FilterSelect
          className="grid content-start gap-2 max-sm:col-span-2"
          id={`${id}-location`}
          label="Location"
          allLabel="All locations"
          value={filters.locationId}
          options={byIdName(options?.locations ?? [])}
          onChange={(locationId) => set({ locationId })}
        />
        <AmountField id={`${id}-min`} label="Min amount" value={filters.minAmount} onChange={(minAmount) => set({ minAmount })} />
        <AmountField id={`${id}-max`} label="Max amount" value={filters.maxAmount} onChange={(maxAmount) => set({ maxAmount })} />
      </div>
      {amountsInverted(filters) ? <p className="text-sm text-warning">Min amount is above max amount, so no order can match.</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={mine}
            onChange={(e) => {
              setMine(e.target.checked);
              set({ needsMyApproval: e.target.checked });
            }}
          />
          Needs my approval
        </label>
        {hasApprovalFilters(filters) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_APPROVAL_FILTERS)}>
            <X aria-hidden />
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
