import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION } from '../../../shared/constants';
import type { SessionResponse } from '../../../shared/auth.contracts';
import { apiFetch, isApiError } from '../../lib/api-client';
import { ZSession } from './auth-schemas';

/** GET /api/session: who is signed in, their supplier permissions, and whether demo accounts exist. */

export const SESSION_QUERY_KEY = ['user', 'session'] as const;

export const SIGNED_OUT_SESSION: SessionResponse = { user: null, permissions: null, demoAccounts: false, twoFactor: null };

export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  try {
    const data = await apiFetch<unknown>('/api/session', { signal });
    return ZSession.parse(data);
  } catch (error) {
    // The endpoint answers 200 with user null when signed out; a 401 means the same thing.
    if (isApiError(error) && error.status === 401) return SIGNED_OUT_SESSION;
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: SESSION.profileCacheMs,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
