import { ZAnnouncementList, type Announcement } from '../../../shared/notifications.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { announcementKeys } from './query-keys';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/** GET /api/announcements (franchisor only) → {items: Announcement[]}, most recent first. */

export async function getAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  return (await getParsed(ZAnnouncementList, '/api/announcements', signal)).items;
}

const announcements = defineQuery({
  cache: CACHE_PROFILES.dashboard,
  queryKey: announcementKeys.list,
  fetch: getAnnouncements,
});
export const announcementsQueryOptions = announcements.options;

export const useAnnouncements = announcements.useData;
