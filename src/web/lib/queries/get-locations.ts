import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZLocationList, type Location } from '../../../shared/network.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { locationListQuery, type LocationListFilters } from '../filters/location-filters';
import { networkKeys } from '../query-keys/network';
import { getParsed, defineQuery } from './define-query';

/**
 * GET /api/network/locations?search&brandId&status&ownerId&limit&offset → LocationList {items, total}.
 * Head office sees the network; a franchisee sees their own locations.
 */

export async function getLocations(query: URLSearchParams, signal?: AbortSignal) {
  return getParsed(ZLocationList, `/api/network/locations?${query.toString()}`, signal);
}

export function locationListQueryOptions(filters: LocationListFilters) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: networkKeys.locationList(filters),
    queryFn: ({ signal }) => getLocations(locationListQuery(filters), signal),
  });
}

export function useLocationList(filters: LocationListFilters) {
  return useQuery({ ...locationListQueryOptions(filters), placeholderData: keepPreviousData });
}

/** Every location, page by page (the API caps a page at 100): for pickers such as owner assignment. */
export async function getAllLocations(signal?: AbortSignal): Promise<Location[]> {
  const all: Location[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await getLocations(new URLSearchParams({ limit: '100', offset: String(offset) }), signal);
    all.push(...page.items);
    if (page.items.length < 100 || all.length >= page.total) return all;
  }
}

const allLocations = defineQuery({
  cache: CACHE_PROFILES.dashboard,
  queryKey: networkKeys.allLocations,
  fetch: getAllLocations,
});
export const allLocationsQueryOptions = allLocations.options;

export const useAllLocations = allLocations.useData;
