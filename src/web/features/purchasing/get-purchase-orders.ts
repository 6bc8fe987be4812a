import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZPurchaseOrderList, type PurchaseOrderQuery } from '../../../shared/purchasing.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { toSearchParams } from './purchase-order-filters';
import { purchasingKeys } from './query-keys';

/** GET /api/purchase-orders?search&supplierId&status&from&to&sort&limit&offset (franchisor, admin) → {items, total}. */

export type PurchaseOrderList = z.infer<typeof ZPurchaseOrderList>;

export async function getPurchaseOrders(query: PurchaseOrderQuery, signal?: AbortSignal): Promise<PurchaseOrderList> {
  return getParsed(ZPurchaseOrderList, `/api/purchase-orders?${toSearchParams(query)}`, signal);
}

export function purchaseOrdersQueryOptions(query: PurchaseOrderQuery) {
  return queryOptions({
    // Receipts and status moves by colleagues: re-read on coming back to the tab.
    ...CACHE_PROFILES.dashboard,
    queryKey: purchasingKeys.list(query),
    queryFn: ({ signal }) => getPurchaseOrders(query, signal),
  });
}

export function usePurchaseOrders(query: PurchaseOrderQuery) {
  // The current page stays on screen while the next filter or page loads.
  return useQuery({ ...purchaseOrdersQueryOptions(query), placeholderData: keepPreviousData });
}
