import { useId } from 'react';
import {
  SUPPLIER_STATUSES,
  SUPPLIER_STATUS_LABELS,
  SUPPLIER_TYPES,
  SUPPLIER_TYPE_LABELS,
  SUPPLIER_SORTS,
} from '../../../../shared/suppliers.contracts';
import { ClearFiltersButton, FilterCard, FilterSearchField, PhoneSortSelect } from '../../../components/data-table/filter-bar';
import { labelledOptions } from '../../../components/form/select-options';
import { FilterSelect } from '../../../components/ui/filter-select';
import { DEFAULT_SUPPLIER_SORT, hasSupplierFilters, type SupplierListState } from '../supplier-filters';

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
  return (
    <FilterCard label="Supplier filters">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <FilterSearchField
          id={`${id}-search`}
          label="Search suppliers"
          placeholder="Name, code or contact"
          maxLength={100}
          value={state.search}
          onSearch={(search) => onChange({ search })}
          className="grid content-start gap-2 sm:col-span-2 lg:col-span-1"
        />
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          allLabel="All statuses"
          value={state.status}
          options={labelledOptions(SUPPLIER_STATUSES, SUPPLIER_STATUS_LABELS)}
          onChange={(status) => onChange({ status })}
        />
        <FilterSelect
          id={`${id}-type`}
          label="Type"
          allLabel="All types"
          value={state.type}
          options={labelledOptions(SUPPLIER_TYPES, SUPPLIER_TYPE_LABELS)}
          onChange={(type) => onChange({ type })}
        />
        <PhoneSortSelect
          id={`${id}-sort`}
          sorts={SUPPLIER_SORTS}
          labels={SORT_LABELS}
          fallback={DEFAULT_SUPPLIER_SORT}
          value={state.sort}
          onChange={(sort) => onChange({ sort })}
        />
        <ClearFiltersButton
          className="self-end justify-self-end max-md:col-span-full"
          hidden={!hasSupplierFilters(state)}
          onClear={() => onChange({ search: '', status: null, type: null })}
        />
      </div>
    </FilterCard>
  );
}
