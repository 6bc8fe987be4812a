import { paths } from '../../../shared/routes';
import type { Notification } from '../../../shared/notifications.contracts';

/**
 * Where opening a notification leads: its action_url when that is a path inside this app, else the
 * notification centre. The server already only accepts relative URLs; this keeps a bad row from
 * sending anyone to another site.
 */
export function notificationTarget(notification: Pick<Notification, 'actionUrl'>): string {
  const url = notification.actionUrl?.trim();
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return paths.notifications;
  return url;
}
