import { ZLocationList, type Location } from '../../../shared/network.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { profileKeys } from './query-keys';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/** GET /api/network/locations → LocationList. For a franchisee the server returns only their own (RLS). */

export async function getMyLocations(signal?: AbortSignal): Promise<Location[]> {
  const data = await getParsed(ZLocationList, '/api/network/locations?limit=100', signal);
  return data.items;
}

const myLocations = defineQuery({ cache: CACHE_PROFILES.static, queryKey: profileKeys.myLocations, fetch: getMyLocations });
export const myLocationsQueryOptions = myLocations.options;

export const useMyLocations = myLocations.useData;
