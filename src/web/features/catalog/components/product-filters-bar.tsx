import { useId } from 'react';
import type { CatalogFacets } from '../../../../shared/catalog.contracts';
import { PRODUCT_SORTS } from '../../../../shared/catalog.contracts';
import { FilterCheckboxRow, InvertedRangeHint } from '../../../components/data-table/filter-bar';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { hasActiveFilters, NO_FILTERS, priceRangeInverted, SORT_LABELS, type ProductFilters } from '../../../lib/filters/product-filters';
import { CategoryFilterSelect } from '../../../components/category-filter-select';
import { PriceField } from './price-field';
import { SearchBox } from './search-box';

/**
 * Search, category, brand, price range, "In stock only" and sort. Every change is a patch the
 * page applies to the URL; the grid follows the URL.
 */
export function ProductFiltersBar({
  filters,
  facets,
  onChange,
}: {
  filters: ProductFilters;
  facets: CatalogFacets | undefined;
  onChange: (patch: Partial<ProductFilters>) => void;
}) {
  const id = useId();
  const brands = facets?.brands ?? [];
  const inverted = priceRangeInverted(filters);

  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4" role="search" aria-label="Product filters">
      <SearchBox id={`${id}-q`} value={filters.q} onSearch={(q) => onChange({ q })} />
      {/* Phones: the price pair shares a row so the grid is reachable without a long scroll. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.7fr)_minmax(0,0.7fr)_minmax(0,1fr)]">
        <CategoryFilterSelect
          className="col-span-2 grid gap-1.5 sm:col-span-1"
          id={`${id}-category`}
          categories={facets?.categories}
          value={filters.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
        />
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor={`${id}-brand`}>Brand</Label>
          {/* A franchisee's catalogue is their location's brand only: nothing to choose. */}
          <Select
            id={`${id}-brand`}
            value={brands.length === 1 ? brands[0].id : (filters.brandId ?? '')}
            disabled={brands.length <= 1}
            onChange={(event) => onChange({ brandId: event.target.value || null })}
          >
            {brands.length !== 1 ? <option value="">All brands</option> : null}
            {brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </Select>
        </div>
        <PriceField
          id={`${id}-min`}
          label="Min price"
          value={filters.minPrice}
          onChange={(minPrice) => onChange({ minPrice })}
          describedBy={inverted ? `${id}-price-hint` : undefined}
        />
        <PriceField
          id={`${id}-max`}
          label="Max price"
          value={filters.maxPrice}
          onChange={(maxPrice) => onChange({ maxPrice })}
          describedBy={inverted ? `${id}-price-hint` : undefined}
        />
        <div className="col-span-2 grid gap-1.5 lg:col-span-1">
          <Label htmlFor={`${id}-sort`}>Sort</Label>
          <Select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(event) => {
              const sort = PRODUCT_SORTS.find((s) => s === event.target.value);
              if (sort) onChange({ sort });
            }}
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <InvertedRangeHint show={inverted} id={`${id}-price-hint`}>
        Min price is above max price, so no product can match.
      </InvertedRangeHint>
      <FilterCheckboxRow
        label="In stock only"
        checked={filters.inStock}
        onCheckedChange={(inStock) => onChange({ inStock })}
        showClear={hasActiveFilters(filters)}
        onClear={() => onChange({ ...NO_FILTERS, sort: filters.sort })}
      />
    </div>
  );
}
