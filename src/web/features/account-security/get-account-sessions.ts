import { ZAccountSessionList, type AccountSession } from '../../../shared/account.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { securityKeys } from './query-keys';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/** GET /api/profile/sessions → the signed-in user's active sessions, `current` marking this browser. */

export async function getAccountSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return (await getParsed(ZAccountSessionList, '/api/profile/sessions', signal)).items;
}

const accountSessions = defineQuery({
  cache: CACHE_PROFILES.user,
  staleTime: 30_000,
  queryKey: securityKeys.sessions,
  fetch: getAccountSessions,
});
export const accountSessionsQueryOptions = accountSessions.options;

export const useAccountSessions = accountSessions.useData;
