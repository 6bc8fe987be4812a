import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplierContracts, suppliers } from '../../db/schema';
import type { JobDefinition } from '../../lib/jobs';
import { activeHeadOfficeIds } from '../../lib/head-office';
import type { Notifier } from '../notifications/notifier';
import { addCalendarDays, formatCalendarDate, toManilaYmd } from '../../../shared/time';
import { CONTRACT_EXPIRY_WARNING_DAYS, type ContractStatus } from '../../../shared/suppliers.contracts';
import { statusFor } from './contract-status';

export const CONTRACT_EXPIRY_JOB = 'supplier-contracts.expiry';
/** Where the notification leads: the contracts page, filtered to those ending soon. */
export const ENDING_SOON_PATH = '/suppliers/contracts?endingSoon=true';

/**
 * Daily at 06:00 in Manila, in one transaction: contracts in force move to `expiring` within
 * CONTRACT_EXPIRY_WARNING_DAYS of their end date and to `expired` after it (statusFor, as create and edit do), and
 * head office (active franchisors and admins) gets ONE notification per contract that is ending soon. The
 * notification is claimed by setting `expiry_notified_at` where it is still null, so a second run, or a second
 * process, notifies nobody again; the scheduler also runs each daily slot once across processes (decision 006).
 */
export function contractExpiryJob(deps: { db: Db; notifier: Notifier }): JobDefinition {
  return {
    name: CONTRACT_EXPIRY_JOB,
    schedule: { dailyAt: '06:00' },
    handler: ({ now }) => {
      const today = toManilaYmd(now);
      const horizon = addCalendarDays(today, CONTRACT_EXPIRY_WARNING_DAYS);
      return deps.db.transaction(async (tx) => {
        // Only contracts in force whose end is at most the warning window away can change status.
        const candidates = await tx
          .select({ id: supplierContracts.id, status: supplierContracts.status, endDate: supplierContracts.endDate })
          .from(supplierContracts)
          .where(and(inArray(supplierContracts.status, ['active', 'expiring']), lte(supplierContracts.endDate, horizon)))
          .for('update');
        const moves = new Map<ContractStatus, string[]>();
        for (const c of candidates) {
          const next = statusFor(c, c.status, today);
          if (next !== c.status) moves.set(next, [...(moves.get(next) ?? []), c.id]);
        }
        for (const [status, ids] of moves) {
          await tx.update(supplierContracts).set({ status, updatedAt: now }).where(inArray(supplierContracts.id, ids));
        }

        // Claim the notifications: only contracts never notified about (for this end date) get one.
        const claimed = await tx
          .update(supplierContracts)
          .set({ expiryNotifiedAt: now })
          .where(
            and(
              eq(supplierContracts.status, 'expiring'),
              isNull(supplierContracts.expiryNotifiedAt),
              sql`${supplierContracts.endDate} between ${today} and ${horizon}`,
            ),
          )
          .returning({
            id: supplierContracts.id,
            supplierId: supplierContracts.supplierId,
            contractNumber: supplierContracts.contractNumber,
            endDate: supplierContracts.endDate,
          });
        let notified = 0;
        if (claimed.length) {
          const headOffice = await activeHeadOfficeIds(tx);
          const names = new Map(
            (
              await tx
                .select({ id: suppliers.id, name: suppliers.name })
                .from(suppliers)
                .where(
                  inArray(
                    suppliers.id,
                    claimed.map((c) => c.supplierId),
                  ),
                )
            ).map((s) => [s.id, s.name]),
          );
          for (const c of claimed) {
            // system_announcement is the one type with free text: there is no supplier-specific notification type.
            await deps.notifier.sendWith(tx, {
              type: 'system_announcement',
              recipientIds: headOffice,
              category: 'announcement',
              priority: 'high',
              title: 'Supplier contract ending soon',
              message: `Contract ${c.contractNumber} with ${names.get(c.supplierId) ?? 'a supplier'} ends on ${formatCalendarDate(c.endDate)}. Renew it or plan a replacement.`,
              actionUrl: ENDING_SOON_PATH,
            });
            notified++;
          }
        }
        return {
          date: today,
          expiring: moves.get('expiring')?.length ?? 0,
          expired: moves.get('expired')?.length ?? 0,
          notified,
        };
      });
    },
  };
}
