import { useEffect, useId, useRef } from 'react';
import {
  SUPPLIER_STATUSES,
  SUPPLIER_STATUS_LABELS,
  SUPPLIER_TYPES,
  SUPPLIER_TYPE_LABELS,
  SUPPLIER_SORTS,
} from '../../../../shared/suppliers.contracts';
import { ClearFiltersButton } from '../../../components/data-table/filter-bar';
import { SearchField } from '../../../components/search-field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { hasSupplierFilters, type SupplierListState } from '../supplier-filters';

const SORT_LABELS: Record<(typeof SUPPLIER_SORTS)[number], string> = {
  name_asc: 'Name A–Z',
  name_desc: 'Name Z–A',
  code_asc: 'Code',
  rating_desc: 'Highest rating',
  on_time_desc: 'Best on-time delivery',
  newest: 'Newest first',
};

/** Search, status and type (and, on a phone where headers don't sort, the order). Each change is a URL patch. */
export function SuppliersFiltersBar({
  state,
  onChange,
}: {
  state: SupplierListState;
  onChange: (patch: Partial<SupplierListState>) => void;
}) {
  const id = useId();
  // The search commits after typing stops; by then another filter may have changed, so it patches through the latest.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" role="search" aria-label="Supplier filters">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <SearchField
          id={`${id}-search`}
          label="Search suppliers"
          placeholder="Name, code or contact"
          maxLength={100}
          value={state.search}
          onSearch={(search) => latest.current({ search })}
          className="grid content-start gap-2 sm:col-span-2 lg:col-span-1"
          landmark={false}
        />
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          allLabel="All statuses"
          value={state.status}
          options={SUPPLIER_STATUSES.map((s) => ({ value: s, label: SUPPLIER_STATUS_LABELS[s] }))}
          onChange={(status) => onChange({ status })}
        />
        <FilterSelect
          id={`${id}-type`}
          label="Type"
          allLabel="All types"
          value={state.type}
          options={SUPPLIER_TYPES.map((t) => ({ value: t, label: SUPPLIER_TYPE_LABELS[t] }))}
          onChange={(type) => onChange({ type })}
        />
        {/* Column headers sort on wide screens; phones get the same choice here. */}
        <FilterSelect
          className="grid gap-2 md:hidden"
          id={`${id}-sort`}
          label="Sort by"
          allLabel={SORT_LABELS.name_asc}
          value={state.sort === 'name_asc' ? null : state.sort}
          options={SUPPLIER_SORTS.filter((s) => s !== 'name_asc').map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          onChange={(sort) => onChange({ sort: sort ?? 'name_asc' })}
        />
        <ClearFiltersButton
          className="self-end justify-self-end max-md:col-span-full"
          hidden={!hasSupplierFilters(state)}
          onClear={() => onChange({ search: '', status: null, type: null })}
        />
      </div>
    </div>
  );
}
