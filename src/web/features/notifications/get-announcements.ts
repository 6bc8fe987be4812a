import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAnnouncement, type Announcement } from '../../../shared/notifications.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { announcementKeys } from './query-keys';

/** GET /api/announcements (franchisor only) → {items: Announcement[]}, most recent first. */

const ZAnnouncementList = z.object({ items: z.array(ZAnnouncement) });

export async function getAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  return ZAnnouncementList.parse(await apiFetch<unknown>('/api/announcements', { signal })).items;
}

export function announcementsQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: announcementKeys.list,
    queryFn: ({ signal }) => getAnnouncements(signal),
  });
}

export function useAnnouncements(enabled = true) {
  return useQuery({ ...announcementsQueryOptions(), enabled });
}
