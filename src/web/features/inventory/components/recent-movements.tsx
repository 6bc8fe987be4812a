import { useMemo } from 'react';
import type { LocationStockRow } from '../../../../shared/inventory.contracts';
import { LoadError } from '../../../components/feedback/load-error';
import { useStockMovements } from '../get-stock-movements';
import { MovementTable } from './movement-table';
import { TableSkeleton } from './table-skeleton';

const RECENT = 10;

/** The last ten stock changes at this location (deliveries, sales, adjustments…). */
export function RecentMovements({ locationId, stock }: { locationId: string; stock: readonly LocationStockRow[] }) {
  const movements = useStockMovements({ locationId, productId: null, page: 1 }, RECENT);
  // Movements carry the SKU only; the stock rows already on screen know the names.
  const names = useMemo(() => new Map(stock.map((r) => [r.productId, r.name])), [stock]);

  return (
    <section aria-labelledby="recent-movements" className="grid grid-cols-1 gap-3">
      <h2 id="recent-movements" className="text-lg font-semibold">
        Recent movements
      </h2>
      {movements.isPending ? (
        <TableSkeleton label="Loading recent movements" rows={3} />
      ) : movements.isError && !movements.data ? (
        <LoadError error={movements.error} fallback="Recent movements could not be loaded." onRetry={() => void movements.refetch()} />
      ) : (
        <MovementTable
          movements={movements.data.items}
          busy={movements.isPlaceholderData}
          productNames={names}
          showPlace={false}
          caption="Recent stock movements at this location"
          orderHref={(orderNumber) => `/orders?${new URLSearchParams({ q: orderNumber })}`}
          emptyText="No stock has moved at this location yet."
        />
      )}
    </section>
  );
}
