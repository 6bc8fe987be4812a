import { useId } from 'react';
import { X } from 'lucide-react';
import { ORDER_STATUS_OPTIONS } from '../../../../shared/orders.contracts';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { Input } from '../../../components/ui/input';
import { SearchField } from '../../../components/search-field';
import { Label } from '../../../components/ui/label';
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
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto_auto] lg:items-end">
      <SearchField
        id={`${id}-q`}
        label="Search orders"
        placeholder="Order number, e.g. ORD-20250101-000123"
        maxLength={40}
        value={filters.q}
        onSearch={(q) => set({ q })}
        className="grid gap-2 sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        allLabel="All statuses"
        value={filters.status}
        options={ORDER_STATUS_OPTIONS}
        onChange={(status) => set({ status })}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(e) => set({ from: e.target.value || null })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(e) => set({ to: e.target.value || null })}
        />
      </div>
      <Button
        variant="ghost"
        className="sm:col-span-2 lg:col-span-1"
        disabled={!hasOrderFilters(filters)}
        onClick={() => onChange({ q: '', status: null, from: null, to: null })}
      >
        <X aria-hidden />
        Clear filters
      </Button>
    </div>
  );
}
