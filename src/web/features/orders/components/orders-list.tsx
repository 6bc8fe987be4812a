import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import type { OrderSort } from '../../../../shared/orders.contracts';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ListPagination } from '../../../components/data-table/pagination';
import { TableEmpty, TableLoading } from '../../../components/data-table/table-states';
import { errorMessage } from '../../../lib/api-client';
import { useOrders } from '../get-orders';
import { hasOrderFilters, ORDERS_PAGE_SIZE, type OrderFilters } from '../../../lib/filters/order-filters';
import { OrdersResults } from './orders-results';

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
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage(orders.error, 'Failed to load your orders.')}</span>
          <Button size="sm" variant="outline" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
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
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total} {total === 1 ? 'order' : 'orders'}
          </p>
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
