import { ZAudienceOptions, type AudienceOptions } from '../../../shared/notifications.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { announcementKeys } from './query-keys';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/** GET /api/announcements/audience (franchisor only) → {brands, locations} an announcement can target. */

export async function getAnnouncementAudience(signal?: AbortSignal): Promise<AudienceOptions> {
  return getParsed(ZAudienceOptions, '/api/announcements/audience', signal);
}

const announcementAudience = defineQuery({
  // Brands and locations change rarely.
  cache: CACHE_PROFILES.static,
  queryKey: announcementKeys.audience,
  fetch: getAnnouncementAudience,
});
export const announcementAudienceQueryOptions = announcementAudience.options;

export const useAnnouncementAudience = announcementAudience.useData;
