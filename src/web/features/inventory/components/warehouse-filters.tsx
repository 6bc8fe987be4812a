import { useEffect, useId, useMemo, useRef } from 'react';
import { Search, X } from 'lucide-react';
import type { CatalogFacets } from '../../../../shared/catalog.contracts';
import { Button } from '../../../components/ui/button';
import { byIdName, FilterSelect } from '../../../components/ui/filter-select';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { categoryOptions } from '../../../lib/category-tree';
import { CategorySelectOptions } from '../../../components/category-select-options';
import { useDebouncedField } from '../../../lib/use-debounced-field';
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
  const categories = useMemo(() => categoryOptions(facets?.categories ?? []), [facets]);
  // The search commits ~300 ms after typing stops; by then another filter may have changed, so it
  // patches through the latest onChange (which merges with the latest filters), not the one it saw.
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  const search = useDebouncedField({
    value: filters.q,
    onCommit: (text) => latestOnChange.current({ q: text.trim() }),
    same: (text, v) => text.trim() === v,
  });

  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4" role="search" aria-label="Stock filters">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-q`}>Search stock</Label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id={`${id}-q`}
              type="search"
              placeholder="Product name or SKU"
              autoComplete="off"
              maxLength={100}
              className="pl-9"
              value={search.text}
              onChange={(event) => search.change(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') search.flush();
              }}
            />
          </div>
        </div>
        <FilterSelect
          className="grid gap-1.5"
          id={`${id}-brand`}
          label="Brand"
          allLabel="All brands"
          value={filters.brandId}
          options={byIdName(facets?.brands ?? [])}
          onChange={(brandId) => onChange({ brandId })}
        />
        <FilterSelect
          className="grid gap-1.5"
          id={`${id}-category`}
          label="Category"
          allLabel="All categories"
          value={filters.categoryId}
          onChange={(categoryId) => onChange({ categoryId })}
        >
          <CategorySelectOptions options={categories} />
        </FilterSelect>
      </div>
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={filters.lowOnly}
            onChange={(event) => onChange({ lowOnly: event.target.checked })}
          />
          Low stock only
        </label>
        {hasWarehouseFilters(filters) ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_WAREHOUSE_FILTERS)}>
            <X aria-hidden />
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
