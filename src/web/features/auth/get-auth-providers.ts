import type { z } from 'zod';
import type { ZAuthProviders } from '../../../shared/account.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { parseProviders } from './session-shape';
import { defineQuery } from '../../lib/queries/define-query';

/** GET /api/auth/providers → {oidc: {providerId, label} | null, phoneSignIn}: what the login page offers. */

export type AuthProviders = z.infer<typeof ZAuthProviders>;

export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return parseProviders(await apiFetch<unknown>('/api/auth/providers', { signal }));
}

const authProviders = defineQuery({
  cache: CACHE_PROFILES.static,
  queryKey: ['auth', 'providers'] as const,
  fetch: getAuthProviders,
  // The login page works without it (no provider button): no toast, no long retries.
  retry: 1,
  meta: { errorToast: false },
});
export const authProvidersQueryOptions = authProviders.options;

export const useAuthProviders = authProviders.useData;
