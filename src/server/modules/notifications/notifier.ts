import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authUsers, notificationEmails, notifications, userNotificationPreferences } from '../../db/schema';
import type { Tx } from '../../lib/rls';
import { DEFAULT_PREFERENCES } from '../../../shared/notifications.contracts';
import { composeNotification, type NotificationEvent } from './notification-events';
import { NOTIFICATION_CHANNEL } from '../../lib/notification-bus';

export interface SendResult {
  /** In-app notifications created (recipients whose switches allow it). */
  created: { id: string; recipientId: string }[];
  /** E-mails queued for the background worker. */
  emailsQueued: number;
}

/**
 * The one way the server notifies people. Applies each recipient's preferences (the event's category
 * switch first, then in-app and e-mail separately), writes the notifications, queues e-mails, and
 * announces them on the bus — inside the caller's transaction when one is given, so nothing is sent
 * for work that rolls back.
 */
export function createNotifier(deps: { db: Db; publicUrl: string }) {
  async function sendWith(tx: Db | Tx, event: NotificationEvent): Promise<SendResult> {
    const recipientIds = [...new Set(event.recipientIds)];
    if (recipientIds.length === 0) return { created: [], emailsQueued: 0 };
    const composed = composeNotification(event);

    const prefRows = await tx.select().from(userNotificationPreferences).where(inArray(userNotificationPreferences.userId, recipientIds));
    const prefsOf = new Map(prefRows.map((p) => [p.userId, p]));
    const users = await tx.select({ id: authUsers.id, email: authUsers.email }).from(authUsers).where(inArray(authUsers.id, recipientIds));
    const emailOf = new Map(users.map((u) => [u.id, u.email]));

    const inApp: string[] = [];
    const byEmail: string[] = [];
    for (const id of recipientIds) {
      if (!emailOf.has(id)) continue;
      const prefs = prefsOf.get(id) ?? DEFAULT_PREFERENCES;
      if (composed.preference && !prefs[composed.preference]) continue;
      if (prefs.pushNotifications) inApp.push(id);
      if (prefs.emailNotifications) byEmail.push(id);
    }

    const created = inApp.length
      ? await tx
          .insert(notifications)
          .values(
            inApp.map((recipientId) => ({
              recipientId,
              senderId: event.senderId ?? null,
              type: composed.type,
              title: composed.title,
              message: composed.message,
              priority: composed.priority,
              actionUrl: composed.actionUrl,
              relatedOrderId: composed.relatedOrderId,
              metadata: composed.metadata,
            })),
          )
          .returning({ id: notifications.id, recipientId: notifications.recipientId })
      : [];

    if (byEmail.length) {
      const link = composed.actionUrl ? `\n\nOpen: ${deps.publicUrl}${composed.actionUrl}` : '';
      const footer = `\n\n—\nFranchiseHub. Choose which e-mails you get: ${deps.publicUrl}/notification-settings`;
      const notificationIdOf = new Map(created.map((c) => [c.recipientId, c.id]));
      await tx.insert(notificationEmails).values(
        byEmail.map((id) => ({
          notificationId: notificationIdOf.get(id) ?? null,
          toEmail: emailOf.get(id)!,
          subject: composed.title,
          body: `${composed.message}${link}${footer}`,
        })),
      );
    }

    for (const c of created) {
      const payload = JSON.stringify({ recipientId: c.recipientId, notificationId: c.id });
      await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
    }
    return { created, emailsQueued: byEmail.length };
  }

  return {
    /** Sends in its own transaction. */
    send: (event: NotificationEvent) => deps.db.transaction((tx) => sendWith(tx, event)),
    /** Sends as part of the caller's (owner-role) transaction. */
    sendWith,
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
