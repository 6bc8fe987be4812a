import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZAuthProviders } from '../../../shared/account.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { ZProviders } from './auth-schemas';

/** GET /api/auth/providers → {oidc: {providerId, label} | null, phoneSignIn}: what the login page offers. */

export type AuthProviders = z.infer<typeof ZAuthProviders>;

export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return ZProviders.parse(await apiFetch<unknown>('/api/auth/providers', { signal }));
}

export function authProvidersQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.static,
    queryKey: ['auth', 'providers'] as const,
    queryFn: ({ signal }) => getAuthProviders(signal),
    // The login page works without it (no provider button): no toast, no long retries.
    retry: 1,
    meta: { errorToast: false },
  });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
