import { useQuery } from '@tanstack/react-query';
import { ZSalesDayItems, type SalesDayItems } from '../../../shared/sales.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { salesKeys } from '../../lib/query-keys/sales';

/** GET /api/sales/:id/items → what a POS-fed day sold, item by item. */
export async function getSalesDayItems(id: string, signal?: AbortSignal): Promise<SalesDayItems> {
  return ZSalesDayItems.parse(await apiFetch<unknown>(`/api/sales/${id}/items`, { signal }));
}

/** Only days the POS sent have items; `enabled` keeps the others from asking. */
export function useSalesDayItems(id: string, enabled: boolean) {
  return useQuery({
    ...CACHE_PROFILES.dashboard,
    queryKey: salesKeys.items(id),
    queryFn: ({ signal }) => getSalesDayItems(id, signal),
    enabled,
  });
}
