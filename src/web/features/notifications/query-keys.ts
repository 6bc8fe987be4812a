import type { NotificationType } from '../../../shared/notifications.contracts';

/**
 * Query keys of the spec's notifications cache family (list, unread, settings) plus `latest`, the
 * header's polled top 5. Every notification mutation invalidates `notificationKeys.all`.
 */

export interface NotificationFilters {
  /** true: unread only. */
  unread: boolean;
  /** null: every type. */
  type: NotificationType | null;
}

export const ALL_NOTIFICATIONS: NotificationFilters = { unread: false, type: null };

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (filters: NotificationFilters) => ['notifications', 'list', filters] as const,
  unread: ['notifications', 'unread'] as const,
  latest: ['notifications', 'latest'] as const,
  settings: ['notifications', 'settings'] as const,
};

/** Announcements are head office's outbox, not anyone's inbox: a family of their own. */
export const announcementKeys = {
  all: ['announcements'] as const,
  list: ['announcements', 'list'] as const,
  audience: ['announcements', 'audience'] as const,
};
