import { useState } from 'react';
import { Megaphone } from 'lucide-react';
import { MARKETING_PAGE_SIZE, type MarketingAsset } from '../../../../shared/marketing.contracts';
import { ListCount } from '../../../components/data-table/list-count';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
import { useLibrary } from '../get-library';
import { hasLibraryFilters, libraryQuery, type LibraryState } from '../marketing-filters';
import { AssetCard } from './asset-card';
import { AssetPreviewDialog } from './asset-preview-dialog';
import { LibraryFiltersBar } from './library-filters-bar';

/** The franchisee's library: filters, a grid of cards (one column on a phone), paging and the preview dialog. */
export function LibraryPanel({
  state,
  onChange,
  onPage,
}: {
  state: LibraryState;
  onChange: (patch: Partial<LibraryState>) => void;
  onPage: (page: number) => void;
}) {
  const list = useLibrary(libraryQuery(state));
  const [preview, setPreview] = useState<MarketingAsset | null>(null);
  return (
    <div className="grid grid-cols-1 gap-4">
      <LibraryFiltersBar state={state} onChange={onChange} />
      <ListQueryBody
        query={list}
        loadingLabel="Loading marketing assets"
        errorFallback="Marketing assets could not be loaded."
        filtered={hasLibraryFilters(state)}
        noMatches="No assets match these filters."
        noneYet="No marketing assets for your brands yet."
        emptyIcon={<Megaphone aria-hidden className="size-8" />}
        page={state.page}
        pageSize={MARKETING_PAGE_SIZE}
        onPage={onPage}
        summary={({ total }) => <ListCount total={total} noun={['asset', 'assets']} testId="library-summary" />}
      >
        {(items) => (
          <ul
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
            aria-busy={list.isPlaceholderData}
            aria-label="Marketing assets"
          >
            {items.map((a) => (
              <AssetCard key={a.id} asset={a} onPreview={setPreview} />
            ))}
          </ul>
        )}
      </ListQueryBody>
      <AssetPreviewDialog asset={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
