import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { NOTIFICATIONS } from '../../../shared/constants';
import type { Notification } from '../../../shared/notifications.contracts';
import { NotificationTypeIcon } from './components/notification-type-icon';
import { useLatestNotifications } from './get-latest-notifications';
import { invalidateForEvent } from './invalidate-for-event';
import { observeLatest, UNPRIMED_WATCH } from './new-notification-watch';
import { notificationKeys } from './query-keys';
import { useOpenNotification } from './use-open-notification';

/**
 * Spec 7: a new top item in the latest 5 raises a 5-second toast with a "View" action to its action URL.
 * The latest 5 change through the 10-second poll and through stream pushes alike, so this one watcher
 * serves both; the notification id doubles as the sonner toast id, so nothing can toast twice.
 *
 * Mount once, in the signed-in layout.
 */
export function useNewNotificationToast() {
  const queryClient = useQueryClient();
  const open = useOpenNotification();
  const items = useLatestNotifications().data?.items;
  const watch = useRef(UNPRIMED_WATCH);

  useEffect(() => {
    if (!items) return;
    const result = observeLatest(watch.current, items);
    watch.current = result.watch;
    // Each new item, pushed by the stream or found by the poll, refreshes the pages it concerns.
    for (const item of result.fresh) void invalidateForEvent(queryClient, item);
    const fresh = result.toast;
    if (!fresh) return;
    showNotificationToast(fresh, () => open(fresh));
    // Whether the poll or the stream brought it, the notification centre's list should show it now.
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
  }, [items, open, queryClient]);
}

export function showNotificationToast(notification: Notification, onView: () => void) {
  toast(notification.title, {
    id: notification.id,
    description: notification.message,
    duration: NOTIFICATIONS.toastMs,
    icon: <NotificationTypeIcon type={notification.type} size="sm" />,
    action: { label: 'View', onClick: onView },
  });
}
