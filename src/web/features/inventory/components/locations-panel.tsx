import { LoadError } from '../../../components/feedback/load-error';
import { useLocationStock } from '../get-location-stock';
import { LocationSelect } from './location-select';
import { LocationStockTable } from './location-stock-table';
import { TableSkeleton } from './table-skeleton';

/** Locations tab: the stock each franchise location holds, for one location or all of them. */
export function LocationsPanel({ locationId, onLocation }: { locationId: string | null; onLocation: (id: string | null) => void }) {
  const stock = useLocationStock(locationId);
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-[minmax(0,20rem)_1fr] sm:items-end">
        <LocationSelect value={locationId} onChange={onLocation} />
        <p className="text-sm text-muted-foreground">Products at or below their reorder point are marked Low and listed first.</p>
      </div>
      {stock.isPending ? (
        <TableSkeleton label="Loading location stock" />
      ) : stock.isError ? (
        <LoadError error={stock.error} fallback="Location stock could not be loaded." onRetry={() => void stock.refetch()} />
      ) : (
        <LocationStockTable
          rows={stock.data.items}
          emptyText={locationId ? 'This location holds no stock yet.' : 'No location holds any stock yet.'}
        />
      )}
    </div>
  );
}
