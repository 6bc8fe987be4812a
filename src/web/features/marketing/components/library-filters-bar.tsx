import { useEffect, useId, useRef } from 'react';
import { MARKETING_ASSET_TYPES, MARKETING_CATEGORIES, MARKETING_TYPE_LABELS } from '../../../../shared/marketing.contracts';
import { SearchField } from '../../../components/search-field';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { hasLibraryFilters, type LibraryState } from '../marketing-filters';

export const TYPE_OPTIONS = MARKETING_ASSET_TYPES.map((t) => ({ value: t, label: MARKETING_TYPE_LABELS[t] }));
export const CATEGORY_OPTIONS = MARKETING_CATEGORIES.map((c) => ({ value: c, label: c }));

/** Search (title and description), type and category; kept in the URL. */
export function LibraryFiltersBar({ state, onChange }: { state: LibraryState; onChange: (patch: Partial<LibraryState>) => void }) {
  const id = useId();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" role="search" aria-label="Asset filters">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
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
      </div>
      {hasLibraryFilters(state) ? (
        <div>
          <Button variant="link" size="sm" onClick={() => onChange({ search: '', type: null, category: null })}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
