import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, locations } from '../../db/schema';
import type { JobDefinition } from '../../lib/jobs';
import type { Notifier } from '../notifications/notifier';
import { orderActionUrl } from '../../../shared/notifications.contracts';

/**
 * Daily, shortly after midnight in Manila: every sent invoice whose due date (Net 30) has passed becomes
 * `overdue` — order and royalty invoices alike, and partially paid ones (a payment leaves them `sent` with a
 * balance) — and the location's owner gets one "Invoice … is overdue" reminder for the balance. The status change
 * and the reminders are one transaction; `reminded_at` is set with the reminder, so an invoice is reminded once
 * even if it ever went back to sent. Paid, cancelled and draft invoices are left alone; the scheduler runs each
 * slot once across processes (decision 006).
 */
export function overdueInvoicesJob(deps: { db: Db; notifier: Notifier }): JobDefinition {
  return {
    name: 'invoices.mark-overdue',
    schedule: { dailyAt: '00:05' },
    handler: () =>
      deps.db.transaction(async (tx) => {
        const marked = await tx
          .update(invoices)
          .set({ status: 'overdue' })
          .where(and(eq(invoices.status, 'sent'), lt(invoices.dueOn, sql`(now() at time zone 'Asia/Manila')::date`)))
          .returning();
        if (marked.length === 0) return { marked: 0, reminded: 0 };
        // Claim the reminder: only invoices never reminded before get one.
        const toRemind = new Set(
          (
            await tx
              .update(invoices)
              .set({ remindedAt: sql`now()` })
              .where(
                and(
                  inArray(
                    invoices.id,
                    marked.map((i) => i.id),
                  ),
                  isNull(invoices.remindedAt),
                ),
              )
              .returning({ id: invoices.id })
          ).map((r) => r.id),
        );
        const owners = await tx
          .select({ id: locations.id, ownerId: locations.ownerId })
          .from(locations)
          .where(inArray(locations.id, [...new Set(marked.map((i) => i.locationId))]));
        const ownerOf = new Map(owners.map((l) => [l.id, l.ownerId]));
        let reminded = 0;
        for (const inv of marked) {
          const ownerId = ownerOf.get(inv.locationId);
          if (!ownerId || !toRemind.has(inv.id)) continue;
          await deps.notifier.sendWith(tx, {
            type: 'payment_reminder',
            recipientIds: [ownerId],
            overdue: true,
            invoice: {
              id: inv.id,
              invoiceNumber: inv.invoiceNumber,
              amountCentavos: inv.amountCentavos - inv.paidCentavos,
              dueDate: inv.dueOn,
            },
            orderId: inv.orderId,
            actionUrl: inv.orderId ? orderActionUrl(inv.orderId) : '/financial-dashboard',
          });
          reminded++;
        }
        return { marked: marked.length, reminded };
      }),
  };
}
