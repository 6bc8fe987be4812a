import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { paths } from '../../shared/routes';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { OrderFiltersBar } from '../features/orders/components/order-filters-bar';
import { OrdersList } from '../features/orders/components/orders-list';
import { orderFiltersFromSearch, orderFiltersToSearch, type OrderFilters } from '../lib/filters/order-filters';

/** /orders: the franchisee's orders (their own locations only), filtered through the URL. */
export function OrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = orderFiltersFromSearch(searchParams);
  const apply = useCallback((next: OrderFilters) => setSearchParams(orderFiltersToSearch(next), { replace: true }), [setSearchParams]);

  return (
    <section>
      <PageHeader
        title="My Orders"
        description="Track approval, shipping and delivery of everything you ordered."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.productCatalog}>
              <ShoppingBag aria-hidden />
              Order stock
            </Link>
          </Button>
        }
      />
      <div className="grid gap-4">
        <OrderFiltersBar filters={filters} onChange={apply} />
        {/* Paging is a real navigation (Back returns to the previous page); filter edits replace. */}
        <OrdersList filters={filters} onPage={(page) => setSearchParams(orderFiltersToSearch({ ...filters, page }))} />
      </div>
    </section>
  );
}
