import { PageHeader } from '../components/page-header';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';

/** /suppliers/purchase-orders/:id (issue 14): being built. */
export function PurchaseOrderDetailPage() {
  return (
    <section>
      <PageHeader title="Purchase Order" />
      <SuppliersAreaNav />
    </section>
  );
}
