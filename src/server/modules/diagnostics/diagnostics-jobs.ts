import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientErrorGroups, slowRequests, webVitalSamples } from '../../db/schema';
import type { JobDefinition } from '../../lib/jobs';

/** How long the instruments keep what they collected. */
export const DIAGNOSTICS_RETENTION = { vitalsDays: 30, slowRequestsDays: 30, closedErrorGroupsDays: 90 } as const;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Deletes web-vital samples and slow requests past their retention, and error groups closed (resolved or ignored)
 * and not seen since theirs. Open groups stay however old: somebody still has to look at them.
 */
export async function purgeDiagnostics(db: Db, now: Date) {
  const vitals = await db
    .delete(webVitalSamples)
    .where(lt(webVitalSamples.recordedAt, daysBefore(now, DIAGNOSTICS_RETENTION.vitalsDays)))
    .returning({ id: webVitalSamples.id });
  const slow = await db
    .delete(slowRequests)
    .where(lt(slowRequests.recordedAt, daysBefore(now, DIAGNOSTICS_RETENTION.slowRequestsDays)))
    .returning({ id: slowRequests.id });
  const groups = await db
    .delete(clientErrorGroups)
    .where(
      and(
        inArray(clientErrorGroups.status, ['resolved', 'ignored']),
        lt(clientErrorGroups.lastSeenAt, daysBefore(now, DIAGNOSTICS_RETENTION.closedErrorGroupsDays)),
      ),
    )
    .returning({ id: clientErrorGroups.id });
  return { webVitalSamples: vitals.length, slowRequests: slow.length, errorGroups: groups.length };
}

/** Daily, at night in Manila, when nobody reads /test. */
export function diagnosticsPurgeJob(db: Db): JobDefinition {
  return { name: 'diagnostics.purge', schedule: { dailyAt: '03:40' }, handler: ({ now }) => purgeDiagnostics(db, now) };
}
