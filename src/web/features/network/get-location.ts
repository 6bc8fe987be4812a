import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLocationDetail, type LocationDetail } from '../../../shared/network.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { networkKeys } from '../../lib/query-keys/network';
import { getParsed } from '../../lib/queries/define-query';

/** GET /api/network/locations/:id → LocationDetail: the location and its status history, newest first. */

export async function getLocation(id: string, signal?: AbortSignal): Promise<LocationDetail> {
  return getParsed(ZLocationDetail, `/api/network/locations/${encodeURIComponent(id)}`, signal);
}

export function locationQueryOptions(id: string) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: networkKeys.location(id),
    queryFn: ({ signal }) => getLocation(id, signal),
  });
}

export function useLocation(id: string | null) {
  return useQuery({ ...locationQueryOptions(id ?? ''), enabled: id !== null });
}
