import { lazy, Suspense, useId } from 'react';
import { roleHas } from '../../shared/roles';
import { useAuthState } from '../app/use-auth-state';
import { PageHeader } from '../components/page-header';
import { PageTabs } from '../components/ui/page-tabs';
import { ApprovalCapacityNotice } from '../features/approvals/components/approval-capacity-notice';
import { TableLoading } from '../components/data-table/table-states';
import { useListUrlState } from '../components/data-table/url-state';
import { UsersPanel } from '../features/iam/components/users-panel';
import { IAM_TAB_LABELS, iamListParsers, iamUrlStateOf, iamViewOf, tabsFor, viewForTab, type IamView } from '../lib/filters/iam-filters';

// The users list is the first view and loads with the page; every other tab is fetched when first opened, which
// keeps the page's cold load within its bundle budget (scripts/bundle-budget.ts).
const InvitationsPanel = lazy(() => import('../features/iam/components/invitations-panel').then((m) => ({ default: m.InvitationsPanel })));
const PermissionsPanel = lazy(() => import('../features/iam/components/permissions-panel').then((m) => ({ default: m.PermissionsPanel })));
const AuditPanel = lazy(() => import('../features/iam/components/audit-panel').then((m) => ({ default: m.AuditPanel })));
const NetworkPanel = lazy(() => import('../features/network/components/network-panel').then((m) => ({ default: m.NetworkPanel })));
const SettingsPanel = lazy(() => import('../features/iam/components/settings-panel').then((m) => ({ default: m.SettingsPanel })));

/**
 * /iam-management (franchisor, admin): users, invitations, the permission matrix, the audit log, the
 * network's brands and locations, and (franchisor) security settings. Tab and filters live in the URL.
 */
export function IamManagementPage() {
  const id = useId();
  const auth = useAuthState();
  const { state, write } = useListUrlState(iamListParsers);
  const apply = (next: IamView, replace: boolean) => write(iamUrlStateOf(next), replace);
  if (auth.status !== 'signedIn') return null;
  const actor = { id: auth.user.id, role: auth.user.role };
  const view = iamViewOf(state, actor.role);
  const tabs = tabsFor(actor.role).map((value) => ({ value, label: IAM_TAB_LABELS[value] }));

  return (
    <section>
      <PageHeader
        title="Identity & Access Management"
        description={
          actor.role === 'franchisor'
            ? 'Users, invitations, roles, the audit log and the structure of the network.'
            : 'Franchisee and user accounts, invitations, the audit log and the structure of the network.'
        }
      />
      <ApprovalCapacityNotice />
      <PageTabs
        idPrefix={id}
        label="Identity and access"
        layout="wrap"
        tabs={tabs}
        selected={view.tab}
        onSelect={(tab) => apply(viewForTab(tab), false)}
      >
        <Suspense fallback={<TableLoading label={`Loading ${IAM_TAB_LABELS[view.tab].toLowerCase()}`} />}>
          {view.tab === 'users' ? (
            <UsersPanel filters={view.users} onChange={(users, replace) => apply({ ...view, users }, replace)} actor={actor} />
          ) : view.tab === 'invitations' ? (
            <InvitationsPanel actor={actor} />
          ) : view.tab === 'permissions' ? (
            <PermissionsPanel />
          ) : view.tab === 'audit' ? (
            <AuditPanel filters={view.audit} onChange={(audit, replace) => apply({ ...view, audit }, replace)} />
          ) : view.tab === 'network' ? (
            <NetworkPanel
              filters={view.network}
              onChange={(network, replace) => apply({ ...view, network }, replace)}
              canWrite={roleHas(actor.role, 'network.manage')}
            />
          ) : (
            <SettingsPanel />
          )}
        </Suspense>
      </PageTabs>
    </section>
  );
}
