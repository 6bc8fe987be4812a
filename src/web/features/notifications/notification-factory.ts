import type { Notification } from '../../../shared/notifications.contracts';

/** Test data only: a notification with readable defaults, each one a minute newer than the last. */
let clock = Date.parse('2025-03-01T08:00:00Z');
export function makeNotification(id: string, over: Partial<Notification> = {}): Notification {
  clock += 60_000;
  return {
    id,
    recipientId: 'me',
    senderId: null,
    type: 'system_announcement',
    title: `Title ${id}`,
    message: `Message ${id}`,
    relatedOrderId: null,
    actionUrl: null,
    priority: 'low',
    metadata: {},
    createdAt: new Date(clock).toISOString(),
    readAt: null,
    ...over,
  };
}
