import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLocationList, type Location } from '../../../shared/network.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { profileKeys } from './query-keys';

/** GET /api/network/locations → LocationList. For a franchisee the server returns only their own (RLS). */

export async function getMyLocations(signal?: AbortSignal): Promise<Location[]> {
  const data = ZLocationList.parse(await apiFetch<unknown>('/api/network/locations?limit=100', { signal }));
  return data.items;
}

export function myLocationsQueryOptions() {
  return queryOptions({ ...CACHE_PROFILES.static, queryKey: profileKeys.myLocations, queryFn: ({ signal }) => getMyLocations(signal) });
}

export function useMyLocations(enabled: boolean) {
  return useQuery({ ...myLocationsQueryOptions(), enabled });
}
