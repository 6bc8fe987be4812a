import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZIamUserDetail, type IamUserDetail } from '../../../shared/iam.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { iamKeys } from '../../lib/query-keys/iam';
import { getParsed } from '../../lib/queries/define-query';

/** GET /api/iam/users/:id → IamUserDetail: profile, locations, sessions, identities and recent activity. */

export async function getIamUser(id: string, signal?: AbortSignal): Promise<IamUserDetail> {
  return getParsed(ZIamUserDetail, `/api/iam/users/${encodeURIComponent(id)}`, signal);
}

export function iamUserQueryOptions(id: string) {
  return queryOptions({
    ...CACHE_PROFILES.realTime,
    // Opening the drawer always re-reads: sessions and activity change behind our back.
    staleTime: 0,
    queryKey: iamKeys.user(id),
    queryFn: ({ signal }) => getIamUser(id, signal),
  });
}

export function useIamUser(id: string | null) {
  return useQuery({ ...iamUserQueryOptions(id ?? ''), enabled: id !== null });
}
