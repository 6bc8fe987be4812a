import { useId } from 'react';
import {
  AmountRangeFields,
  ClearFiltersButton,
  DateRangeFields,
  FilterCard,
  InvertedRangeHint,
} from '../../../components/data-table/filter-bar';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import {
  amountsInverted,
  hasOrderManagementFilters,
  NO_ORDER_MANAGEMENT_FILTERS,
  type OrderManagementFilters,
  type OrderSort,
} from '../../../lib/filters/order-management-filters';
import { OrderStatusFilter } from '../../../components/order-status-filter';
import { NetworkFilterSelect } from '../../../components/data-table/network-filter-select';
import { SearchOrdersField } from '../../../components/search-orders-field';
import { refilter } from '../../../lib/filters/refilter';

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
  const set = refilter(filters, onChange);

  return (
    <FilterCard>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SearchOrdersField
          id={`${id}-q`}
          value={filters.q}
          onSearch={(q) => set({ q })}
          className="grid content-start gap-2 sm:col-span-2"
        />
        <OrderStatusFilter className="grid content-start gap-2" id={id} value={filters.status} onChange={(status) => set({ status })} />
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
        <NetworkFilterSelect
          kind="location"
          className="grid content-start gap-2"
          id={id}
          value={filters.locationId}
          onChange={(locationId) => set({ locationId })}
        />
        <NetworkFilterSelect
          kind="brand"
          className="grid content-start gap-2"
          id={id}
          value={filters.brandId}
          onChange={(brandId) => set({ brandId })}
        />
        <DateRangeFields id={id} value={filters} onChange={set} className="grid content-start gap-2" />
        <AmountRangeFields id={id} value={filters} onChange={set} />
        <ClearFiltersButton
          className="self-end justify-self-end sm:max-lg:col-span-2"
          disabled={!hasOrderManagementFilters(filters)}
          onClear={() => onChange({ ...NO_ORDER_MANAGEMENT_FILTERS, sort: filters.sort })}
        />
      </div>
      <InvertedRangeHint show={amountsInverted(filters)}>Min amount is above max amount, so no order can match.</InvertedRangeHint>
    </FilterCard>
  );
}
