import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { OrderSort } from '../../../../shared/orders.contracts';
import { ListCount } from '../../../components/data-table/list-count';
import { ListPagination } from '../../../components/data-table/pagination';
import { TableEmpty, TableLoading } from '../../../components/data-table/table-states';
import { useOrders } from '../get-orders';
import { hasOrderFilters, ORDERS_PAGE_SIZE, type OrderFilters } from '../../../lib/filters/order-filters';
import { OrdersResults } from './orders-results';
import { LoadError } from '../../../components/feedback/load-error';

export function OrdersList({
  filters,
  onSort,
  onPage,
}: {
  filters: OrderFilters;
  onSort: (sort: OrderSort) => void;
  onPage: (page: number) => void;
}) {
  const orders = useOrders(filters);

  if (orders.isPending) return <TableLoading label="Loading orders" rows={4} />;

  if (orders.isError) {
    return <LoadError error={orders.error} fallback="Failed to load your orders." onRetry={() => void orders.refetch()} />;
  }

  const { items, total } = orders.data;
  const filtered = hasOrderFilters(filters);
  return (
    <div className="grid gap-4" aria-busy={orders.isPlaceholderData || undefined}>
      {items.length === 0 ? (
        <TableEmpty>
          <p>{filtered ? 'No orders match these filters.' : total > 0 ? 'This page is empty.' : 'No orders yet.'}</p>
          {filtered ? (
            <p className="text-sm font-normal text-muted-foreground">Try another order number, status or date range.</p>
          ) : (
            <p className="text-sm font-normal text-muted-foreground">
              Orders you place appear here.{' '}
              <Link to={paths.productCatalog} className="font-medium text-primary underline-offset-4 hover:underline">
                Browse the catalogue
              </Link>
            </p>
          )}
        </TableEmpty>
      ) : (
        <>
          <ListCount total={total} noun={['order', 'orders']} />
          <OrdersResults orders={items} sort={filters.sort} onSort={onSort} busy={orders.isPlaceholderData} />
        </>
      )}
      <ListPagination
        page={filters.page}
        total={total}
        pageSize={ORDERS_PAGE_SIZE}
        empty={items.length === 0}
        onPage={onPage}
        busy={orders.isPlaceholderData}
      />
    </div>
  );
}
