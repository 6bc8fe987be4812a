import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { useAuthState, useCan } from '../app/use-auth-state';
import { NO_NETWORK_MESSAGE } from '../../shared/operations.contracts';
import { NoNetworkAccess } from '../features/order-management/components/no-network-access';
import { OrderManagementFiltersBar } from '../features/order-management/components/order-management-filters-bar';
import { OrderManagementList } from '../features/order-management/components/order-management-list';
import { HeadOfficeCancelDialog } from '../features/shipping/components/head-office-cancel-dialog';
import {
  orderManagementFiltersFromSearch,
  orderManagementFiltersToSearch,
  type OrderManagementFilters,
} from '../lib/filters/order-management-filters';

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
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = orderManagementFiltersFromSearch(searchParams);
  const apply = useCallback(
    (next: OrderManagementFilters) => setSearchParams(orderManagementFiltersToSearch(next), { replace: true }),
    [setSearchParams],
  );

  return (
    <section>
      <PageHeader title="Order Management" description={DESCRIPTIONS[role]} />
      {mayView ? (
        <div className="grid gap-4">
          <OrderManagementFiltersBar filters={filters} onChange={apply} />
          <OrderManagementList
            filters={filters}
            canCancel={role === 'franchisor'}
            CancelDialog={HeadOfficeCancelDialog}
            onSort={(sort) => apply({ ...filters, sort, page: 1 })}
            // Paging is a real navigation (Back returns to the previous page); filter edits replace.
            onPage={(page) => setSearchParams(orderManagementFiltersToSearch({ ...filters, page }))}
          />
        </div>
      ) : (
        <NoNetworkAccess message={NO_NETWORK_MESSAGE} />
      )}
    </section>
  );
}
