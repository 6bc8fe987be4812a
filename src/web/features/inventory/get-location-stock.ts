import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLocationStock, type LocationStockRow } from '../../../shared/inventory.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { inventoryKeys } from '../../lib/query-keys/inventory';
import { getParsed } from '../../lib/queries/define-query';

/**
 * GET /api/inventory/locations[?locationId] → {items: LocationStockRow[]}. Head office may ask for
 * any location (or all of them); a franchisee gets their own locations only (403 for others).
 */

export async function getLocationStock(locationId: string | null, signal?: AbortSignal): Promise<{ items: LocationStockRow[] }> {
  const search = locationId ? `?${new URLSearchParams({ locationId })}` : '';
  return getParsed(ZLocationStock, `/api/inventory/locations${search}`, signal);
}

export function locationStockQueryOptions(locationId: string | null) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: inventoryKeys.locations(locationId),
    queryFn: ({ signal }) => getLocationStock(locationId, signal),
  });
}

export function useLocationStock(locationId: string | null) {
  return useQuery(locationStockQueryOptions(locationId));
}
