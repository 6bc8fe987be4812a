import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZIdentityList } from '../../../shared/account.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { securityKeys } from './query-keys';

/** GET /api/profile/identities → {items (password, OIDC…), linkable (configured providers not linked yet)}. */

export type IdentityList = z.infer<typeof ZIdentityList>;

export async function getIdentities(signal?: AbortSignal): Promise<IdentityList> {
  return ZIdentityList.parse(await apiFetch<unknown>('/api/profile/identities', { signal }));
}

export function identitiesQueryOptions() {
  return queryOptions({ ...CACHE_PROFILES.user, queryKey: securityKeys.identities, queryFn: ({ signal }) => getIdentities(signal) });
}

export function useIdentities() {
  return useQuery(identitiesQueryOptions());
}
