import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS } from '../../../shared/constants';
import type { Notification, NotificationList } from '../../../shared/notifications.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getNotifications } from './get-notifications';
import { notificationKeys } from './query-keys';

/**
 * The latest 5 (GET /api/notifications?limit=5&offset=0), shown in the header bell and watched for
 * the new-notification toast. Spec 7: refreshed every 10 seconds whether or not the live stream is
 * up, so the stream only makes things faster and polling is always the fallback.
 */

export function latestNotificationsQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.notifications,
    queryKey: notificationKeys.latest,
    queryFn: ({ signal }) => getNotifications({ unread: false, type: null, limit: NOTIFICATIONS.latestCount, offset: 0 }, signal),
    refetchInterval: NOTIFICATIONS.pollMs,
    // A background poll that fails every 10 s must not raise a toast every 10 s; the bell shows it.
    meta: { errorToast: false },
  });
}

export function useLatestNotifications() {
  return useQuery(latestNotificationsQueryOptions());
}

/**
 * The latest-5 data with a just-pushed notification on top (from the live stream), so the bell and
 * the toast react before the next poll. Unknown or already-present items leave the data as it is.
 */
export function withPushedNotification(list: NotificationList | undefined, pushed: Notification): NotificationList | undefined {
  if (!list || list.items.some((item) => item.id === pushed.id)) return list;
  return {
    items: [pushed, ...list.items].slice(0, NOTIFICATIONS.latestCount),
    total: list.total + 1,
    unreadCount: list.unreadCount + (pushed.readAt === null ? 1 : 0),
  };
}
