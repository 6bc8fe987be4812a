import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAudienceOptions, type AudienceOptions } from '../../../shared/notifications.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { announcementKeys } from './query-keys';

/** GET /api/announcements/audience (franchisor only) → {brands, locations} an announcement can target. */

export async function getAnnouncementAudience(signal?: AbortSignal): Promise<AudienceOptions> {
  return ZAudienceOptions.parse(await apiFetch<unknown>('/api/announcements/audience', { signal }));
}

export function announcementAudienceQueryOptions() {
  return queryOptions({
    // Brands and locations change rarely.
    ...CACHE_PROFILES.static,
    queryKey: announcementKeys.audience,
    queryFn: ({ signal }) => getAnnouncementAudience(signal),
  });
}

export function useAnnouncementAudience(enabled = true) {
  return useQuery({ ...announcementAudienceQueryOptions(), enabled });
}
