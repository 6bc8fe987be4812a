import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAccountSessionList, type AccountSession } from '../../../shared/account.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { securityKeys } from './query-keys';

/** GET /api/profile/sessions → the signed-in user's active sessions, `current` marking this browser. */

export async function getAccountSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return ZAccountSessionList.parse(await apiFetch<unknown>('/api/profile/sessions', { signal })).items;
}

export function accountSessionsQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.user,
    staleTime: 30_000,
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => getAccountSessions(signal),
  });
}

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}
