import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS } from '../../../shared/constants';
import { ZUnreadCount } from '../../../shared/notifications.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { apiFetch } from '../../lib/api-client';
import { notificationKeys } from './query-keys';

/** GET /api/notifications/unread-count → {count}. Polled with the latest 5 so the bell badge stays current. */

export type UnreadCount = { count: number };

export async function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return ZUnreadCount.parse(await apiFetch<unknown>('/api/notifications/unread-count', { signal }));
}

export function unreadCountQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.notifications,
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: NOTIFICATIONS.pollMs,
    meta: { errorToast: false },
  });
}

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
