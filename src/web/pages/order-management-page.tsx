import { PageHeader } from '../components/page-header';
import { useAuthState, useCan } from '../app/use-auth-state';
import { NO_NETWORK_MESSAGE } from '../../shared/operations.contracts';
import { NoNetworkAccess } from '../features/order-management/components/no-network-access';
import { OrderManagementFiltersBar } from '../features/order-management/components/order-management-filters-bar';
import { OrderManagementList } from '../features/order-management/components/order-management-list';
import { HeadOfficeCancelDialog } from '../features/shipping/components/head-office-cancel-dialog';
import { useListUrlState } from '../components/data-table/url-state';
import { orderManagementParsers } from '../lib/filters/order-management-filters';

const DESCRIPTIONS = {
  franchisor: 'Every order in the network: filter, sort, export, and cancel orders that have not shipped.',
  admin: 'Every order in the network: filter, sort and export.',
  franchisee: 'The orders of your locations: filter, sort and export.',
  user: 'Orders of the franchise network.',
} as const;

/** /order-management (any signed-in user): orders scoped by role, filters in the URL. */
export function OrderManagementPage() {
  const auth = useAuthState();
  const role = auth.status === 'signedIn' ? auth.user.role : 'user';
  // Asked before fetching: an account outside the network gets the explanation, not a 403 in the console.
  const mayView = useCan('orders.manage_view');
  // Paging is a real navigation (Back returns to the previous page); filter and sort edits replace.
  const { state: filters, update, setPage } = useListUrlState(orderManagementParsers);

  return (
    <section>
      <PageHeader title="Order Management" description={DESCRIPTIONS[role]} />
      {mayView ? (
        <div className="grid gap-4">
          <OrderManagementFiltersBar filters={filters} onChange={update} />
          <OrderManagementList
            filters={filters}
            canCancel={role === 'franchisor'}
            CancelDialog={HeadOfficeCancelDialog}
            onSort={(sort) => update({ sort })}
            onPage={setPage}
          />
        </div>
      ) : (
        <NoNetworkAccess message={NO_NETWORK_MESSAGE} />
      )}
    </section>
  );
}
