import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { JobDefinition } from './jobs';

export const HEARTBEAT_META_KEY = 'jobs.test-heartbeat';

/**
 * Test only (JOBS_TEST_HEARTBEAT_MS): appends `{ dueAt, pid }` to app_meta on every run, so a multiprocess
 * test can check that each scheduled slot ran exactly once whichever process claimed it.
 */
export function heartbeatJob(deps: { db: Db; everyMs: number }): JobDefinition {
  return {
    name: 'test.heartbeat',
    schedule: { everyMs: deps.everyMs },
    async handler({ dueAt }) {
      const entry = JSON.stringify([{ dueAt: dueAt.toISOString(), pid: process.pid }]);
      await deps.db.execute(sql`
        insert into app_meta (key, value) values (${HEARTBEAT_META_KEY}, ${entry}::jsonb)
        on conflict (key) do update set value = app_meta.value || excluded.value, updated_at = now()`);
      return { pid: process.pid };
    },
  };
}
