import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { authUsers } from './auth';
import { orders } from './orders';
import { brands } from './network';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '../../../shared/notifications.contracts';

/** PRODUCT-SPEC 3 notifications; read_at null means unread. Personal data: row-level security on recipient_id. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => authUsers.id, { onDelete: 'set null' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    relatedOrderId: uuid('related_order_id').references(() => orders.id, { onDelete: 'set null' }),
    actionUrl: text('action_url'),
    priority: text('priority', { enum: NOTIFICATION_PRIORITIES }).notNull().default('low'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc()),
    index('notifications_recipient_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** PRODUCT-SPEC 3 user_notification_preferences; a missing row means the defaults. */
export const userNotificationPreferences = pgTable('user_notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  pushNotifications: boolean('push_notifications').notNull().default(true),
  orderUpdates: boolean('order_updates').notNull().default(true),
  systemAnnouncements: boolean('system_announcements').notNull().default(true),
  marketingNotifications: boolean('marketing_notifications').notNull().default(false),
  lowStockAlerts: boolean('low_stock_alerts').notNull().default(true),
  supportUpdates: boolean('support_updates').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What head office announced, to whom (the notifications themselves are per recipient). */
export const announcements = pgTable('announcements', {
  id: uuid('id').primaryKey().defaultRandom(),
  senderId: uuid('sender_id').references(() => authUsers.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  message: text('message').notNull(),
  priority: text('priority', { enum: NOTIFICATION_PRIORITIES }).notNull(),
  category: text('category', { enum: ['announcement', 'marketing'] })
    .notNull()
    .default('announcement'),
  actionUrl: text('action_url'),
  audience: text('audience', { enum: ['all', 'brand', 'locations'] }).notNull(),
  brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'set null' }),
  locationIds: uuid('location_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  recipientCount: integer('recipient_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Outbox of notification e-mails: a background worker sends them with retries, never the request. */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** A private storage object sent as the one attachment (a purchase order PDF), read when the e-mail is sent. */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('notification_emails_due_idx').on(t.status, t.nextAttemptAt)],
);
