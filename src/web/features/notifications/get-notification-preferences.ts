import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPreferences, type Preferences } from '../../../shared/notifications.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { notificationKeys } from './query-keys';

/**
 * GET /api/notification-preferences → Preferences. A user who never saved any gets the spec's
 * defaults from the server (everything on except marketing) with updatedAt null.
 */

export async function getNotificationPreferences(signal?: AbortSignal): Promise<Preferences> {
  return ZPreferences.parse(await apiFetch<unknown>('/api/notification-preferences', { signal }));
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    // Preferences change only from this screen: the user profile's freshness fits, polling doesn't.
    ...CACHE_PROFILES.user,
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
