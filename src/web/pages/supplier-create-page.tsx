import { PageHeader } from '../components/page-header';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';

/** /suppliers/create (issue 14): being built. */
export function SupplierCreatePage() {
  return (
    <section>
      <PageHeader title="Add Supplier" />
      <SuppliersAreaNav />
    </section>
  );
}
