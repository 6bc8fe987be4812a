import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderManagementList, type OrderManagementList } from '../../../shared/operations.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { orderManagementQuery, type OrderManagementFilters } from '../../lib/filters/order-management-filters';
import { orderManagementKeys } from '../../lib/query-keys/order-management';
import { getParsed } from '../../lib/queries/define-query';

/**
 * GET /api/order-management?status&locationId&brandId&from&to&minAmount&maxAmount&q&sort&limit&offset
 * → OrderManagementList {items, total, totalAmountCentavos}. Scoped by role on the server: head office
 * sees the network, a franchisee their own locations, a `user` gets 403 with an explanation.
 */

export async function getOrderManagement(filters: OrderManagementFilters, signal?: AbortSignal): Promise<OrderManagementList> {
  return getParsed(ZOrderManagementList, `/api/order-management?${orderManagementQuery(filters)}`, signal);
}

export function orderManagementQueryOptions(filters: OrderManagementFilters) {
  return queryOptions({
    // Statuses move while head office works; coming back to the tab should show that.
    ...CACHE_PROFILES.dashboard,
    queryKey: orderManagementKeys.list(filters),
    queryFn: ({ signal }) => getOrderManagement(filters, signal),
    // The page explains a 403 (account not in the network) itself and shows other failures inline.
    meta: { errorToast: false },
  });
}

export function useOrderManagement(filters: OrderManagementFilters) {
  // Keep the previous page on screen while the next loads, so paging and sorting don't flash.
  return useQuery({ ...orderManagementQueryOptions(filters), placeholderData: keepPreviousData });
}
