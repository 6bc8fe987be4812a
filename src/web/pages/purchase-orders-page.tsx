import { PageHeader } from '../components/page-header';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';

/** /suppliers/purchase-orders (issue 14): being built. */
export function PurchaseOrdersPage() {
  return (
    <section>
      <PageHeader title="Purchase Orders" />
      <SuppliersAreaNav />
    </section>
  );
}
