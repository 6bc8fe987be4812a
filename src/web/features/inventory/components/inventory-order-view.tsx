import { useMemo } from 'react';
import type { OrderingLocation } from '../../../../shared/ordering.contracts';
import { LoadError } from '../../../components/feedback/load-error';
import { useLocationStock } from '../get-location-stock';
import { needsReorder, sortLowFirst, suggestedRows } from '../location-stock';
import { RecentMovements } from './recent-movements';
import { ReorderTable } from './reorder-table';
import { SuggestedToCartButton } from './suggested-to-cart-button';
import { TableSkeleton } from './table-skeleton';

/** The selected location's stock with reorder suggestions, the cart button and recent movements. */
export function InventoryOrderView({ location }: { location: OrderingLocation }) {
  const stock = useLocationStock(location.id);
  const rows = useMemo(() => sortLowFirst(stock.data?.items ?? []), [stock.data]);
  const lowCount = rows.filter(needsReorder).length;
  const suggestedCount = suggestedRows(rows).length;

  if (stock.isPending) return <TableSkeleton label="Loading your stock" />;
  if (stock.isError) return <LoadError error={stock.error} fallback="Your stock could not be loaded." onRetry={() => void stock.refetch()} />;

  return (
    <div className="grid grid-cols-1 gap-8">
      <section aria-labelledby="location-stock" className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="location-stock" className="text-lg font-semibold">
              Stock at {location.name}
            </h2>
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="reorder-summary">
              {rows.length === 0
                ? 'No products yet.'
                : lowCount === 0
                  ? `${rows.length} products, all above their reorder point.`
                  : `${lowCount} of ${rows.length} products at or below their reorder point.`}
            </p>
          </div>
          <SuggestedToCartButton locationId={location.id} suggestedCount={suggestedCount} />
        </div>
        <ReorderTable rows={rows} />
      </section>
      <RecentMovements locationId={location.id} stock={rows} />
    </div>
  );
}
