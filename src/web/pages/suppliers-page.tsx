import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { paths } from '../../shared/routes';
import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { useSupplierPermissions } from '../features/auth/get-supplier-permissions';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';
import { SuppliersFiltersBar } from '../features/suppliers/components/suppliers-filters-bar';
import { SuppliersList } from '../features/suppliers/components/suppliers-list';
import { supplierListParsers } from '../features/suppliers/supplier-filters';

/** /suppliers (supplier read): every supplier with its scores; filters, sort and page in the URL. Writers add suppliers. */
export function SuppliersPage() {
  const canWrite = useSupplierPermissions().data?.includes('write') ?? false;
  // Filter and sort edits replace the history entry; paging is a real navigation (Back returns).
  const { state, update, setPage } = useListUrlState(supplierListParsers);
  return (
    <section>
      <PageHeader
        title="Suppliers"
        description={
          canWrite
            ? 'The suppliers head office buys from, with their delivery record. Add and edit suppliers here.'
            : 'The suppliers head office buys from, with their delivery record (read only).'
        }
        actions={
          canWrite ? (
            <Button asChild>
              <Link to={paths.supplierCreate}>
                <Plus aria-hidden />
                Add supplier
              </Link>
            </Button>
          ) : null
        }
      />
      <SuppliersAreaNav />
      <div className="grid grid-cols-1 gap-4">
        <SuppliersFiltersBar state={state} onChange={update} />
        <SuppliersList state={state} onSort={(sort) => update({ sort })} onPage={setPage} />
      </div>
    </section>
  );
}
