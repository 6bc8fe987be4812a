import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, userNotificationPreferences } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor } from '../../lib/rls';
import { CODE_MESSAGES, notificationFailure } from '../../../shared/errors';
import {
  DEFAULT_PREFERENCES,
  type Notification,
  type NotificationType,
  type Preferences,
  type PreferencesUpdate,
} from '../../../shared/notifications.contracts';

type Row = typeof notifications.$inferSelect;

export function toNotificationDto(r: Row): Notification {
  return {
    id: r.id,
    recipientId: r.recipientId,
    senderId: r.senderId,
    type: r.type,
    title: r.title,
    message: r.message,
    relatedOrderId: r.relatedOrderId,
    actionUrl: r.actionUrl,
    priority: r.priority,
    metadata: r.metadata ?? {},
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt ? r.readAt.toISOString() : null,
  };
}

/** A signed-in user's own notifications and preferences; every query runs under row-level security. */
export function createNotificationsService(db: Db) {
  async function list(actor: Actor, q: { limit: number; offset: number; unread?: boolean; type?: NotificationType }) {
    return withRls(db, actor, async (tx) => {
      // The recipient filter is explicit too: RLS is the safety net, not the query plan.
      const filters: SQL[] = [eq(notifications.recipientId, actor.userId)];
      if (q.unread) filters.push(isNull(notifications.readAt));
      if (q.type) filters.push(eq(notifications.type, q.type));
      const where = and(...filters);
      const items = await tx
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(q.limit)
        .offset(q.offset);
      // Both counts in one pass over the recipient's notifications (one round trip fewer on every bell open).
      const [{ total, unread }] = await tx
        .select({
          total: sql<number>`count(*) filter (where ${where})`.mapWith(Number),
          unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
        })
        .from(notifications)
        .where(eq(notifications.recipientId, actor.userId));
      return { items: items.map(toNotificationDto), total, unreadCount: unread };
    });
  }

  async function unreadCount(actor: Actor): Promise<number> {
    return withRls(db, actor, async (tx) => {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.recipientId, actor.userId), isNull(notifications.readAt)));
      return n;
    });
  }

  async function getOwn(actor: Actor, id: string): Promise<Notification | null> {
    return withRls(db, actor, async (tx) => {
      const [row] = await tx.select().from(notifications).where(eq(notifications.id, id));
      return row ? toNotificationDto(row) : null;
    });
  }

  async function markRead(actor: Actor, id: string): Promise<Notification> {
    const row = await withRls(db, actor, async (tx) => {
      const [existing] = await tx.select().from(notifications).where(eq(notifications.id, id));
      if (!existing || existing.readAt) return existing;
      const [updated] = await tx.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, id)).returning();
      return updated;
    });
    if (!row) throw AppError.of('RESOURCE_NOT_FOUND', notificationFailure('mark notification as read', CODE_MESSAGES.RESOURCE_NOT_FOUND));
    return toNotificationDto(row);
  }

  async function markAllRead(actor: Actor): Promise<number> {
    return withRls(db, actor, async (tx) => {
      const rows = await tx
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.recipientId, actor.userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    });
  }

  async function remove(actor: Actor, id: string): Promise<void> {
    const rows = await withRls(db, actor, (tx) =>
      tx
        .delete(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.recipientId, actor.userId)))
        .returning({ id: notifications.id }),
    );
    if (rows.length === 0)
      throw AppError.of('RESOURCE_NOT_FOUND', notificationFailure('delete notification', CODE_MESSAGES.RESOURCE_NOT_FOUND));
  }

  async function getPreferences(actor: Actor): Promise<Preferences> {
    const row = await withRls(db, actor, async (tx) => {
      const [r] = await tx.select().from(userNotificationPreferences).where(eq(userNotificationPreferences.userId, actor.userId));
      return r;
    });
    return row ? toPreferencesDto(row) : { ...DEFAULT_PREFERENCES, updatedAt: null };
  }

  async function updatePreferences(actor: Actor, patch: PreferencesUpdate): Promise<Preferences> {
    const row = await withRls(db, actor, async (tx) => {
      const [r] = await tx
        .insert(userNotificationPreferences)
        .values({ userId: actor.userId, ...DEFAULT_PREFERENCES, ...patch, updatedAt: new Date() })
        .onConflictDoUpdate({ target: userNotificationPreferences.userId, set: { ...patch, updatedAt: new Date() } })
        .returning();
      return r;
    });
    return toPreferencesDto(row);
  }

  return { list, unreadCount, getOwn, markRead, markAllRead, remove, getPreferences, updatePreferences };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;

function toPreferencesDto(r: typeof userNotificationPreferences.$inferSelect): Preferences {
  return {
    emailNotifications: r.emailNotifications,
    pushNotifications: r.pushNotifications,
    orderUpdates: r.orderUpdates,
    systemAnnouncements: r.systemAnnouncements,
    marketingNotifications: r.marketingNotifications,
    lowStockAlerts: r.lowStockAlerts,
    supportUpdates: r.supportUpdates,
    updatedAt: r.updatedAt.toISOString(),
  };
}
