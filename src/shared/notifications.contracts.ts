import { z } from 'zod';
import { ZLine, ZMultiline, ZPageQuery, ZQueryBool, paged, listOf } from './http';
import { formatDate } from './time';

/** Notifications (PRODUCT-SPEC 3, 4, 7, 9): contracts shared by the API and the web client. */

export const NOTIFICATION_TYPES = [
  'order_created',
  'order_approved',
  'order_rejected',
  'order_shipped',
  'order_delivered',
  'system_announcement',
  'low_stock_alert',
  'payment_reminder',
  /** Issue 32: replies and status changes on support tickets, with their own switch (not an announcement). */
  'support_ticket_update',
] as const;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof ZNotificationType>;

export const NOTIFICATION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const ZNotificationPriority = z.enum(NOTIFICATION_PRIORITIES);
export type NotificationPriority = z.infer<typeof ZNotificationPriority>;

/** Spec 4: order notifications — rejected is high, delivered medium, others low. */
export const ORDER_NOTIFICATION_PRIORITY: Record<
  'order_created' | 'order_approved' | 'order_rejected' | 'order_shipped' | 'order_delivered',
  NotificationPriority
> = {
  order_created: 'low',
  order_approved: 'low',
  order_rejected: 'high',
  order_shipped: 'low',
  order_delivered: 'medium',
};

export const orderActionUrl = (orderId: string) => `/orders/${orderId}`;

export const ZNotification = z.object({
  id: z.string(),
  recipientId: z.string(),
  senderId: z.string().nullable(),
  type: ZNotificationType,
  title: z.string(),
  message: z.string(),
  relatedOrderId: z.string().nullable(),
  actionUrl: z.string().nullable(),
  priority: ZNotificationPriority,
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof ZNotification>;

export const NOTIFICATION_PAGE_SIZE = 50;

export const ZNotificationListQuery = z.object({
  ...ZPageQuery(NOTIFICATION_PAGE_SIZE).shape,
  unread: ZQueryBool,
  type: ZNotificationType.optional(),
});
export type NotificationListQuery = z.input<typeof ZNotificationListQuery>;

export const ZNotificationList = paged(ZNotification).extend({
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof ZNotificationList>;

export const ZUnreadCount = z.object({ count: z.number().int() });

/** A relative action URL inside this app (no scheme, no protocol-relative //host). */
export const ZActionUrl = ZLine(500).regex(/^\/(?!\/)[^\s]*$/, 'Invalid action URL. Please check your input.');

export const ZPreferences = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  orderUpdates: z.boolean(),
  systemAnnouncements: z.boolean(),
  marketingNotifications: z.boolean(),
  lowStockAlerts: z.boolean(),
  /** Support ticket replies and status changes (issue 32): on by default, apart from system announcements. */
  supportUpdates: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type Preferences = z.infer<typeof ZPreferences>;
export const ZPreferencesUpdate = ZPreferences.omit({ updatedAt: true }).partial();
export type PreferencesUpdate = z.infer<typeof ZPreferencesUpdate>;

/** Spec 3: defaults when a user has none — everything on except marketing. */
export const DEFAULT_PREFERENCES: Omit<Preferences, 'updatedAt'> = {
  emailNotifications: true,
  pushNotifications: true,
  orderUpdates: true,
  systemAnnouncements: true,
  marketingNotifications: false,
  lowStockAlerts: true,
  supportUpdates: true,
};

export const ANNOUNCEMENT_AUDIENCES = ['all', 'brand', 'locations'] as const;
export const ZAnnouncementCreate = z
  .object({
    title: ZLine(120, 'Title').min(1, 'Title is required.'),
    message: ZMultiline(2000, 'Message').min(1, 'Message is required.'),
    priority: ZNotificationPriority.default('low'),
    /** marketing announcements reach only users who opted in to marketing. */
    category: z.enum(['announcement', 'marketing']).default('announcement'),
    actionUrl: ZActionUrl.optional(),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES),
    brandId: z.string().uuid().optional(),
    locationIds: z.array(z.string().uuid()).max(500).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.audience === 'brand' && !v.brandId) ctx.addIssue({ code: 'custom', path: ['brandId'], message: 'Choose a brand.' });
    if (v.audience === 'locations' && !v.locationIds?.length)
      ctx.addIssue({ code: 'custom', path: ['locationIds'], message: 'Choose at least one location.' });
  });
export type AnnouncementCreate = z.input<typeof ZAnnouncementCreate>;

export const ZAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  priority: ZNotificationPriority,
  category: z.enum(['announcement', 'marketing']),
  actionUrl: z.string().nullable(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  audienceLabel: z.string(),
  recipientCount: z.number().int(),
  senderName: z.string(),
  createdAt: z.string(),
});
export type Announcement = z.infer<typeof ZAnnouncement>;
export const ZAnnouncementList = listOf(ZAnnouncement);

/** Brands and locations an announcement can target (head office). */
export const ZAudienceOptions = z.object({
  brands: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
  locations: z.array(
    z.object({ id: z.string(), name: z.string(), code: z.string(), brandId: z.string(), ownerName: z.string().nullable() }),
  ),
});
export type AudienceOptions = z.infer<typeof ZAudienceOptions>;

/** Server-sent events on GET /api/notifications/stream. */
export const STREAM_EVENTS = { notification: 'notification', unread: 'unread', ready: 'ready', orderChanged: 'order_changed' } as const;

/**
 * Stream event `order_changed`: an order the user may see changed status (nothing is stored; the open
 * pages re-read). Head office hears every order, a franchisee the orders of their locations.
 */
export const ZOrderChanged = z.object({ orderId: z.string(), status: z.string() });
export type OrderChanged = z.infer<typeof ZOrderChanged>;

/** Spec 9: 'Just now', minutes, hours, days under 7, then a date. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? '1 day ago' : `${days} days ago`;
  return formatDate(then);
}
