import { useId } from 'react';
import { SUPPLIER_PRODUCT_SORTS } from '../../../../shared/suppliers.contracts';
import { FilterCard, FilterCheckboxRow, FilterSearchField, PhoneSortSelect } from '../../../components/data-table/filter-bar';
import { DEFAULT_SUPPLIER_PRODUCT_SORT, hasSupplierProductFilters, type SupplierProductListState } from '../supplier-filters';
import { SupplierPicker } from '../../../components/supplier-picker';

const SORT_LABELS: Record<(typeof SUPPLIER_PRODUCT_SORTS)[number], string> = {
  product_asc: 'Product',
  supplier_asc: 'Supplier',
  cost_asc: 'Lowest cost',
  cost_desc: 'Highest cost',
  priority_asc: 'Priority',
};

/** Search, supplier (unless the list is one supplier's), "Preferred only", and the order on a phone. */
export function SupplierProductsFiltersBar({
  state,
  onChange,
  fixedSupplier = false,
}: {
  state: SupplierProductListState;
  onChange: (patch: Partial<SupplierProductListState>) => void;
  /** The list is one supplier's (its detail page): no supplier filter. */
  fixedSupplier?: boolean;
}) {
  const id = useId();
  return (
    <FilterCard label="Supplier product filters">
      <div className={fixedSupplier ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]'}>
        <FilterSearchField
          id={`${id}-search`}
          label="Search products"
          placeholder="Name or SKU"
          maxLength={100}
          value={state.search}
          onSearch={(search) => onChange({ search })}
        />
        {fixedSupplier ? null : (
          <SupplierPicker emptyLabel="All suppliers" value={state.supplier} onChange={(supplier) => onChange({ supplier })} />
        )}
        <PhoneSortSelect
          className="grid content-start gap-2 md:hidden"
          id={`${id}-sort`}
          sorts={SUPPLIER_PRODUCT_SORTS}
          labels={SORT_LABELS}
          fallback={DEFAULT_SUPPLIER_PRODUCT_SORT}
          value={state.sort}
          onChange={(sort) => onChange({ sort })}
        />
      </div>
      <FilterCheckboxRow
        className="flex min-h-9 flex-wrap items-center justify-between gap-3"
        label="Preferred suppliers only"
        checked={state.preferred}
        onCheckedChange={(preferred) => onChange({ preferred })}
        showClear={hasSupplierProductFilters({ ...state, supplier: fixedSupplier ? null : state.supplier })}
        onClear={() => onChange({ search: '', preferred: false, ...(fixedSupplier ? {} : { supplier: null }) })}
      />
    </FilterCard>
  );
}
