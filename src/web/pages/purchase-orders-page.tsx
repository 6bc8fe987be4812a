import { PageHeader } from '../components/page-header';
import { useListUrlState } from '../components/data-table/url-state';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';
import { useSupplierPermissions } from '../features/auth/get-supplier-permissions';
import { LowStockButton } from '../features/purchasing/components/low-stock-button';
import { NewPurchaseOrderButton } from '../features/purchasing/components/new-purchase-order-button';
import { PurchaseOrderFiltersBar } from '../features/purchasing/components/purchase-order-filters-bar';
import { PurchaseOrdersList } from '../features/purchasing/components/purchase-orders-list';
import { hasPurchaseOrderFilters, purchaseOrderListParsers, purchaseOrderQuery } from '../features/purchasing/purchase-order-filters';

/** /suppliers/purchase-orders: head office's orders to suppliers, filtered, sorted and paged through the URL. */
export function PurchaseOrdersPage() {
  const { state: filters, update, setPage } = useListUrlState(purchaseOrderListParsers);
  const canWrite = useSupplierPermissions().data?.includes('write') ?? false;

  return (
    <section>
      <PageHeader
        title="Purchase Orders"
        description="Orders from head office to suppliers to restock the warehouse."
        actions={
          canWrite ? (
            <>
              <LowStockButton />
              <NewPurchaseOrderButton />
            </>
          ) : null
        }
      />
      <SuppliersAreaNav />
      <div className="grid gap-4">
        <PurchaseOrderFiltersBar filters={filters} onChange={update} />
        <PurchaseOrdersList
          query={purchaseOrderQuery(filters)}
          page={filters.page}
          onSort={(sort) => update({ sort })}
          onPage={setPage}
          empty={hasPurchaseOrderFilters(filters) ? 'No purchase order matches these filters.' : 'No purchase order yet.'}
        />
      </div>
    </section>
  );
}
