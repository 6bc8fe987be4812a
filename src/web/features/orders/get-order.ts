import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderDetail, type OrderDetail } from '../../../shared/orders.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { orderKeys } from '../../lib/query-keys/orders';
import { getParsed } from '../../lib/queries/define-query';

/** GET /api/orders/:id → OrderDetail (items, totals, address copies, history, canCancel, invoiceUrl). 404 when not the user's. */

export async function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return getParsed(ZOrderDetail, `/api/orders/${encodeURIComponent(id)}`, signal);
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    // Head office moves the order on (approved, shipped, delivered) while the franchisee looks at it:
    // poll like a live view and re-read on returning to the tab, so the new status and invoice appear.
    ...CACHE_PROFILES.realTime,
    refetchOnWindowFocus: true,
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // The page shows "not found" itself rather than a generic toast.
    meta: { errorToast: false },
  });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
