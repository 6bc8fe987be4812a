import { z } from 'zod';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { inventoryKeys } from '../../lib/query-keys/inventory';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/**
 * GET /api/order-management/filters → {locations: [{id, name}], brands}: the locations this user
 * may filter by. Inventory reads only the locations, for its "Location" selects. (The shared
 * contracts have no schema for this answer, so it is declared here.)
 */

const ZLocationOptions = z.object({ locations: z.array(z.object({ id: z.string(), name: z.string() })) });
export type LocationOption = z.infer<typeof ZLocationOptions>['locations'][number];

export async function getLocationOptions(signal?: AbortSignal): Promise<LocationOption[]> {
  const { locations } = await getParsed(ZLocationOptions, '/api/order-management/filters', signal);
  return [...locations].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

const locationOptions = defineQuery({
  // Locations change rarely (head office opens one now and then).
  cache: CACHE_PROFILES.static,
  queryKey: inventoryKeys.locationOptions,
  fetch: getLocationOptions,
});
export const locationOptionsQueryOptions = locationOptions.options;

export const useLocationOptions = locationOptions.useData;
