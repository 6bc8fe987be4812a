import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { applicationListParsers } from '../features/applications/application-filters';
import { ApplicationsPanel } from '../features/applications/components/applications-panel';

/** /applications (franchisor, admin): franchise applications from the public site, newest first. */
export function ApplicationsPage() {
  const { state, update, setPage } = useListUrlState(applicationListParsers);
  return (
    <section>
      <PageHeader
        title="Franchise Applications"
        description="Applications from the public site. Review them, add notes, approve or reject."
      />
      <ApplicationsPanel state={state} onChange={update} onPage={setPage} />
    </section>
  );
}
