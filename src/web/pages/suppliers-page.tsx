import { PageHeader } from '../components/page-header';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';

/** /suppliers (issue 14): being built. */
export function SuppliersPage() {
  return (
    <section>
      <PageHeader title="Suppliers" />
      <SuppliersAreaNav />
    </section>
  );
}
