import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, openingItems, openingProjects, userProfiles } from '../../db/schema';
import type { JobDefinition } from '../../lib/jobs';
import type { Tx } from '../../lib/rls';
import type { Notifier } from '../notifications/notifier';
import type { OpeningsService } from './openings.service';
import { addCalendarDays, toManilaYmd } from '../../../shared/time';

/**
 * Daily in Manila: every opening item not done that falls due in 3 days, and every overdue one, is reminded to its
 * owner side (the store's franchisee, or head office's active franchisors) — each reminder once: the item's
 * reminded_due_soon_at / reminded_overdue_at is claimed in the same transaction as the notification.
 */
export function openingRemindersJob(deps: { db: Db; notifier: Notifier; openings: Pick<OpeningsService, 'syncUnderWay'> }): JobDefinition {
  return {
    name: 'openings.reminders',
    schedule: { dailyAt: '07:00' },
    handler: async ({ now }) => {
      // An item whose event has happened (the starter order delivered, say) is done, not overdue.
      await deps.openings.syncUnderWay();
      return deps.db.transaction(async (tx) => {
        const today = toManilaYmd(now);
        const projectIds = tx.select({ id: openingProjects.id }).from(openingProjects).where(eq(openingProjects.status, 'in_progress'));
        const dueSoon = await tx
          .update(openingItems)
          .set({ remindedDueSoonAt: now })
          .where(
            and(
              inArray(openingItems.projectId, projectIds),
              inArray(openingItems.state, ['todo', 'rejected']),
              eq(openingItems.dueOn, addCalendarDays(today, 3)),
              isNull(openingItems.remindedDueSoonAt),
            ),
          )
          .returning();
        const overdue = await tx
          .update(openingItems)
          .set({ remindedOverdueAt: now })
          .where(
            and(
              inArray(openingItems.projectId, projectIds),
              inArray(openingItems.state, ['todo', 'rejected']),
              lt(openingItems.dueOn, today),
              isNull(openingItems.remindedOverdueAt),
            ),
          )
          .returning();
        const all = [...dueSoon.map((i) => ({ i, overdue: false })), ...overdue.map((i) => ({ i, overdue: true }))];
        if (all.length === 0) return { dueSoon: 0, overdue: 0 };
        const locs = await tx
          .select({ id: locations.id, name: locations.name, ownerId: locations.ownerId })
          .from(locations)
          .where(inArray(locations.id, [...new Set(all.map((a) => a.i.locationId))]));
        const headOffice = (
          await tx
            .select({ id: userProfiles.id })
            .from(userProfiles)
            .where(and(eq(userProfiles.role, 'franchisor'), eq(userProfiles.status, 'active')))
        ).map((p) => p.id);
        for (const { i, overdue: late } of all) {
          const loc = locs.find((l) => l.id === i.locationId);
          if (!loc) continue;
          const recipients = i.ownerSide === 'franchisee' ? (loc.ownerId ? [loc.ownerId] : []) : headOffice;
          await remind(tx, deps.notifier, recipients, {
            title: late ? `Overdue: ${i.title}` : `Due in 3 days: ${i.title}`,
            message: `${loc.name} opening checklist: "${i.title}" ${late ? 'was' : 'is'} due on ${i.dueOn}.`,
            url: i.ownerSide === 'franchisee' ? `/opening?project=${i.projectId}` : `/openings?project=${i.projectId}`,
          });
        }
        return { dueSoon: dueSoon.length, overdue: overdue.length };
      });
    },
  };
}

async function remind(tx: Tx, notifier: Notifier, recipientIds: string[], n: { title: string; message: string; url: string }) {
  if (recipientIds.length === 0) return;
  await notifier.sendWith(tx, {
    type: 'system_announcement',
    recipientIds,
    title: n.title.slice(0, 200),
    message: n.message,
    priority: 'medium',
    category: 'announcement',
    actionUrl: n.url,
  });
}
