import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { diagnosticRuns } from '../../db/schema';
import type { Actor } from '../../lib/rls';
import { suiteStatus, type CheckResult, type SuiteName, type SuiteRun } from '../../../shared/diagnostics.contracts';
import { roleHas, type Role } from '../../../shared/roles';

type RunRow = typeof diagnosticRuns.$inferSelect;

function toRun(row: RunRow): SuiteRun {
  return {
    suite: row.suite as SuiteName,
    status: row.status,
    passed: row.passed,
    failed: row.failed,
    skipped: row.skipped,
    durationMs: row.durationMs,
    runAt: row.runAt.toISOString(),
    role: (row.role as Role | null) ?? null,
    source: row.source,
    checks: row.checks as CheckResult[],
  };
}

/** The last run of each suite (the /test dashboard's "last result"); each run replaces the one before. */
export function createRunStore(db: Db) {
  return {
    async record(
      suite: SuiteName,
      checks: CheckResult[],
      actor: Actor | null,
      source: 'server' | 'browser',
      durationMs: number,
    ): Promise<SuiteRun> {
      const count = (s: CheckResult['status']) => checks.filter((c) => c.status === s).length;
      const values = {
        suite,
        status: suiteStatus(checks),
        passed: count('pass'),
        failed: count('fail'),
        skipped: count('skip'),
        durationMs: Math.round(durationMs),
        runBy: actor?.userId ?? null,
        role: actor?.role ?? null,
        source,
        checks,
        runAt: new Date(),
      };
      const [row] = await db
        .insert(diagnosticRuns)
        .values(values)
        .onConflictDoUpdate({ target: diagnosticRuns.suite, set: values })
        .returning();
      return toRun(row);
    },
    /**
     * The suite's last run as `viewer` may see it: whole for head office (diagnostics.operate) and for whoever made it;
     * for anyone else without the evidence, which can describe other people's data (throwaway records, the network's
     * tables, warehouse stock) that only head office's checks looked at.
     */
    async last(suite: SuiteName, viewer: Pick<Actor, 'userId' | 'role'>): Promise<SuiteRun | null> {
      const [row] = await db.select().from(diagnosticRuns).where(eq(diagnosticRuns.suite, suite));
      if (!row) return null;
      const run = toRun(row);
      if (roleHas(viewer.role, 'diagnostics.operate') || row.runBy === viewer.userId) return run;
      return { ...run, checks: run.checks.map((c) => ({ ...c, evidence: null })) };
    },
    async all(): Promise<SuiteRun[]> {
      return (await db.select().from(diagnosticRuns)).map(toRun);
    },
  };
}
export type RunStore = ReturnType<typeof createRunStore>;
