import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { useSupplierPermissions } from '../features/auth/get-supplier-permissions';
import { SupplierProductsPanel } from '../features/suppliers/components/supplier-products-panel';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';
import { supplierProductListParsers } from '../features/suppliers/supplier-filters';

/** /suppliers/products (supplier read): which supplier supplies which product, on what terms; writers link and edit. */
export function SupplierProductsPage() {
  const canWrite = useSupplierPermissions().data?.includes('write') ?? false;
  const { state, update, setPage } = useListUrlState(supplierProductListParsers);
  return (
    <section>
      <PageHeader
        title="Supplier Products"
        description="Which supplier supplies which catalogue product: cost, order quantities, lead time and preference, beside warehouse stock."
      />
      <SuppliersAreaNav />
      <SupplierProductsPanel state={state} onChange={update} onPage={setPage} canWrite={canWrite} />
    </section>
  );
}
