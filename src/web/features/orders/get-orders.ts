import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderList, type OrderList } from '../../../shared/orders.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { orderListQuery, type OrderFilters } from '../../lib/filters/order-filters';
import { orderKeys } from '../../lib/query-keys/orders';
import { getParsed } from '../../lib/queries/define-query';

/**
 * GET /api/orders?q&status&from&to&limit&offset → OrderList {items, total}. The server limits a
 * franchisee to the orders of their own locations.
 */

export async function getOrders(filters: OrderFilters, signal?: AbortSignal): Promise<OrderList> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(orderListQuery(filters))) search.set(key, String(value));
  return getParsed(ZOrderList, `/api/orders?${search}`, signal);
}

export function ordersQueryOptions(filters: OrderFilters) {
  return queryOptions({
    // Statuses move as head office works through approvals and shipping.
    ...CACHE_PROFILES.dashboard,
    queryKey: orderKeys.list(filters),
    queryFn: ({ signal }) => getOrders(filters, signal),
  });
}

export function useOrders(filters: OrderFilters) {
  // Keep the previous page on screen while the next loads, so paging doesn't flash a skeleton.
  return useQuery({ ...ordersQueryOptions(filters), placeholderData: keepPreviousData });
}
