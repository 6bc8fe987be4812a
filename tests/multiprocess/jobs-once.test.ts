import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heartbeats, scratchDatabase, startServer, type ScratchDatabase, type ServerProcess } from './fixture';

/**
 * Two real server processes on one PostgreSQL, each ticking the scheduler (decision 006) with a test-only
 * heartbeat job every 150 ms: every scheduled slot runs in exactly one of them. Runs only with TEST_DATABASE_URL.
 */
const heartbeatEnv = { SEED_DEMO: 'false', JOBS_TEST_HEARTBEAT_MS: '150' };
let database: ScratchDatabase;
const servers: ServerProcess[] = [];
let db: pg.Client;
let pids: number[];

beforeAll(async () => {
  database = await scratchDatabase('fh_mp');
  servers.push(await startServer({ databaseUrl: database.url, env: heartbeatEnv })); // migrates
  servers.push(await startServer({ databaseUrl: database.url, env: heartbeatEnv }));
  pids = servers.map((s) => s.child.pid!);
  db = await database.connect();
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await database?.drop();
});

const beats = () => heartbeats(db);

describe('scheduled jobs across processes', () => {
  it('both processes run the heartbeat, and no scheduled slot runs twice', async () => {
    // Wait until both processes have won some slots (each ticks every 150 ms and competes for every slot).
    await expect.poll(async () => new Set((await beats()).map((b) => b.pid)), { timeout: 30_000, interval: 250 }).toEqual(new Set(pids));
    const all = await beats();
    expect(all.length).toBeGreaterThan(2);
    const slots = all.map((b) => b.dueAt);
    expect(new Set(slots).size).toBe(slots.length);
    const [job] = (await db.query(`select runs, failures, last_error from scheduled_jobs where name = 'test.heartbeat'`)).rows;
    expect(job).toMatchObject({ failures: 0, last_error: null });
    expect(job.runs).toBeGreaterThanOrEqual(all.length);
  }, 60_000);
});
