import { PageHeader } from '../components/page-header';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';

/** /suppliers/performance (issue 14): being built. */
export function SupplierPerformancePage() {
  return (
    <section>
      <PageHeader title="Supplier Performance" />
      <SuppliersAreaNav />
    </section>
  );
}
