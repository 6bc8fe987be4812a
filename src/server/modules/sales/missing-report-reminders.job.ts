import type { Db } from '../../db/client';
import type { JobDefinition } from '../../lib/jobs';
import type { Notifier } from '../notifications/notifier';
import { addCalendarDays, formatCalendarDate, toManilaYmd } from '../../../shared/time';
import { SALES_PAGE_PATH, type SalesService } from './sales.service';

export const MISSING_REPORT_JOB = 'sales.missing-report-reminders';

/**
 * Daily at 08:00 in Manila: for yesterday, the owner of every open location that has not reported its sales gets one
 * reminder per location. The scheduler claims each daily slot once across processes, so a second tick (or a second
 * process) in the same slot sends nothing. The reminders are one transaction: all or none.
 */
export function missingReportRemindersJob(deps: { db: Db; notifier: Notifier; sales: SalesService }): JobDefinition {
  return {
    name: MISSING_REPORT_JOB,
    schedule: { dailyAt: '08:00' },
    handler: async ({ now }) => {
      const day = addCalendarDays(toManilaYmd(now), -1);
      const { items } = await deps.sales.missing(day);
      let reminded = 0;
      await deps.db.transaction(async (tx) => {
        for (const loc of items) {
          if (!loc.ownerId) continue;
          // system_announcement is the one type with free text: there is no sales-specific notification type.
          await deps.notifier.sendWith(tx, {
            type: 'system_announcement',
            recipientIds: [loc.ownerId],
            category: 'announcement',
            priority: 'medium',
            title: `Sales report missing for ${formatCalendarDate(day)}`,
            message: `${loc.locationName} has not reported its sales for ${formatCalendarDate(day)}. Enter them on the sales page.`,
            // Opens the sales page on that location and day, ready to enter.
            actionUrl: `${SALES_PAGE_PATH}?location=${loc.locationId}&date=${day}`,
          });
          reminded++;
        }
      });
      return { date: day, missing: items.length, reminded };
    },
  };
}
