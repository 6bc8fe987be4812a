import { useEffect, useId, useRef } from 'react';
import {
  MARKETING_ASSET_STATUSES,
  MARKETING_SORTS,
  MARKETING_SORT_LABELS,
  MARKETING_STATUS_LABELS,
} from '../../../../shared/marketing.contracts';
import { SearchField } from '../../../components/search-field';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useMarketingBrands } from '../get-marketing-brands';
import { hasManagementFilters, type ManagementState } from '../marketing-filters';
import { CATEGORY_OPTIONS, TYPE_OPTIONS } from './library-filters-bar';

/** Head office's filters: search, type, category, brand (or "All brands" assets), status and the order. */
export function ManagementFiltersBar({ state, onChange }: { state: ManagementState; onChange: (patch: Partial<ManagementState>) => void }) {
  const id = useId();
  const brands = useMarketingBrands();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const brandOptions = [
    { value: 'all', label: 'For all brands' },
    ...(brands.data?.items ?? []).map((b) => ({ value: b.id, label: b.name })),
  ];
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" role="search" aria-label="Asset filters">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <SearchField
          className="col-span-2 grid content-start gap-2 lg:col-span-1"
          id={`${id}-search`}
          label="Search assets"
          placeholder="Title or description"
          maxLength={100}
          value={state.search}
          onSearch={(search) => latest.current({ search })}
          landmark={false}
        />
        <FilterSelect
          id={`${id}-brand`}
          label="Brand"
          allLabel="Any brand"
          value={state.brand}
          options={brandOptions}
          onChange={(brand) => onChange({ brand })}
        />
        <FilterSelect
          id={`${id}-type`}
          label="Type"
          allLabel="All types"
          value={state.type}
          options={TYPE_OPTIONS}
          onChange={(type) => onChange({ type })}
        />
        <FilterSelect
          id={`${id}-category`}
          label="Category"
          allLabel="All categories"
          value={state.category}
          options={CATEGORY_OPTIONS}
          onChange={(category) => onChange({ category })}
        />
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          allLabel="All statuses"
          value={state.status}
          options={MARKETING_ASSET_STATUSES.map((s) => ({ value: s, label: MARKETING_STATUS_LABELS[s] }))}
          onChange={(status) => onChange({ status })}
        />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <Select id={`${id}-sort`} value={state.sort} onChange={(e) => onChange({ sort: e.target.value as ManagementState['sort'] })}>
            {MARKETING_SORTS.map((s) => (
              <option key={s} value={s}>
                {MARKETING_SORT_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {hasManagementFilters(state) ? (
        <div>
          <Button variant="link" size="sm" onClick={() => onChange({ search: '', type: null, category: null, brand: null, status: null })}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
