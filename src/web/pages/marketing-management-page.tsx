import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { useSession } from '../features/auth/get-session';
import { ManagementPanel } from '../features/marketing/components/management-panel';
import { managementParsers } from '../features/marketing/marketing-filters';

/** /marketing-management (franchisor manages; admin reads): the marketing library with download counts. */
export function MarketingManagementPage() {
  const canWrite = useSession().data?.user?.role === 'franchisor';
  const { state, update, setPage } = useListUrlState(managementParsers);
  return (
    <section>
      <PageHeader
        title="Marketing Library"
        description={
          canWrite
            ? 'Upload banners, menus, photos, templates and video links per brand. New assets notify the brand’s franchisees.'
            : 'The marketing assets franchisees can download, with their download counts.'
        }
      />
      <ManagementPanel state={state} onChange={update} onPage={setPage} canWrite={canWrite} />
    </section>
  );
}
