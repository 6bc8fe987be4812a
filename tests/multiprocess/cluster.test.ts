import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heartbeats, scratchDatabase, spawnServer, type ScratchDatabase, type ServerOptions, type ServerProcess } from './fixture';

/**
 * `npm run start:cluster` (src/server/cluster.ts) on PostgreSQL with WEB_CONCURRENCY=2: two worker processes
 * share the port and the database, a worker that dies is replaced, and SIGTERM stops them all gracefully.
 * Which worker answers is not exposed in any response; the test tells the workers apart by their process ids
 * (the primary's children, and the test-only heartbeat job that records the pid of the process that ran it)
 * and by /api/metrics, which every process counts for itself. Runs only with TEST_DATABASE_URL.
 */
const metricsToken = randomBytes(16).toString('hex');
const spawnCluster = (options: ServerOptions) => spawnServer({ ...options, entry: 'src/server/cluster.ts' });

let database: ScratchDatabase;
let primary: ServerProcess;
let base: string;
let db: pg.Client;

const heartbeatPids = async (): Promise<Set<number>> => new Set((await heartbeats(db)).map((b) => b.pid));

beforeAll(async () => {
  database = await scratchDatabase('fh_tp');
  primary = await spawnCluster({
    databaseUrl: database.url,
    // A short job lease: the worker killed below may die holding the heartbeat job's claim, which lapses this soon.
    env: { SEED_DEMO: 'false', WEB_CONCURRENCY: '2', JOBS_TEST_HEARTBEAT_MS: '150', JOBS_LEASE_MS: '1500', METRICS_TOKEN: metricsToken },
  });
  base = primary.base;
  // The primary prints the banner once, when every worker listens.
  for (let i = 0; i < 240 && !primary.output().includes('(2 worker processes)'); i++) {
    if (primary.child.exitCode !== null) throw new Error(`cluster exited: ${primary.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(primary.output(), primary.output()).toContain('(2 worker processes)');
  db = await database.connect();
}, 180_000);

afterAll(async () => {
  await primary?.stop();
  await database?.drop();
});

/**
 * The cluster's worker processes: children of `pid` (Linux /proc; field 4 of stat, after the parenthesised name)
 * running cluster.ts, which leaves out helpers such as tsx's esbuild service.
 */
function workersOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('src/server/cluster.ts');
      } catch {
        return false; // exited while we looked
      }
    })
    .map(Number)
    .sort((x, y) => x - y);
}

/** A GET on a new connection each time, so the primary hands every request to the next worker. */
function getFresh(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (res) => {
        let body = '';
        res.on('data', (d) => (body += String(d)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('npm run start:cluster on PostgreSQL', () => {
  it('forks WEB_CONCURRENCY workers, each running the app, and prints the banner once', async () => {
    const workers = workersOf(primary.child.pid!);
    expect(workers).toHaveLength(2);
    // Every worker ticks the scheduler: the heartbeat records the pids of the processes that ran it.
    await expect.poll(heartbeatPids, { timeout: 30_000, interval: 250 }).toEqual(new Set(workers));
    expect(primary.output().split('FranchiseHub is running at').length - 1).toBe(1);
  });

  it('both workers answer on the shared port', async () => {
    // Each process counts its own requests: one process would report a strictly rising count for sequential
    // scrapes; two taking turns report each count twice.
    const counts: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await getFresh(`${base}/api/metrics`, { authorization: `Bearer ${metricsToken}` });
      expect(res.status).toBe(200);
      const line = /^http_requests_total\{method="GET",route="\/api\/metrics",status="200"\} (\d+)$/m.exec(res.body);
      counts.push(line ? Number(line[1]) : 0);
    }
    const risingOnly = counts.every((c, i) => i === 0 || c > counts[i - 1]);
    expect(risingOnly, `scrape counts ${counts.join(', ')}`).toBe(false);
  });

  it('replaces a worker that dies, and the other keeps answering meanwhile', async () => {
    const [victim, survivor] = workersOf(primary.child.pid!);
    process.kill(victim, 'SIGKILL');
    await expect.poll(() => primary.output(), { timeout: 5_000 }).toContain(`Worker ${victim} exited (signal SIGKILL)`);
    for (let i = 0; i < 4; i++) expect((await getFresh(`${base}/api/health`)).status).toBe(200);
    await expect.poll(() => workersOf(primary.child.pid!).length, { timeout: 15_000, interval: 200 }).toBe(2);
    const [replacement] = workersOf(primary.child.pid!).filter((pid) => pid !== survivor);
    expect(replacement).not.toBe(victim);
    // Booting a worker from source can take most of a minute on a loaded two-core machine: wait for the primary to
    // see it listen (the scheduler starts before the server listens), then for it to claim a heartbeat slot.
    await expect.poll(() => primary.output(), { timeout: 120_000, interval: 250 }).toContain(`Worker ${replacement} is serving (2 of 2).`);
    await expect.poll(async () => (await heartbeatPids()).has(replacement), { timeout: 30_000, interval: 250 }).toBe(true);
  }, 200_000);

  it('SIGTERM stops every worker gracefully, then the primary exits 0', async () => {
    const workers = workersOf(primary.child.pid!);
    expect(workers).toHaveLength(2);
    primary.child.kill('SIGTERM');
    expect(await primary.exited()).toBe(0);
    for (const pid of workers) expect(existsSync(`/proc/${pid}`), `worker ${pid} still running`).toBe(false);
    // The workers closed their pools: no connection to the database is left but the test's own.
    const others = async () =>
      (
        await db.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [
          database.name,
        ])
      ).rows[0].n;
    await expect.poll(others, { timeout: 2_000 }).toBe(0);
  });
});

describe('npm run start:cluster with the embedded PGlite database', () => {
  it('refuses more than one worker and says why', async () => {
    const child = await spawnCluster({ databaseUrl: undefined, env: { WEB_CONCURRENCY: '2' } });
    const code = await child.exited();
    await child.stop();
    const output = child.output();
    expect(code).toBe(1);
    expect(output).toContain('WEB_CONCURRENCY=2 needs PostgreSQL');
    expect(output).toContain('Set DATABASE_URL');
  }, 30_000);
});
