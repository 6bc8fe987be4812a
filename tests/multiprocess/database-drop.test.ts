import net from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../src/server/test/sse';
import { CODE_MESSAGES } from '../../src/shared/errors';
import {
  announce,
  freePort,
  request,
  scratchDatabase,
  signIn,
  startServer,
  scratchDir,
  type ScratchDatabase,
  type ScratchDir,
  type ServerProcess,
} from './fixture';

/**
 * The database goes away under load: a TCP proxy between one real server process and PostgreSQL cuts every
 * connection and refuses new ones for a few seconds. Meanwhile requests fail fast with 503 and the catalogue
 * message (never a 500, never a hang), the process stays up, requests succeed again soon after the database
 * is back, and the LISTEN connection of the notification bus comes back too. Runs only with TEST_DATABASE_URL.
 */
/** How long each request may take before it counts as a hang. */
const REQUEST_BOUND_MS = 5_000;
const OUTAGE_MS = 3_000;
/** A TCP relay to PostgreSQL that can drop every connection and refuse new ones, as a database outage would. */
function createDatabaseProxy(target: URL, listenPort: number) {
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
    port: listenPort,
    async accept(): Promise<void> {
      server = net.createServer(relay);
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(listenPort, '127.0.0.1', () => resolve());
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

let database: ScratchDatabase;
let dataDir: ScratchDir;
let proxy: ReturnType<typeof createDatabaseProxy>;
let server: ServerProcess;
let base: string;
let db: pg.Client;

beforeAll(async () => {
  database = await scratchDatabase('fh_ft');
  dataDir = scratchDir();
  proxy = createDatabaseProxy(new URL(process.env.TEST_DATABASE_URL!), await freePort());
  await proxy.accept();
  // The server reaches PostgreSQL only through the proxy; the test's own client goes straight there.
  const proxiedUrl = new URL(database.url);
  proxiedUrl.hostname = '127.0.0.1';
  proxiedUrl.port = String(proxy.port);
  server = await startServer({ databaseUrl: proxiedUrl.toString(), dataDir: dataDir.path, env: { SEED_DEMO: 'true' } }); // migrates and seeds, through the proxy
  base = server.base;
  db = await database.connect();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await proxy?.cut();
  dataDir?.remove();
  await database?.drop();
});

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
    [database.name],
  );
  return rows.map((r) => ({ pid: r.pid, backendStart: r.backend_start }));
}

describe('the database goes away under load', () => {
  it('answers 503 with the catalogue message during the outage, stays up, and recovers (LISTEN included)', async () => {
    const franchisee = await signIn(base, 'franchisee@demo.com');
    const franchisor = await signIn(base, 'franchisor@demo.com');
    const newcomer = await signIn(base, 'jose.santos@demo.com');
    const audience = await (await request(base, 'GET', '/api/announcements/audience', { cookie: franchisor })).json();
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
      expect(server.child.exitCode, `the server exited during the outage: ${server.output().slice(-2_000)}`).toBeNull();
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
      expect(server.child.exitCode, `the server exited: ${server.output()}`).toBeNull();

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
      const res = await announce(base, franchisor, makati.id, { title: 'After the outage', message: 'The database is back' });
      expect(res.status).toBe(200);
      await stream.waitFor((e) => e.event === 'notification' && (e.data as { title: string }).title === 'After the outage', 5_000);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await stream.close();
    }
  }, 60_000);
});
