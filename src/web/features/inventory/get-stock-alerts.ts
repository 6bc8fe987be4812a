import { ZStockAlerts, type StockAlert } from '../../../shared/inventory.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { inventoryKeys } from '../../lib/query-keys/inventory';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/**
 * GET /api/inventory/alerts → {items: StockAlert[]}: low-stock crossings, unacknowledged first for
 * head office; a franchisee gets their own locations' alerts.
 */

export async function getStockAlerts(signal?: AbortSignal): Promise<{ items: StockAlert[] }> {
  return getParsed(ZStockAlerts, '/api/inventory/alerts', signal);
}

const stockAlerts = defineQuery({
  // Alerts arrive as orders reserve stock; poll like other near-real-time lists.
  cache: CACHE_PROFILES.realTime,
  queryKey: inventoryKeys.alerts,
  fetch: getStockAlerts,
});
export const stockAlertsQueryOptions = stockAlerts.options;

export const useStockAlerts = stockAlerts.useData;
