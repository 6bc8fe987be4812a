import { PageHeader } from '../components/page-header';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';

/** /suppliers/contracts (issue 14): being built. */
export function SupplierContractsPage() {
  return (
    <section>
      <PageHeader title="Supplier Contracts" />
      <SuppliersAreaNav />
    </section>
  );
}
