import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, trainingEnrolments, trainingOverdueReminders, trainingPrograms, userProfiles } from '../../db/schema';
import type { JobDefinition } from '../../lib/jobs';
import type { Notifier } from '../notifications/notifier';
import { paths } from '../../../shared/routes';
import { formatCalendarDate } from '../../../shared/time';
import { dueOf } from './progress';

export const TRAINING_OVERDUE_JOB = 'training.overdue-reminder';
/** Where the reminder leads. */
export const overdueReminderUrl = (programId: string) => `${paths.training}?programId=${programId}`;

/**
 * Daily at 07:00 in Manila: every active franchisee who owns a location of a published programme's brand and is
 * overdue (not finished, first seen – or, never opened, published – more than due_within_days ago) gets ONE
 * system announcement per programme: a training_overdue_reminders row is claimed first (insert … on conflict do
 * nothing), so whatever the learner's notification switches, nobody is reminded twice; the scheduler runs each daily
 * slot once across processes (decision 006).
 */
export function trainingOverdueJob(deps: { db: Db; notifier: Notifier }): JobDefinition {
  return {
    name: TRAINING_OVERDUE_JOB,
    schedule: { dailyAt: '07:00' },
    handler: ({ now }) =>
      deps.db.transaction(async (tx) => {
        const programs = await tx.select().from(trainingPrograms).where(eq(trainingPrograms.status, 'published'));
        if (!programs.length) return { reminded: 0 };
        const learners = await tx
          .selectDistinct({ userId: locations.ownerId, brandId: locations.brandId })
          .from(locations)
          .innerJoin(userProfiles, eq(userProfiles.id, locations.ownerId))
          .where(
            and(
              inArray(
                locations.brandId,
                programs.map((p) => p.brandId),
              ),
              eq(userProfiles.role, 'franchisee'),
              eq(userProfiles.status, 'active'),
            ),
          );
        const userIds = [...new Set(learners.map((l) => l.userId!))];
        if (!userIds.length) return { reminded: 0 };
        const enrolments = await tx.select().from(trainingEnrolments).where(inArray(trainingEnrolments.userId, userIds));
        const already = await tx
          .select({ userId: trainingOverdueReminders.userId, programId: trainingOverdueReminders.programId })
          .from(trainingOverdueReminders)
          .where(inArray(trainingOverdueReminders.userId, userIds));
        let reminded = 0;
        for (const p of programs) {
          const url = overdueReminderUrl(p.id);
          const due = new Map<string, string>();
          for (const l of learners.filter((x) => x.brandId === p.brandId)) {
            const userId = l.userId!;
            if (already.some((a) => a.userId === userId && a.programId === p.id)) continue;
            const e = enrolments.find((x) => x.userId === userId && x.programId === p.id);
            const d = dueOf(e?.firstSeenAt ?? p.publishedAt, p.dueWithinDays, e?.completedAt ?? null, now);
            if (d.overdue) due.set(userId, d.dueOn);
          }
          for (const [userId, dueOn] of due) {
            const claimed = await tx
              .insert(trainingOverdueReminders)
              .values({ userId, programId: p.id, remindedAt: now })
              .onConflictDoNothing()
              .returning({ userId: trainingOverdueReminders.userId });
            if (!claimed.length) continue;
            await deps.notifier.sendWith(tx, {
              type: 'system_announcement',
              recipientIds: [userId],
              category: 'announcement',
              priority: 'medium',
              title: 'Training overdue',
              message: `“${p.title}” was due on ${formatCalendarDate(dueOn)}. Continue where you left off to get your certificate.`,
              actionUrl: url,
            });
            reminded++;
          }
        }
        return { reminded };
      }),
  };
}
