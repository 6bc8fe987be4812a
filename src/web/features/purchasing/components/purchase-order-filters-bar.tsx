import { useId } from 'react';
import { PURCHASE_ORDER_STATUSES, PURCHASE_ORDER_STATUS_LABELS } from '../../../../shared/purchasing.contracts';
import { ClearFiltersButton, DateRangeFields, FilterCard } from '../../../components/data-table/filter-bar';
import { labelledOptions } from '../../../components/form/select-options';
import { SearchField } from '../../../components/search-field';
import { FilterSelect } from '../../../components/ui/filter-select';
import { hasPurchaseOrderFilters, type PurchaseOrderFilters } from '../purchase-order-filters';
import { SupplierPicker } from '../../../components/supplier-picker';

type FilterPatch = Partial<Pick<PurchaseOrderFilters, 'q' | 'supplier' | 'status' | 'from' | 'to'>>;
const STATUS_OPTIONS = labelledOptions(PURCHASE_ORDER_STATUSES, PURCHASE_ORDER_STATUS_LABELS);

/** Search, supplier, status and creation dates of the purchase-order list; each change goes to the URL (page 1). */
export function PurchaseOrderFiltersBar({ filters, onChange }: { filters: PurchaseOrderFilters; onChange: (patch: FilterPatch) => void }) {
  const id = useId();
  return (
    <FilterCard className="sm:grid-cols-2 lg:grid-cols-3 lg:items-end">
      <SearchField
        id={`${id}-q`}
        label="Search purchase orders"
        placeholder="PO number or supplier"
        maxLength={100}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
        className="grid gap-2 sm:col-span-2 lg:col-span-1"
      />
      <SupplierPicker
        className="grid gap-2 sm:col-span-2 sm:grid-cols-2 lg:col-span-1"
        emptyLabel="All suppliers"
        value={filters.supplier}
        onChange={(supplier) => onChange({ supplier })}
      />
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        allLabel="All statuses"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <DateRangeFields id={`${id}-created`} value={filters} onChange={onChange} />
      <ClearFiltersButton
        className="sm:col-span-2 lg:col-span-1 lg:justify-self-start"
        disabled={!hasPurchaseOrderFilters(filters)}
        onClear={() => onChange({ q: '', supplier: null, status: null, from: null, to: null })}
      />
    </FilterCard>
  );
}
