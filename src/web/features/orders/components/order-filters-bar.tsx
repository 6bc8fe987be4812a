import { useEffect, useId, useState } from 'react';
import { Search, X } from 'lucide-react';
import { ORDER_STATUS_OPTIONS } from '../../../../shared/orders.contracts';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { hasOrderFilters, type OrderFilters } from '../../../lib/filters/order-filters';

const SEARCH_DEBOUNCE_MS = 350;

/**
 * Search, status and date range for /orders. Every change goes to the URL (and back to page 1);
 * typing is applied after a short pause, Enter applies it at once.
 */
export function OrderFiltersBar({ filters, onChange }: { filters: OrderFilters; onChange: (next: OrderFilters) => void }) {
  const id = useId();
  const set = (patch: Partial<OrderFilters>) => onChange({ ...filters, ...patch, page: 1 });

  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto_auto_auto] lg:items-end">
      <SearchField id={`${id}-q`} value={filters.q} onCommit={(q) => set({ q })} />
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
        onClick={() => onChange({ q: '', status: null, from: null, to: null, page: 1 })}
      >
        <X aria-hidden />
        Clear filters
      </Button>
    </div>
  );
}

function SearchField({ id, value, onCommit }: { id: string; value: string; onCommit: (q: string) => void }) {
  const [draft, setDraft] = useState(value);
  // What we last sent to the URL, and the URL value last seen: a URL change we didn't make (Back,
  // "Clear filters") replaces the draft; our own echo must not, or keystrokes typed meanwhile vanish.
  const [committed, setCommitted] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== committed) {
      setDraft(value);
      setCommitted(value);
    }
  }

  const commit = (q: string) => {
    setCommitted(q.trim());
    onCommit(q.trim());
  };

  useEffect(() => {
    if (draft.trim() === committed) return;
    const timer = setTimeout(() => {
      setCommitted(draft.trim());
      onCommit(draft.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, onCommit]);

  return (
    <form
      role="search"
      className="grid gap-2 sm:col-span-2 lg:col-span-1"
      onSubmit={(e) => {
        e.preventDefault();
        commit(draft);
      }}
    >
      <Label htmlFor={id}>Search orders</Label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder="Order number, e.g. ORD-20250101-000123"
          maxLength={40}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
    </form>
  );
}
