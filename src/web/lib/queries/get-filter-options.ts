import { z } from 'zod';
import { CACHE_PROFILES } from '../cache-profiles';
import { orderManagementKeys } from '../query-keys/order-management';
import { getParsed, defineQuery } from './define-query';

/**
 * GET /api/order-management/filters → {locations[{id,name}], brands[{id,name}]}: what the signed-in
 * user may filter by (head office: the network; franchisee: their own locations and brands).
 */

const ZOption = z.object({ id: z.string(), name: z.string() });
export const ZFilterOptions = z.object({ locations: z.array(ZOption), brands: z.array(ZOption) });
export type FilterOptions = z.infer<typeof ZFilterOptions>;

export async function getFilterOptions(signal?: AbortSignal): Promise<FilterOptions> {
  return getParsed(ZFilterOptions, '/api/order-management/filters', signal);
}

const filterOptions = defineQuery({
  // Locations and brands change rarely.
  cache: CACHE_PROFILES.static,
  queryKey: orderManagementKeys.filterOptions,
  fetch: getFilterOptions,
  // Without options the selects just offer "All"; the list itself reports access problems.
  meta: { errorToast: false },
});
export const filterOptionsQueryOptions = filterOptions.options;

export const useFilterOptions = filterOptions.useData;
