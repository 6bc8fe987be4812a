import { useId } from 'react';
import { X } from 'lucide-react';
import { ORDER_STATUS_OPTIONS } from '../../../../shared/orders.contracts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useFilterOptions } from '../../../lib/queries/get-filter-options';
import {
  amountsInverted,
  hasOrderManagementFilters,
  NO_ORDER_MANAGEMENT_FILTERS,
  type OrderManagementFilters,
  type OrderSort,
} from '../../../lib/filters/order-management-filters';
import { AmountField } from '../../../components/amount-field';
import { byIdName, FilterSelect } from '../../../components/ui/filter-select';
import { SearchOrdersField } from '../../../components/search-orders-field';

const SORT_LABELS: Record<OrderSort, string> = {
  created_desc: 'Newest first',
  created_asc: 'Oldest first',
  total_desc: 'Largest total first',
  total_asc: 'Smallest total first',
  number_asc: 'Order number',
};

/** Every filter of /order-management; each change goes to the URL and back to page 1. */
export function OrderManagementFiltersBar({
  filters,
  onChange,
}: {
  filters: OrderManagementFilters;
  onChange: (next: OrderManagementFilters) => void;
}) {
  const id = useId();
  const options = useFilterOptions().data;
  const set = (patch: Partial<OrderManagementFilters>) => onChange({ ...filters, ...patch, page: 1 });

  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SearchOrdersField
          id={`${id}-q`}
          value={filters.q}
          onSearch={(q) => set({ q })}
          className="grid content-start gap-2 sm:col-span-2"
        />
        <FilterSelect
          className="grid content-start gap-2"
          id={`${id}-status`}
          label="Status"
          allLabel="All statuses"
          value={filters.status}
          options={ORDER_STATUS_OPTIONS}
          onChange={(status) => set({ status })}
        />
        {/* Column headers sort on wide screens; phones get the same choice here. */}
        <div className="grid content-start gap-2 md:hidden">
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <Select id={`${id}-sort`} value={filters.sort} onChange={(e) => set({ sort: e.target.value as OrderSort })}>
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <FilterSelect
          className="grid content-start gap-2"
          id={`${id}-location`}
          label="Location"
          allLabel="All locations"
          value={filters.locationId}
          options={byIdName(options?.locations ?? [])}
          onChange={(locationId) => set({ locationId })}
        />
        <FilterSelect
          className="grid content-start gap-2"
          id={`${id}-brand`}
          label="Brand"
          allLabel="All brands"
          value={filters.brandId}
          options={byIdName(options?.brands ?? [])}
          onChange={(brandId) => set({ brandId })}
        />
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from ?? ''}
            max={filters.to ?? undefined}
            onChange={(e) => set({ from: e.target.value || null })}
          />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to ?? ''}
            min={filters.from ?? undefined}
            onChange={(e) => set({ to: e.target.value || null })}
          />
        </div>
        <AmountField id={`${id}-min`} label="Min amount" value={filters.minAmount} onChange={(minAmount) => set({ minAmount })} />
        <AmountField id={`${id}-max`} label="Max amount" value={filters.maxAmount} onChange={(maxAmount) => set({ maxAmount })} />
        <Button
          variant="ghost"
          className="self-end justify-self-end sm:max-lg:col-span-2"
          disabled={!hasOrderManagementFilters(filters)}
          onClick={() => onChange({ ...NO_ORDER_MANAGEMENT_FILTERS, sort: filters.sort })}
        >
          <X aria-hidden />
          Clear filters
        </Button>
      </div>
      {amountsInverted(filters) ? <p className="text-sm text-warning">Min amount is above max amount, so no order can match.</p> : null}
    </div>
  );
}
