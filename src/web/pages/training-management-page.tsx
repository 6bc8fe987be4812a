import { useAuthState } from '../app/use-auth-state';
import { useListUrlState } from '../components/data-table/url-state';
import { PageHeader } from '../components/page-header';
import { PageTabs } from '../components/ui/page-tabs';
import { useFilterOptions } from '../lib/queries/get-filter-options';
import { roleHas } from '../../shared/roles';
import { CompletionPanel } from '../features/training/components/completion-panel';
import { ProgramsPanel } from '../features/training/components/programs-panel';
import { MANAGEMENT_TAB_LABELS, MANAGEMENT_TABS, managementParsers } from '../features/training/management-filters';

/**
 * /training-management (head office; admin reads): the programmes of every brand (head office creates drafts) and
 * completion per location or person with who is overdue. Tab and filters live in the URL.
 */
export function TrainingManagementPage() {
  const auth = useAuthState();
  const canWrite = auth.status === 'signedIn' && roleHas(auth.user.role, 'training.manage');
  const { state, update, setPage, write } = useListUrlState(managementParsers);
  const brands = useFilterOptions().data?.brands ?? [];
  return (
    <section>
      <PageHeader
        title="Training Management"
        description={
          canWrite
            ? 'Author each brand’s training programme and follow who has completed it.'
            : 'Training programmes of every brand and who has completed them (read only).'
        }
      />
      <PageTabs
        idPrefix="training-management"
        label="Training management"
        tabs={MANAGEMENT_TABS.map((value) => ({ value, label: MANAGEMENT_TAB_LABELS[value] }))}
        selected={state.tab}
        onSelect={(tab) => write({ tab, page: 1 }, false)}
      >
        {state.tab === 'programs' ? (
          <ProgramsPanel state={state} onChange={update} onPage={setPage} canWrite={canWrite} brands={brands} />
        ) : (
          <CompletionPanel state={state} onChange={update} onPage={setPage} brands={brands} />
        )}
      </PageTabs>
    </section>
  );
}
