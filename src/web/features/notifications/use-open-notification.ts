import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Notification } from '../../../shared/notifications.contracts';
import { useMarkNotificationRead } from './mark-notification-read';
import { notificationTarget } from './notification-target';

/**
 * Opening a notification (bell item, "View" on the page or in the toast): mark it read if it isn't,
 * and go to its action URL inside the app, without a full page load.
 */
export function useOpenNotification() {
  const { mutate: markRead } = useMarkNotificationRead();
  const navigate = useNavigate();
  return useCallback(
    (notification: Pick<Notification, 'id' | 'actionUrl' | 'readAt'>) => {
      if (notification.readAt === null) markRead(notification.id);
      void navigate(notificationTarget(notification));
    },
    [markRead, navigate],
  );
}
