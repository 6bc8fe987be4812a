import { hasLibraryFilters, type LibraryState } from '../marketing-filters';
import { AssetSearchFields } from './asset-search-fields';

/** Search (title and description), type and category; kept in the URL. */
export function LibraryFiltersBar({ state, onChange }: { state: LibraryState; onChange: (patch: Partial<LibraryState>) => void }) {
  return (
    <AssetSearchFields
      state={state}
      onChange={onChange}
      filtered={hasLibraryFilters(state)}
      onClear={() => onChange({ search: '', type: null, category: null })}
      gridClassName="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    />
  );
}
