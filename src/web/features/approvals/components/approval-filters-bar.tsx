import { useId } from 'react';
import { AmountRangeFields, FilterCard, FilterCheckboxRow, InvertedRangeHint } from '../../../components/data-table/filter-bar';
import { NetworkFilterSelect } from '../../../components/data-table/network-filter-select';
import { amountsInverted } from '../../../lib/filters/order-management-filters';
import { useInstantValue } from '../../../lib/use-instant-value';
import { hasApprovalFilters, NO_APPROVAL_FILTERS, type ApprovalFilters } from '../../../lib/filters/approval-filters';
import { refilter } from '../../../lib/filters/refilter';

/** Brand, location, amount range and "Needs my approval" for the queue; every change goes to the URL and back to page 1. */
export function ApprovalFiltersBar({ filters, onChange }: { filters: ApprovalFilters; onChange: (next: ApprovalFilters) => void }) {
  const id = useId();
  const set = refilter(filters, onChange);
  const [mine, setMine] = useInstantValue(filters.needsMyApproval);

  return (
    <FilterCard>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <NetworkFilterSelect
          kind="brand"
          className="grid content-start gap-2 max-sm:col-span-2"
          id={id}
          value={filters.brandId}
          onChange={(brandId) => set({ brandId })}
        />
        <NetworkFilterSelect
          kind="location"
          className="grid content-start gap-2 max-sm:col-span-2"
          id={id}
          value={filters.locationId}
          onChange={(locationId) => set({ locationId })}
        />
        <AmountRangeFields id={id} value={filters} onChange={set} />
      </div>
      <InvertedRangeHint show={amountsInverted(filters)}>Min amount is above max amount, so no order can match.</InvertedRangeHint>
      <FilterCheckboxRow
        label="Needs my approval"
        checked={mine}
        onCheckedChange={(checked) => {
          setMine(checked);
          set({ needsMyApproval: checked });
        }}
        showClear={hasApprovalFilters(filters)}
        onClear={() => onChange(NO_APPROVAL_FILTERS)}
      />
    </FilterCard>
  );
}
