import { ZPreferences, type Preferences } from '../../../shared/notifications.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { notificationKeys } from './query-keys';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/**
 * GET /api/notification-preferences → Preferences. A user who never saved any gets the spec's
 * defaults from the server (everything on except marketing) with updatedAt null.
 */

export async function getNotificationPreferences(signal?: AbortSignal): Promise<Preferences> {
  return getParsed(ZPreferences, '/api/notification-preferences', signal);
}

const notificationPreferences = defineQuery({
  // Preferences change only from this screen: the user profile's freshness fits, polling doesn't.
  cache: CACHE_PROFILES.user,
  queryKey: notificationKeys.settings,
  fetch: getNotificationPreferences,
});
export const notificationPreferencesQueryOptions = notificationPreferences.options;

export const useNotificationPreferences = notificationPreferences.useData;
