import { PageHeader } from '../components/page-header';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';

/** /suppliers/products (issue 14): being built. */
export function SupplierProductsPage() {
  return (
    <section>
      <PageHeader title="Supplier Products" />
      <SuppliersAreaNav />
    </section>
  );
}
