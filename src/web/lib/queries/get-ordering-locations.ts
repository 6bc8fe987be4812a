import { ZOrderingLocations, type OrderingLocation, type OrderingLocations } from '../../../shared/cart.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { orderingLocationKeys } from '../query-keys/ordering-location';
import { getParsed, defineQuery } from './define-query';

/**
 * GET /api/ordering/locations → OrderingLocations {locations, selectedLocationId}. The server keeps
 * the choice; it is set whenever the franchisee has a location, and null with [] when they have none.
 */

export async function getOrderingLocations(signal?: AbortSignal): Promise<OrderingLocations> {
  return getParsed(ZOrderingLocations, '/api/ordering/locations', signal);
}

const orderingLocations = defineQuery({
  cache: CACHE_PROFILES.user,
  queryKey: orderingLocationKeys.ordering,
  fetch: getOrderingLocations,
});
export const orderingLocationsQueryOptions = orderingLocations.options;

export const useOrderingLocations = orderingLocations.useData;

/** The location orders go to; falls back to the first one should the server ever send no selection. */
export function selectedLocationOf(data: OrderingLocations): OrderingLocation | null {
  return data.locations.find((l) => l.id === data.selectedLocationId) ?? data.locations[0] ?? null;
}
