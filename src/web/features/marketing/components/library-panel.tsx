import { useState } from 'react';
import { Megaphone } from 'lucide-react';
import { MARKETING_PAGE_SIZE, type MarketingAsset } from '../../../../shared/marketing.contracts';
import { LoadError } from '../../../components/feedback/load-error';
import { ListPagination } from '../../../components/data-table/pagination';
import { TableEmpty, TableLoading } from '../../../components/data-table/table-states';
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
      {list.isPending ? (
        <TableLoading label="Loading marketing assets" />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} fallback="Marketing assets could not be loaded." onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="library-summary">
            {list.data.total === 1 ? '1 asset' : `${list.data.total.toLocaleString('en-PH')} assets`}
          </p>
          {list.data.items.length === 0 ? (
            <TableEmpty icon={<Megaphone aria-hidden className="size-8" />}>
              {hasLibraryFilters(state) ? 'No assets match these filters.' : 'No marketing assets for your brands yet.'}
            </TableEmpty>
          ) : (
            <ul
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
              aria-busy={list.isPlaceholderData}
              aria-label="Marketing assets"
            >
              {list.data.items.map((a) => (
                <AssetCard key={a.id} asset={a} onPreview={setPreview} />
              ))}
            </ul>
          )}
          <ListPagination
            page={state.page}
            total={list.data.total}
            pageSize={MARKETING_PAGE_SIZE}
            empty={list.data.items.length === 0}
            onPage={onPage}
            busy={list.isPlaceholderData}
          />
        </>
      )}
      <AssetPreviewDialog asset={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
