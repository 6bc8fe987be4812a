import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two real server processes on one PostgreSQL, each ticking the scheduler (decision 006) with a test-only
 * heartbeat job every 150 ms: every scheduled slot runs in exactly one of them. Runs only with TEST_DATABASE_URL.
 */
const adminUrl = process.env.TEST_DATABASE_URL!;
const dbName = `fh_mp_${randomBytes(5).toString('hex')}`;
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const secret = randomBytes(24).toString('hex');
const procs: ChildProcess[] = [];
const dirs: string[] = [];
const logs: string[] = [];

async function startServer(port: number): Promise<ChildProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fh-mp-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: secret,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      JOBS_TEST_HEARTBEAT_MS: '150',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => logs.push(String(d)));
  child.stderr!.on('data', (d) => logs.push(String(d)));
  procs.push(child);
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${logs.join('')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server on ${port} did not start: ${logs.join('')}`);
}

let db: pg.Client;
let pids: number[];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const port = 3900 + Math.floor(Math.random() * 100);
  const a = await startServer(port); // migrates
  const b = await startServer(port + 1);
  pids = [a.pid!, b.pid!];
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  for (const p of procs) p.kill('SIGTERM');
  await Promise.all(procs.map((p) => (p.exitCode !== null ? null : new Promise((r) => p.once('exit', r)))));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

type Beat = { dueAt: string; pid: number };
const beats = async (): Promise<Beat[]> =>
  (await db.query<{ value: Beat[] }>(`select value from app_meta where key = 'jobs.test-heartbeat'`)).rows[0]?.value ?? [];

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
