import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderingLocations, type OrderingLocation, type OrderingLocations } from '../../../shared/cart.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { apiFetch } from '../api-client';
import { orderingLocationKeys } from '../query-keys/ordering-location';

/**
 * GET /api/ordering/locations → OrderingLocations {locations, selectedLocationId}. The server keeps
 * the choice; it is set whenever the franchisee has a location, and null with [] when they have none.
 */

export async function getOrderingLocations(signal?: AbortSignal): Promise<OrderingLocations> {
  return ZOrderingLocations.parse(await apiFetch<unknown>('/api/ordering/locations', { signal }));
}

export function orderingLocationsQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.user,
    queryKey: orderingLocationKeys.ordering,
    queryFn: ({ signal }) => getOrderingLocations(signal),
  });
}

export function useOrderingLocations() {
  return useQuery(orderingLocationsQueryOptions());
}

/** The location orders go to; falls back to the first one should the server ever send no selection. */
export function selectedLocationOf(data: OrderingLocations): OrderingLocation | null {
  return data.locations.find((l) => l.id === data.selectedLocationId) ?? data.locations[0] ?? null;
}
