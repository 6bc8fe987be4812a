import { useId, type ReactNode } from 'react';
import { MARKETING_ASSET_TYPES, MARKETING_CATEGORIES, MARKETING_TYPE_LABELS } from '../../../../shared/marketing.contracts';
import { ClearFiltersLink, FilterCard, FilterSearchField } from '../../../components/data-table/filter-bar';
import { CategoryNameFilterSelect } from '../../../components/category-name-filter-select';
import { labelledOptions } from '../../../components/form/select-options';
import { FilterSelect } from '../../../components/ui/filter-select';
import type { LibraryState } from '../marketing-filters';

export const TYPE_OPTIONS = labelledOptions(MARKETING_ASSET_TYPES, MARKETING_TYPE_LABELS);
export const CATEGORY_OPTIONS = MARKETING_CATEGORIES.map((c) => ({ value: c, label: c }));

type AssetSearchState = Pick<LibraryState, 'search' | 'type' | 'category'>;

/**
 * The asset filter card both marketing lists share: search (title and description), type and
 * category, with "Clear filters" under them while any filter is set. A bar adds its own fields
 * after the search (`afterSearch`) or after the category (`children`) and lays them out with `gridClassName`.
 */
export function AssetSearchFields({
  state,
  onChange,
  filtered,
  onClear,
  gridClassName,
  afterSearch,
  children,
}: {
  state: AssetSearchState;
  onChange: (patch: Partial<AssetSearchState>) => void;
  filtered: boolean;
  onClear: () => void;
  gridClassName: string;
  afterSearch?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <FilterCard label="Asset filters">
      <div className={gridClassName}>
        <FilterSearchField
          className="col-span-2 grid content-start gap-2 lg:col-span-1"
          id={`${id}-search`}
          label="Search assets"
          placeholder="Title or description"
          maxLength={100}
          value={state.search}
          onSearch={(search) => onChange({ search })}
        />
        {afterSearch}
        <FilterSelect
          id={`${id}-type`}
          label="Type"
          allLabel="All types"
          value={state.type}
          options={TYPE_OPTIONS}
          onChange={(type) => onChange({ type })}
        />
        <CategoryNameFilterSelect
          id={`${id}-category`}
          categories={MARKETING_CATEGORIES}
          value={state.category}
          onChange={(category) => onChange({ category })}
        />
        {children}
      </div>
      <ClearFiltersLink hidden={!filtered} onClear={onClear} />
    </FilterCard>
  );
}
