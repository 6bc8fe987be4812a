import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { useSupplierPermissions } from '../features/auth/get-supplier-permissions';
import { ContractsPanel } from '../features/suppliers/components/contracts-panel';
import { SuppliersAreaNav } from '../features/suppliers/components/suppliers-area-nav';
import { contractListParsers } from '../features/suppliers/supplier-filters';

/** /suppliers/contracts (supplier read): supply contracts, those ending within 30 days flagged; writers add and attach. */
export function SupplierContractsPage() {
  const canWrite = useSupplierPermissions().data?.includes('write') ?? false;
  const { state, update, setPage } = useListUrlState(contractListParsers);
  return (
    <section>
      <PageHeader
        title="Supplier Contracts"
        description="Supply contracts with their terms and documents. Contracts ending within 30 days are flagged."
      />
      <SuppliersAreaNav />
      <ContractsPanel state={state} onChange={update} onPage={setPage} canWrite={canWrite} />
    </section>
  );
}
