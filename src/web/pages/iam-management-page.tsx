import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router';
import { roleHas } from '../../shared/roles';
import { useAuthState } from '../app/use-auth-state';
import { PageHeader } from '../components/page-header';
import { PageTabs } from '../components/ui/page-tabs';
import { ApprovalCapacityNotice } from '../features/approvals/components/approval-capacity-notice';
import { AuditPanel } from '../features/iam/components/audit-panel';
import { InvitationsPanel } from '../features/iam/components/invitations-panel';
import { PermissionsPanel } from '../features/iam/components/permissions-panel';
import { SettingsPanel } from '../features/iam/components/settings-panel';
import { UsersPanel } from '../features/iam/components/users-panel';
import { IAM_TAB_LABELS, iamViewFromSearch, iamViewToSearch, tabsFor, viewForTab, type IamView } from '../lib/filters/iam-filters';
import { NetworkPanel } from '../features/network/components/network-panel';

/**
 * /iam-management (franchisor, admin): users, invitations, the permission matrix, the audit log, the
 * network's brands and locations, and (franchisor) security settings. Tab and filters live in the URL.
 */
export function IamManagementPage() {
  const id = useId();
  const auth = useAuthState();
  const [searchParams, setSearchParams] = useSearchParams();
  const apply = useCallback((next: IamView, replace: boolean) => setSearchParams(iamViewToSearch(next), { replace }), [setSearchParams]);
  if (auth.status !== 'signedIn') return null;
  const actor = { id: auth.user.id, role: auth.user.role };
  const view = iamViewFromSearch(searchParams, actor.role);
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
      </PageTabs>
    </section>
  );
}
