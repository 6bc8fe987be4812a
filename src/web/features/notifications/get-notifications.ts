import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATIONS } from '../../../shared/constants';
import { ZNotificationList, type NotificationList } from '../../../shared/notifications.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { notificationKeys, type NotificationFilters } from './query-keys';
import { getParsed } from '../../lib/queries/define-query';

/**
 * GET /api/notifications?limit&offset[&unread=true][&type=] → NotificationList {items, total, unreadCount}.
 * Newest first; `total` counts the rows matching the filters, so it tells when there is more to load.
 */

export interface NotificationPage extends NotificationFilters {
  limit: number;
  offset: number;
}

export function notificationsPath({ limit, offset, unread, type }: NotificationPage): string {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (unread) params.set('unread', 'true');
  if (type) params.set('type', type);
  return `/api/notifications?${params}`;
}

export async function getNotifications(page: NotificationPage, signal?: AbortSignal): Promise<NotificationList> {
  return getParsed(ZNotificationList, notificationsPath(page), signal);
}

/** Offset of the next page: everything loaded so far, until `total` is reached. */
export function nextPageOffset(lastPage: NotificationList, allPages: readonly NotificationList[]): number | undefined {
  const loaded = allPages.reduce((sum, page) => sum + page.items.length, 0);
  return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
}

export function notificationListQueryOptions(filters: NotificationFilters) {
  return infiniteQueryOptions({
    ...CACHE_PROFILES.notifications,
    queryKey: notificationKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getNotifications({ ...filters, limit: NOTIFICATIONS.pageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });
}

export function useNotificationList(filters: NotificationFilters) {
  return useInfiniteQuery(notificationListQueryOptions(filters));
}
