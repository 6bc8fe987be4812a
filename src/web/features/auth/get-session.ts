import { queryOptions } from '@tanstack/react-query';
import { SESSION } from '../../../shared/constants';
import { fetchSessionOnce, SESSION_QUERY_KEY } from './session-store';

/**
 * GET /api/session: who is signed in, their supplier permissions, and whether demo accounts exist. The state lives in
 * session-store.ts (no TanStack Query, for the sign-in page's first load); this is the query client's view of it.
 */
export { getSession, SESSION_QUERY_KEY, SIGNED_OUT_SESSION, useSession } from './session-store';

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    // Through the store, which follows every answer; a fresh request, as TanStack de-duplicates its own fetches.
    queryFn: () => fetchSessionOnce({ fresh: true }),
    staleTime: SESSION.profileCacheMs,
  });
}
