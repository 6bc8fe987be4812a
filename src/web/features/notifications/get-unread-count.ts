import { NOTIFICATIONS } from '../../../shared/constants';
import { ZUnreadCount } from '../../../shared/notifications.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { notificationKeys } from './query-keys';
import { getParsed, defineQuery } from '../../lib/queries/define-query';

/** GET /api/notifications/unread-count → {count}. Polled with the latest 5 so the bell badge stays current. */

export type UnreadCount = { count: number };

export async function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return getParsed(ZUnreadCount, '/api/notifications/unread-count', signal);
}

const unreadCount = defineQuery({
  cache: CACHE_PROFILES.notifications,
  queryKey: notificationKeys.unread,
  fetch: getUnreadCount,
  refetchInterval: NOTIFICATIONS.pollMs,
  meta: { errorToast: false },
});
export const unreadCountQueryOptions = unreadCount.options;

export const useUnreadCount = unreadCount.useData;
