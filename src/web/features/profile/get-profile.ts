import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProfile, type Profile } from '../../../shared/auth.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { profileKeys } from './query-keys';

/** GET /api/profile → Profile (the signed-in user's own, with phone, time zone and preferences). */

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return ZProfile.parse(await apiFetch<unknown>('/api/profile', { signal }));
}

export function profileQueryOptions() {
  return queryOptions({ ...CACHE_PROFILES.user, queryKey: profileKeys.profile, queryFn: ({ signal }) => getProfile(signal) });
}

/** `fallback` (the session's copy of the profile) shows while the full profile loads. */
export function useProfile(fallback?: Profile | null) {
  return useQuery({ ...profileQueryOptions(), placeholderData: fallback ?? undefined });
}
