import { useId } from 'react';
import type { CatalogFacets } from '../../../../shared/catalog.contracts';
import { FilterCard, FilterCheckboxRow, FilterSearchField } from '../../../components/data-table/filter-bar';
import { byIdName, FilterSelect } from '../../../components/ui/filter-select';
import { CategoryFilterSelect } from '../../../components/category-filter-select';
import { hasWarehouseFilters, NO_WAREHOUSE_FILTERS, type WarehouseFilters } from '../../../lib/filters/inventory-filters';

/**
 * "Search stock", "Brand", "Category" and "Low stock only". Every change is a patch the page
 * applies to the URL (back to page 1); the table follows the URL.
 */
export function WarehouseFiltersBar({
  filters,
  facets,
  onChange,
}: {
  filters: WarehouseFilters;
  facets: CatalogFacets | undefined;
  onChange: (patch: Partial<WarehouseFilters>) => void;
}) {
  const id = useId();
  return (
    <FilterCard label="Stock filters" flat>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <FilterSearchField
          id={`${id}-q`}
          label="Search stock"
          placeholder="Product name or SKU"
          maxLength={100}
          value={filters.q}
          onSearch={(q) => onChange({ q })}
          className="grid gap-1.5 sm:col-span-2 lg:col-span-1"
          delayMs={300}
        />
        <FilterSelect
          className="grid gap-1.5"
          id={`${id}-brand`}
          label="Brand"
          allLabel="All brands"
          value={filters.brandId}
          options={byIdName(facets?.brands ?? [])}
          onChange={(brandId) => onChange({ brandId })}
        />
        <CategoryFilterSelect
          className="grid gap-1.5"
          id={`${id}-category`}
          categories={facets?.categories}
          value={filters.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
        />
      </div>
      <FilterCheckboxRow
        className="flex min-h-9 flex-wrap items-center justify-between gap-3"
        label="Low stock only"
        checked={filters.lowOnly}
        onCheckedChange={(lowOnly) => onChange({ lowOnly })}
        showClear={hasWarehouseFilters(filters)}
        onClear={() => onChange(NO_WAREHOUSE_FILTERS)}
      />
    </FilterCard>
  );
}
