import { PageHeader } from '../components/page-header';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';

/** /suppliers/:id (issue 14): being built. */
export function SupplierDetailPage() {
  return (
    <section>
      <PageHeader title="Supplier" />
      <SuppliersAreaNav />
    </section>
  );
}
