import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPurchaseOrder, type PurchaseOrder } from '../../../shared/purchasing.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { purchasingKeys } from './query-keys';

/** GET /api/purchase-orders/:id → PurchaseOrder (lines, receipts, status history). 404 for an unknown id. */

export async function getPurchaseOrder(id: string, signal?: AbortSignal): Promise<PurchaseOrder> {
  return getParsed(ZPurchaseOrder, `/api/purchase-orders/${encodeURIComponent(id)}`, signal);
}

export function purchaseOrderQueryOptions(id: string) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: purchasingKeys.detail(id),
    queryFn: ({ signal }) => getPurchaseOrder(id, signal),
    // The page shows "not found" itself rather than a generic toast.
    meta: { errorToast: false },
  });
}

export function usePurchaseOrder(id: string) {
  return useQuery(purchaseOrderQueryOptions(id));
}
