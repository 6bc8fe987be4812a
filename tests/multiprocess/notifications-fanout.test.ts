import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../src/server/test/sse';

/**
 * Two real server processes on one PostgreSQL: a notification created through process A reaches a
 * stream opened on process B (LISTEN/NOTIFY fan-out). Runs only with TEST_DATABASE_URL (scripts/test.sh).
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

async function startServer(port: number): Promise<string> {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => logs.push(String(d)));
  child.stderr!.on('data', (d) => logs.push(String(d)));
  procs.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited: ${logs.join('')}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return base;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server on ${port} did not start: ${logs.join('')}`);
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'demo123' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

let a: string;
let b: string;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const port = 3700 + Math.floor(Math.random() * 200);
  a = await startServer(port); // migrates and seeds
  b = await startServer(port + 1);
}, 180_000);

afterAll(async () => {
  for (const p of procs) p.kill('SIGTERM');
  await Promise.all(procs.map((p) => (p.exitCode !== null ? null : new Promise((r) => p.once('exit', r)))));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

describe('notification fan-out across processes', () => {
  it('an announcement sent through process A reaches the stream held by process B', async () => {
    const franchisor = await signIn(a, 'franchisor@demo.com');
    const franchisee = await signIn(a, 'franchisee@demo.com');
    // Sessions live in the database: the cookie from A works on B.
    const stream = await openEventStream(`${b}/api/notifications/stream`, franchisee);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      const audience = await (await fetch(`${a}/api/announcements/audience`, { headers: { cookie: franchisor } })).json();
      const makati = audience.locations.find((l: { name: string }) => l.name === 'Siomai Express – Makati');
      const started = Date.now();
      const res = await fetch(`${a}/api/announcements`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a, cookie: franchisor },
        body: JSON.stringify({
          title: 'Cross-process hello',
          message: 'Sent on A',
          audience: 'locations',
          locationIds: [makati.id],
          actionUrl: '/orders',
        }),
      });
      expect(res.status).toBe(200);
      const pushed = await stream.waitFor(
        (e) => e.event === 'notification' && (e.data as { title: string }).title === 'Cross-process hello',
        3_000,
      );
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(pushed.data).toMatchObject({ actionUrl: '/orders', type: 'system_announcement' });
    } finally {
      await stream.close();
    }
  });
});
