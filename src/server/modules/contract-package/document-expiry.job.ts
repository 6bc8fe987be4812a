import { and, eq, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locationDocuments, locations, userProfiles } from '../../db/schema';
import type { JobDefinition } from '../../lib/jobs';
import type { Notifier } from '../notifications/notifier';
import { addCalendarDays, formatCalendarDate, toManilaYmd } from '../../../shared/time';
import { DOCUMENT_EXPIRY_WARNING_DAYS } from '../../../shared/contract-package.contracts';
import { CONTRACT_PACKAGE_PATH } from './contract-package.service';

export const DOCUMENT_EXPIRY_JOB = 'location-documents.expiry';

/**
 * Daily at 06:00 in Manila, in one transaction: location documents whose expiry date is within
 * DOCUMENT_EXPIRY_WARNING_DAYS (or already past) and that nobody was told about yet are claimed by setting
 * `expiry_notified_at` where it is still null, so a second run, or a second process, notifies nobody again. The
 * location's owner and the active franchisors each get one notification per document. Runs as the owner: the
 * column is the job's (app_user holds no grant on it).
 */
export function documentExpiryJob(deps: { db: Db; notifier: Notifier }): JobDefinition {
  return {
    name: DOCUMENT_EXPIRY_JOB,
    schedule: { dailyAt: '06:00' },
    handler: ({ now }) => {
      const today = toManilaYmd(now);
      const horizon = addCalendarDays(today, DOCUMENT_EXPIRY_WARNING_DAYS);
      return deps.db.transaction(async (tx) => {
        const claimed = await tx
          .update(locationDocuments)
          .set({ expiryNotifiedAt: now })
          .where(
            and(
              isNull(locationDocuments.expiryNotifiedAt),
              isNotNull(locationDocuments.expiresOn),
              lte(locationDocuments.expiresOn, horizon),
              // A rejected document is being replaced anyway; its expiry is not news.
              ne(locationDocuments.reviewStatus, 'rejected'),
            ),
          )
          .returning({
            id: locationDocuments.id,
            locationId: locationDocuments.locationId,
            title: locationDocuments.title,
            expiresOn: locationDocuments.expiresOn,
          });
        let expired = 0;
        if (claimed.length) {
          const franchisors = (
            await tx
              .select({ id: userProfiles.id })
              .from(userProfiles)
              .where(and(eq(userProfiles.role, 'franchisor'), eq(userProfiles.status, 'active')))
          ).map((u) => u.id);
          const locs = new Map(
            (
              await tx
                .select({ id: locations.id, name: locations.name, ownerId: locations.ownerId })
                .from(locations)
                .where(inArray(locations.id, [...new Set(claimed.map((c) => c.locationId))]))
            ).map((l) => [l.id, l]),
          );
          for (const d of claimed) {
            const loc = locs.get(d.locationId);
            const ends = d.expiresOn!;
            const isExpired = ends < today;
            if (isExpired) expired++;
            const where = loc?.name ?? 'a location';
            const message = isExpired
              ? `"${d.title}" of ${where} expired on ${formatCalendarDate(ends)}. Upload a renewed document.`
              : `"${d.title}" of ${where} expires on ${formatCalendarDate(ends)}. Renew it and upload the new document.`;
            const title = isExpired ? 'Document expired' : 'Document expiring soon';
            if (loc?.ownerId) {
              await deps.notifier.sendWith(tx, {
                type: 'system_announcement',
                category: 'announcement',
                recipientIds: [loc.ownerId],
                priority: 'high',
                title,
                message,
                actionUrl: CONTRACT_PACKAGE_PATH,
              });
            }
            await deps.notifier.sendWith(tx, {
              type: 'system_announcement',
              category: 'announcement',
              recipientIds: franchisors.filter((f) => f !== loc?.ownerId),
              priority: 'medium',
              title,
              message,
              actionUrl: `/contract-management/${d.locationId}`,
            });
          }
        }
        return { date: today, notified: claimed.length, expired };
      });
    },
  };
}
