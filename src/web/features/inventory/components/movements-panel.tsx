import { LoadError } from '../../../components/feedback/load-error';
import { ClearFiltersButton } from '../../../components/data-table/filter-bar';
import { pageCount } from '../../../components/data-table/pagination';
import { Pagination } from '../../../components/data-table/pagination';
import { useStockMovements } from '../get-stock-movements';
import { MOVEMENTS_PAGE_SIZE, type MovementFilters } from '../../../lib/filters/inventory-filters';
import { LocationSelect } from './location-select';
import { MovementTable } from './movement-table';
import { ProductFilter } from './product-filter';
import { TableSkeleton } from './table-skeleton';
import { refilter } from '../../../lib/filters/refilter';

/** Movements tab: the append-only ledger of every stock change, filtered by product and location. */
export function MovementsPanel({ filters, onChange }: { filters: MovementFilters; onChange: (next: MovementFilters) => void }) {
  const movements = useStockMovements(filters);
  const filtered = Boolean(filters.productId || filters.locationId);
  const set = refilter(filters, onChange);

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-3 rounded-xl border border-border bg-card p-4" role="search" aria-label="Movement filters">
        <div className="grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <ProductFilter value={filters.productId} onChange={(productId) => set({ productId })} />
          {/* "Warehouse only" is not a filter the API offers: no location means every place. */}
          <LocationSelect
            value={filters.locationId}
            allLabel="Warehouse and all locations"
            onChange={(locationId) => set({ locationId })}
          />
        </div>
        {filtered ? (
          <div>
            <ClearFiltersButton size="sm" onClear={() => set({ productId: null, locationId: null })} />
          </div>
        ) : null}
      </div>
      {movements.isPending ? (
        <TableSkeleton label="Loading movements" />
      ) : movements.isError && !movements.data ? (
        <LoadError error={movements.error} fallback="Movements could not be loaded." onRetry={() => void movements.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {movements.isPlaceholderData
              ? 'Updating…'
              : `${movements.data.total} ${movements.data.total === 1 ? 'movement' : 'movements'}, newest first`}
          </p>
          <MovementTable
            movements={movements.data.items}
            busy={movements.isPlaceholderData}
            emptyText={
              filtered ? 'No movements match these filters.' : filters.page > 1 ? 'This page is empty.' : 'No stock has moved yet.'
            }
          />
          {movements.data.total > MOVEMENTS_PAGE_SIZE || filters.page > 1 ? (
            <Pagination
              page={filters.page}
              pages={Math.max(pageCount(movements.data.total, MOVEMENTS_PAGE_SIZE), filters.page)}
              busy={movements.isPlaceholderData}
              onPage={(page) => onChange({ ...filters, page })}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
