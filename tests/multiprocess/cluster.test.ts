import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run start:cluster` (src/server/cluster.ts) on PostgreSQL with WEB_CONCURRENCY=2: two worker processes
 * share the port and the database, a worker that dies is replaced, and SIGTERM stops them all gracefully.
 * Which worker answers is not exposed in any response; the test tells the workers apart by their process ids
 * (the primary's children, and the test-only heartbeat job that records the pid of the process that ran it)
 * and by /api/metrics, which every process counts for itself. Runs only with TEST_DATABASE_URL.
 */
const adminUrl = process.env.TEST_DATABASE_URL!;
const dbName = `fh_tp_${randomBytes(5).toString('hex')}`;
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const PORT = 3522;
const base = `http://127.0.0.1:${PORT}`;
const metricsToken = randomBytes(16).toString('hex');
const dirs: string[] = [];
let logs = '';

function spawnCluster(env: NodeJS.ProcessEnv): ChildProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fh-tp-cluster-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cluster.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (logs += String(d)));
  child.stderr!.on('data', (d) => (logs += String(d)));
  return child;
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise<number | null>((r) => child.once('exit', (code) => r(code)));

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

let primary: ChildProcess;
let db: pg.Client;

const heartbeatPids = async (): Promise<Set<number>> => {
  const { rows } = await db.query<{ value: { pid: number }[] }>(`select value from app_meta where key = 'jobs.test-heartbeat'`);
  return new Set((rows[0]?.value ?? []).map((b) => b.pid));
};

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  primary = spawnCluster({
    DATABASE_URL: dbUrl,
    PORT: String(PORT),
    PUBLIC_URL: base,
    BETTER_AUTH_SECRET: randomBytes(24).toString('hex'),
    SEED_DEMO: 'false',
    WEB_CONCURRENCY: '2',
    JOBS_TEST_HEARTBEAT_MS: '150',
    METRICS_TOKEN: metricsToken,
  });
  // The primary prints the banner once, when every worker listens.
  for (let i = 0; i < 240 && !logs.includes('(2 worker processes)'); i++) {
    if (primary.exitCode !== null) throw new Error(`cluster exited: ${logs}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(logs, logs).toContain('(2 worker processes)');
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  if (primary && primary.exitCode === null) {
    primary.kill('SIGTERM');
    await exitOf(primary);
  }
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

describe('npm run start:cluster on PostgreSQL', () => {
  it('forks WEB_CONCURRENCY workers, each running the app, and prints the banner once', async () => {
    const workers = workersOf(primary.pid!);
    expect(workers).toHaveLength(2);
    // Every worker ticks the scheduler: the heartbeat records the pids of the processes that ran it.
    await expect.poll(heartbeatPids, { timeout: 30_000, interval: 250 }).toEqual(new Set(workers));
    expect(logs.split('FranchiseHub is running at').length - 1).toBe(1);
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
    const [victim, survivor] = workersOf(primary.pid!);
    process.kill(victim, 'SIGKILL');
    await expect.poll(() => logs, { timeout: 5_000 }).toContain(`Worker ${victim} exited (signal SIGKILL)`);
    for (let i = 0; i < 4; i++) expect((await getFresh(`${base}/api/health`)).status).toBe(200);
    await expect.poll(() => workersOf(primary.pid!).length, { timeout: 15_000, interval: 200 }).toBe(2);
    const [replacement] = workersOf(primary.pid!).filter((pid) => pid !== survivor);
    expect(replacement).not.toBe(victim);
    // The replacement serves the app too (it claims heartbeat slots like any worker).
    await expect.poll(async () => (await heartbeatPids()).has(replacement), { timeout: 30_000, interval: 250 }).toBe(true);
  });

  it('SIGTERM stops every worker gracefully, then the primary exits 0', async () => {
    const workers = workersOf(primary.pid!);
    expect(workers).toHaveLength(2);
    primary.kill('SIGTERM');
    expect(await exitOf(primary)).toBe(0);
    for (const pid of workers) expect(existsSync(`/proc/${pid}`), `worker ${pid} still running`).toBe(false);
    // The workers closed their pools: no connection to the database is left but the test's own.
    const others = async () =>
      (
        await db.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [
          dbName,
        ])
      ).rows[0].n;
    await expect.poll(others, { timeout: 2_000 }).toBe(0);
  });
});

describe('npm run start:cluster with the embedded PGlite database', () => {
  it('refuses more than one worker and says why', async () => {
    const before = logs.length;
    const child = spawnCluster({ DATABASE_URL: undefined, WEB_CONCURRENCY: '2', PORT: String(PORT + 1) });
    const code = await exitOf(child);
    const output = logs.slice(before);
    expect(code).toBe(1);
    expect(output).toContain('WEB_CONCURRENCY=2 needs PostgreSQL');
    expect(output).toContain('Set DATABASE_URL');
  }, 30_000);
});
