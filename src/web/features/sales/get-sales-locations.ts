import { useQuery } from '@tanstack/react-query';
import { ZSalesLocations, type SalesLocation } from '../../../shared/sales.contracts';
import { apiFetch } from '../../lib/api-client';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { salesKeys } from '../../lib/query-keys/sales';

/** GET /api/sales/locations → the franchisee's own locations (empty when head office has linked none yet). */
export async function getSalesLocations(signal?: AbortSignal): Promise<SalesLocation[]> {
  return ZSalesLocations.parse(await apiFetch<unknown>('/api/sales/locations', { signal })).items;
}

export function useSalesLocations() {
  return useQuery({ ...CACHE_PROFILES.user, queryKey: salesKeys.locations, queryFn: ({ signal }) => getSalesLocations(signal) });
}
