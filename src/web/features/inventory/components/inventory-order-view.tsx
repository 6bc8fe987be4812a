import { useMemo, type ReactNode } from 'react';
import type { OrderingLocation } from '../../../../shared/cart.contracts';
import { LoadError } from '../../../components/feedback/load-error';
import { useLocationStock } from '../get-location-stock';
import { needsReorder, sortLowFirst, suggestedRows } from '../location-stock';
import { RecentMovements } from './recent-movements';
import { ReorderTable } from './reorder-table';
import { TableSkeleton } from './table-skeleton';

/** The selected location's stock with reorder suggestions, the cart button and recent movements. */
/** `addSuggestedToCart` is the cart feature's button, composed in by the page (features don't import each other). */
export function InventoryOrderView({
  location,
  addSuggestedToCart,
}: {
  location: OrderingLocation;
  addSuggestedToCart: (props: { locationId: string; suggestedCount: number }) => ReactNode;
}) {
  const stock = useLocationStock(location.id);
  const rows = useMemo(() => sortLowFirst(stock.data?.items ?? []), [stock.data]);
  const lowCount = rows.filter(needsReorder).length;
  const suggestedCount = suggestedRows(rows).length;

  if (stock.isPending) return <TableSkeleton label="Loading your stock" />;
  if (stock.isError)
    return <LoadError error={stock.error} fallback="Your stock could not be loaded." onRetry={() => void stock.refetch()} />;

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
          {addSuggestedToCart({ locationId: location.id, suggestedCount })}
        </div>
        <ReorderTable rows={rows} />
      </section>
      <RecentMovements locationId={location.id} stock={rows} />
    </div>
  );
}
