import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../../shared/routes';
import { PageHeader } from '../components/page-header';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';
import { SupplierCreateForm } from '../features/suppliers/components/supplier-create-form';

/** /suppliers/create (supplier write; the route's gate explains a refusal): the full supplier form. */
export function SupplierCreatePage() {
  return (
    <section>
      <Link to={paths.suppliers} className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden className="size-4" />
        Suppliers
      </Link>
      <PageHeader title="Add Supplier" description="Name, code, contact and ordering terms. The code must be unique." />
      <SuppliersAreaNav />
      <SupplierCreateForm />
    </section>
  );
}
