import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { inventoryKeys } from '../../lib/query-keys/inventory';

/**
 * GET /api/order-management/filters → {locations: [{id, name}], brands}: the locations this user
 * may filter by. Inventory reads only the locations, for its "Location" selects. (The shared
 * contracts have no schema for this answer, so it is declared here.)
 */

const ZLocationOptions = z.object({ locations: z.array(z.object({ id: z.string(), name: z.string() })) });
export type LocationOption = z.infer<typeof ZLocationOptions>['locations'][number];

export async function getLocationOptions(signal?: AbortSignal): Promise<LocationOption[]> {
  const { locations } = ZLocationOptions.parse(await apiFetch<unknown>('/api/order-management/filters', { signal }));
  return [...locations].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

export function locationOptionsQueryOptions() {
  return queryOptions({
    // Locations change rarely (head office opens one now and then).
    ...CACHE_PROFILES.static,
    queryKey: inventoryKeys.locationOptions,
    queryFn: ({ signal }) => getLocationOptions(signal),
  });
}

export function useLocationOptions() {
  return useQuery(locationOptionsQueryOptions());
}
