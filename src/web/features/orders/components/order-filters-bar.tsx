import { useId } from 'react';
import { ClearFiltersButton, DateRangeFields, FilterCard } from '../../../components/data-table/filter-bar';
import { OrderStatusFilter } from '../../../components/order-status-filter';
import { SearchField } from '../../../components/search-field';
import { hasOrderFilters, type OrderFilters } from '../../../lib/filters/order-filters';

type FilterPatch = Partial<Pick<OrderFilters, 'q' | 'status' | 'from' | 'to'>>;

/**
 * Search, status and date range for /orders. Every change goes to the URL (and back to page 1);
 * typing is applied after a short pause, Enter applies it at once.
 */
export function OrderFiltersBar({ filters, onChange }: { filters: OrderFilters; onChange: (patch: FilterPatch) => void }) {
  const id = useId();
  const set = onChange;

  return (
    <FilterCard className="sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto_auto] lg:items-end">
      <SearchField
        id={`${id}-q`}
        label="Search orders"
        placeholder="Order number, e.g. ORD-20250101-000123"
        maxLength={40}
        value={filters.q}
        onSearch={(q) => set({ q })}
        className="grid gap-2 sm:col-span-2 lg:col-span-1"
      />
      <OrderStatusFilter id={id} value={filters.status} onChange={(status) => set({ status })} />
      <DateRangeFields id={id} value={filters} onChange={set} />
      <ClearFiltersButton
        className="sm:col-span-2 lg:col-span-1"
        disabled={!hasOrderFilters(filters)}
        onClear={() => onChange({ q: '', status: null, from: null, to: null })}
      />
    </FilterCard>
  );
}
