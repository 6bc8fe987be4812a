import { paths } from '../../shared/routes';
import { PageHeader } from '../components/page-header';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';
import { SupplierCreateForm } from '../features/suppliers/components/supplier-create-form';
import { BackLink } from './detail-header';

/** /suppliers/create (supplier write; the route's gate explains a refusal): the full supplier form. */
export function SupplierCreatePage() {
  return (
    <section>
      <BackLink to={paths.suppliers}>Suppliers</BackLink>
      <PageHeader title="Add Supplier" description="Name, code, contact and ordering terms. The code must be unique." />
      <SuppliersAreaNav />
      <SupplierCreateForm />
    </section>
  );
}
