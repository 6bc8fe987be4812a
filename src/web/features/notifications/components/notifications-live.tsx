import { useNewNotificationToast } from '../use-new-notification-toast';
import { useNotificationStream } from '../use-notification-stream';

/**
 * Live notifications for the signed-in app: the server-sent event stream plus the new-item toast.
 * Rendered once by the signed-in layout, which only renders for a signed-in session.
 */
export function NotificationsLive() {
  useNotificationStream();
  useNewNotificationToast();
  return null;
}
