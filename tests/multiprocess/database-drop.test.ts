import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../src/server/test/sse';
import { CODE_MESSAGES } from '../../src/shared/errors';

/**
 * The database goes away under load: a TCP proxy between one real server process and PostgreSQL cuts every
 * connection and refuses new ones for a few seconds. Meanwhile requests fail fast with 503 and the catalogue
 * message (never a 500, never a hang), the process stays up, requests succeed again soon after the database
 * is back, and the LISTEN connection of the notification bus comes back too. Runs only with TEST_DATABASE_URL.
 */
const adminUrl = process.env.TEST_DATABASE_URL!;
const dbName = `fh_ft_${randomBytes(5).toString('hex')}`;
const PROXY_PORT = 3530;
const SERVER_PORT = 3531;
/** How long each request may take before it counts as a hang. */
const REQUEST_BOUND_MS = 5_000;
const OUTAGE_MS = 3_000;
const secret = randomBytes(24).toString('hex');
const workDir = path.resolve('.tmp/faults', dbName);
const logs: string[] = [];

const target = new URL(adminUrl);
const directUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const proxiedUrl = (() => {
  const u = new URL(directUrl);
  u.hostname = '127.0.0.1';
  u.port = String(PROXY_PORT);
  return u.toString();
})();

/** A TCP relay to PostgreSQL that can drop every connection and refuse new ones, as a database outage would. */
function createDatabaseProxy() {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  /** Armed by cutMidTransaction: fires on the next BEGIN a client sends. */
  let onBegin: (() => void) | null = null;
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  };
  function relay(client: net.Socket) {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    // After the pipe's own listener: the BEGIN has gone on to PostgreSQL when the cut comes.
    client.on('data', (chunk: Buffer) => {
      if (onBegin && /\bbegin\b/i.test(chunk.toString('latin1'))) onBegin();
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  }
  /** Stops listening (new connections are refused) and resets every open one. */
  async function cut(): Promise<void> {
    const s = server;
    server = null;
    const closed = s ? new Promise<void>((resolve) => s.close(() => resolve())) : Promise.resolve();
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  }
  return {
    async accept(): Promise<void> {
      server = net.createServer(relay);
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(PROXY_PORT, '127.0.0.1', () => resolve());
      });
    },
    cut,
    /**
     * Cuts while a transaction is open: a pooled client is checked out then, which is when a lost connection is
     * hardest on the driver. Falls back to a plain cut if no transaction starts within a second.
     */
    cutMidTransaction(): Promise<void> {
      return new Promise<void>((resolve) => {
        const fire = () => {
          if (!onBegin) return;
          onBegin = null;
          clearTimeout(fallback);
          void cut().then(resolve);
        };
        const fallback = setTimeout(fire, 1_000);
        onBegin = fire;
      });
    },
  };
}

const proxy = createDatabaseProxy();
let server: ChildProcess;
const base = `http://127.0.0.1:${SERVER_PORT}`;

async function startServer(): Promise<ChildProcess> {
  mkdirSync(workDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: proxiedUrl,
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: workDir,
      BETTER_AUTH_SECRET: secret,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => logs.push(String(d)));
  child.stderr!.on('data', (d) => logs.push(String(d)));
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${logs.join('')}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start: ${logs.join('')}`);
}

async function signIn(email: string): Promise<string> {
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

interface Outcome {
  url: string;
  startedAt: number;
  endedAt: number;
  /** null: no answer within the bound, or the connection failed. */
  status: number | null;
  body: unknown;
  failure?: string;
}

async function timedGet(url: string, cookie?: string): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const res = await fetch(`${base}${url}`, {
      headers: cookie ? { cookie } : {},
      signal: AbortSignal.timeout(REQUEST_BOUND_MS),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: kept as text so a failing assertion shows it */
    }
    return { url, startedAt, endedAt: Date.now(), status: res.status, body };
  } catch (err) {
    return { url, startedAt, endedAt: Date.now(), status: null, body: null, failure: String(err) };
  }
}

/** Requests in a steady stream (one after another per lane) until stopped; every outcome is kept. */
function steadyLoad(lanes: { url: string; cookie?: string }[]) {
  const outcomes: Outcome[] = [];
  let running = true;
  const done = Promise.all(
    lanes.map(async (lane) => {
      while (running) {
        outcomes.push(await timedGet(lane.url, lane.cookie));
        await new Promise((r) => setTimeout(r, 50));
      }
    }),
  );
  return {
    outcomes,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** The dedicated LISTEN connection of the notification bus, as PostgreSQL sees it (its last statement is a LISTEN). */
async function listenBackends(db: pg.Client): Promise<{ pid: number; backendStart: Date }[]> {
  const { rows } = await db.query<{ pid: number; backend_start: Date }>(
    `select pid, backend_start from pg_stat_activity where datname = $1 and query ilike 'LISTEN %' and pid <> pg_backend_pid()`,
    [dbName],
  );
  return rows.map((r) => ({ pid: r.pid, backendStart: r.backend_start }));
}

let db: pg.Client;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  await proxy.accept();
  server = await startServer(); // migrates and seeds, through the proxy
  db = new pg.Client({ connectionString: directUrl });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await proxy.cut();
  rmSync(workDir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

describe('the database goes away under load', () => {
  it('answers 503 with the catalogue message during the outage, stays up, and recovers (LISTEN included)', async () => {
    const franchisee = await signIn('franchisee@demo.com');
    const franchisor = await signIn('franchisor@demo.com');
    const newcomer = await signIn('jose.santos@demo.com');
    const audience = await (await fetch(`${base}/api/announcements/audience`, { headers: { cookie: franchisor } })).json();
    const makati = audience.locations.find((l: { name: string }) => l.name === 'Siomai Express – Makati');
    const stream = await openEventStream(`${base}/api/notifications/stream`, franchisee);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      const [listenerBefore] = await listenBackends(db);
      expect(listenerBefore, 'the bus holds a LISTEN connection before the outage').toBeDefined();

      const load = steadyLoad([
        { url: '/api/orders', cookie: franchisee },
        { url: '/api/orders?page=2', cookie: franchisee },
        { url: '/api/health' },
      ]);
      await new Promise((r) => setTimeout(r, 800));
      await proxy.cutMidTransaction();
      const cutAt = Date.now();
      // A caller first seen during the outage: their session has to be looked up in the database (no cached copy).
      const firstSeen = steadyLoad([{ url: '/api/orders', cookie: newcomer }]);
      await new Promise((r) => setTimeout(r, OUTAGE_MS));
      expect(server.exitCode, `the server exited during the outage: ${logs.join('').slice(-2_000)}`).toBeNull();
      const backAt = Date.now();
      await proxy.accept();

      // Within 10 s of the database coming back, signed-in requests succeed again.
      let recoveredAt = 0;
      await expect
        .poll(
          async () => {
            const o = await timedGet('/api/orders', franchisee);
            if (o.status === 200 && !recoveredAt) recoveredAt = Date.now();
            return o.status;
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      await Promise.all([load.stop(), firstSeen.stop()]);
      expect(server.exitCode, `the server exited: ${logs.join('')}`).toBeNull();

      const outcomes = [...load.outcomes, ...firstSeen.outcomes];
      // Never a hang, never a dropped connection: every request got an answer within the bound.
      expect(outcomes.filter((o) => o.status === null)).toEqual([]);
      // Nothing but success or "unavailable" at any time; a 500 (or anything else) would be a bug.
      expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);

      // Requests started well inside the outage (after the cut, answered before the database was back) all fail cleanly.
      const during = outcomes.filter((o) => o.startedAt > cutAt + 200 && o.endedAt < backAt);
      expect(during.filter((o) => o.url.startsWith('/api/orders')).length).toBeGreaterThan(5);
      expect(firstSeen.outcomes.filter((o) => during.includes(o)).length).toBeGreaterThan(5);
      for (const o of during) {
        expect(o.status, JSON.stringify(o)).toBe(503);
        if (o.url === '/api/health') {
          expect(o.body).toMatchObject({ status: 'degraded', database: { kind: 'postgres', status: 'down' } });
        } else {
          expect(o.body).toEqual({
            error: { code: 'SERVICE_UNAVAILABLE', message: CODE_MESSAGES.SERVICE_UNAVAILABLE, status: 503 },
          });
        }
      }
      // Failing fast: an outage answer never waits on the database for long.
      expect(Math.max(...during.map((o) => o.endedAt - o.startedAt))).toBeLessThan(2_000);
      expect(recoveredAt - backAt).toBeLessThan(10_000);
      // Requests after recovery succeed (the health probe included).
      const after = outcomes.filter((o) => o.startedAt > recoveredAt);
      expect(after.length).toBeGreaterThan(0);
      expect(after.filter((o) => o.status !== 200)).toEqual([]);

      // The bus's LISTEN connection was cut with the rest; it comes back on a new backend.
      await expect
        .poll(async () => (await listenBackends(db)).filter((b) => b.backendStart.getTime() >= backAt - 1_000).length, {
          timeout: 10_000,
          interval: 200,
        })
        .toBeGreaterThan(0);
      // And a notification created now reaches the stream that stayed open through the outage.
      const res = await fetch(`${base}/api/announcements`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie: franchisor },
        body: JSON.stringify({
          title: 'After the outage',
          message: 'The database is back',
          audience: 'locations',
          locationIds: [makati.id],
          actionUrl: '/orders',
        }),
      });
      expect(res.status).toBe(200);
      await stream.waitFor((e) => e.event === 'notification' && (e.data as { title: string }).title === 'After the outage', 5_000);
      expect(server.exitCode).toBeNull();
    } finally {
      await stream.close();
    }
  }, 60_000);
});
