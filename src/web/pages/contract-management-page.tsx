import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../app/route-table';
import { agreementListParsers } from '../features/contract-package/agreement-filters';
import { AgreementsPanel } from '../features/contract-package/components/agreements-panel';

/** /contract-management (franchisor; admin reads): every location's franchise agreement, documents to review, upgrades. */
export function ContractManagementPage({ title }: PageProps) {
  const { state, update, setPage } = useListUrlState(agreementListParsers);
  return (
    <section>
      <PageHeader title={title} description="Agreements, documents awaiting review and upgrade requests of every location." />
      <AgreementsPanel state={state} onChange={update} onPage={setPage} />
    </section>
  );
}
