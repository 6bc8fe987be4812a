import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CACHE_PROFILES } from '../cache-profiles';
import { apiFetch } from '../api-client';
import { orderManagementKeys } from '../query-keys/order-management';

/**
 * GET /api/order-management/filters → {locations[{id,name}], brands[{id,name}]}: what the signed-in
 * user may filter by (head office: the network; franchisee: their own locations and brands).
 */

const ZOption = z.object({ id: z.string(), name: z.string() });
export const ZFilterOptions = z.object({ locations: z.array(ZOption), brands: z.array(ZOption) });
export type FilterOptions = z.infer<typeof ZFilterOptions>;

export async function getFilterOptions(signal?: AbortSignal): Promise<FilterOptions> {
  return ZFilterOptions.parse(await apiFetch<unknown>('/api/order-management/filters', { signal }));
}

export function filterOptionsQueryOptions() {
  return queryOptions({
    // Locations and brands change rarely.
    ...CACHE_PROFILES.static,
    queryKey: orderManagementKeys.filterOptions,
    queryFn: ({ signal }) => getFilterOptions(signal),
    // Without options the selects just offer "All"; the list itself reports access problems.
    meta: { errorToast: false },
  });
}

export function useFilterOptions() {
  return useQuery(filterOptionsQueryOptions());
}
