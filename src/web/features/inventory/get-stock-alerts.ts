import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZStockAlerts, type StockAlert } from '../../../shared/inventory.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { inventoryKeys } from '../../lib/query-keys/inventory';

/**
 * GET /api/inventory/alerts → {items: StockAlert[]}: low-stock crossings, unacknowledged first for
 * head office; a franchisee gets their own locations' alerts.
 */

export async function getStockAlerts(signal?: AbortSignal): Promise<{ items: StockAlert[] }> {
  return ZStockAlerts.parse(await apiFetch<unknown>('/api/inventory/alerts', { signal }));
}

export function stockAlertsQueryOptions() {
  return queryOptions({
    // Alerts arrive as orders reserve stock; poll like other near-real-time lists.
    ...CACHE_PROFILES.realTime,
    queryKey: inventoryKeys.alerts,
    queryFn: ({ signal }) => getStockAlerts(signal),
  });
}

export function useStockAlerts() {
  return useQuery(stockAlertsQueryOptions());
}
