import { useQuery } from '@tanstack/react-query';
import { ZProfile, type Profile } from '../../../shared/auth.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { profileKeys } from './query-keys';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/** GET /api/profile → Profile (the signed-in user's own, with phone, time zone and preferences). */

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return getParsed(ZProfile, '/api/profile', signal);
}

const profile = defineQuery({ cache: CACHE_PROFILES.user, queryKey: profileKeys.profile, fetch: getProfile });
export const profileQueryOptions = profile.options;

/** `fallback` (the session's copy of the profile) shows while the full profile loads. */
export function useProfile(fallback?: Profile | null) {
  return useQuery({ ...profileQueryOptions(), placeholderData: fallback ?? undefined });
}
