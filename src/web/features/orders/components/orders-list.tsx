import { Link } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { paths } from '../../../../shared/routes';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useOrders } from '../get-orders';
import { hasOrderFilters, pageCount, type OrderFilters } from '../../../lib/filters/order-filters';
import { OrdersResults } from './orders-results';
import { Pagination } from '../../../components/list-pagination';

export function OrdersList({ filters, onPage }: { filters: OrderFilters; onPage: (page: number) => void }) {
  const orders = useOrders(filters);

  if (orders.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading orders" className="grid gap-3">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-14 animate-pulse rounded-lg border border-border bg-muted" />
        ))}
      </div>
    );
  }

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
  const pages = pageCount(total);
  if (items.length === 0) {
    const filtered = hasOrderFilters(filters);
    return (
      <div className="grid gap-4">
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
          <PackageSearch aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">
            {filtered ? 'No orders match these filters.' : total > 0 ? 'This page is empty.' : 'No orders yet.'}
          </p>
          {filtered ? (
            <p className="text-sm text-muted-foreground">Try another order number, status or date range.</p>
          ) : (
            <p className="text-sm text-muted-foreground">
              Orders you place appear here.{' '}
              <Link to={paths.productCatalog} className="font-medium text-primary underline-offset-4 hover:underline">
                Browse the catalogue
              </Link>
            </p>
          )}
        </div>
        {filters.page > 1 ? <Pagination page={filters.page} pages={Math.max(pages, filters.page)} onPage={onPage} /> : null}
      </div>
    );
  }

  return (
    <div className="grid gap-4" aria-busy={orders.isPlaceholderData || undefined}>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total} {total === 1 ? 'order' : 'orders'}
      </p>
      <OrdersResults orders={items} />
      <Pagination page={filters.page} pages={pages} onPage={onPage} busy={orders.isPlaceholderData} />
    </div>
  );
}
