import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { paths } from '../../shared/routes';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { useListUrlState } from '../components/data-table/url-state';
import { OrderFiltersBar } from '../features/orders/components/order-filters-bar';
import { OrdersList } from '../features/orders/components/orders-list';
import { orderListParsers } from '../lib/filters/order-filters';

/** /orders: the franchisee's orders (their own locations only), filtered, sorted and paged through the URL. */
export function OrdersPage() {
  // Paging is a real navigation (Back returns to the previous page); filter and sort edits replace.
  const { state: filters, update, setPage } = useListUrlState(orderListParsers);

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
        <OrderFiltersBar filters={filters} onChange={update} />
        <OrdersList filters={filters} onSort={(sort) => update({ sort })} onPage={setPage} />
      </div>
    </section>
  );
}
