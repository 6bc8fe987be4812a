import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/shared/constants';

/**
 * What the multiprocess tests share: a scratch PostgreSQL database, real server processes on free ports, and
 * calls made the way the browser makes them. Every server a test file starts signs sessions with one secret
 * (each test file loads its own copy of this module), so a cookie from one process works on another, as it
 * would between the processes of one deployment.
 */
const SHARED_SECRET = randomBytes(24).toString('hex');
/** A request the server never answers fails the test instead of hanging it. */
const REQUEST_TIMEOUT_MS = 20_000;

export interface ScratchDatabase {
  name: string;
  url: string;
  /** A client connected straight to the database, for the test's own queries; drop() ends it. */
  connect(): Promise<pg.Client>;
  /** Ends the clients connect() made, then drops the database (ending any other connection still open on it). */
  drop(): Promise<void>;
}

async function asAdmin(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on TEST_DATABASE_URL's server, named `<prefix>_<random>` so parallel runs never meet. */
export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  await asAdmin(`create database ${name}`);
  const clients: pg.Client[] = [];
  return {
    name,
    url: url.toString(),
    async connect() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      clients.push(client);
      return client;
    },
    async drop() {
      await Promise.all(clients.map((c) => c.end()));
      await asAdmin(`drop database if exists ${name} with (force)`);
    },
  };
}

export interface ScratchDir {
  path: string;
  remove(): void;
}

/** A new empty directory under the system's temporary directory. */
export function scratchDir(): ScratchDir {
  const dir = mkdtempSync(path.join(tmpdir(), 'fh-mp-'));
  return { path: dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A TCP port nobody listens on right now (the kernel's pick for port 0), for a server about to start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  /** undefined: no DATABASE_URL at all (the embedded PGlite database). */
  databaseUrl: string | undefined;
  /** Extra environment; a key set to undefined is removed from the inherited environment. */
  env?: Record<string, string | undefined>;
  /** The script to run; src/server/main.ts unless given. */
  entry?: string;
  /** A port to reuse (a restart on the same address); a free one unless given. */
  port?: number;
  /** A data directory the caller owns (kept across restarts); a fresh temporary one, removed by stop(), unless given. */
  dataDir?: string;
}

export interface ServerProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed, stdout and stderr interleaved. */
  logs: string[];
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited(): Promise<number | null>;
  /** SIGTERM if still running, waits for the exit, removes the temporary data directory. */
  stop(): Promise<void>;
}

/** Spawns `node --import tsx <entry>` listening on 127.0.0.1, without waiting for it to be ready. */
export async function spawnServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const ownDataDir = options.dataDir === undefined ? scratchDir() : null;
  const dataDir = options.dataDir ?? ownDataDir!.path;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: SHARED_SECRET,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  // SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under test (profile before optimising).
  const child = spawn(
    process.execPath,
    [...(process.env.SERVER_NODE_ARGS?.split(' ') ?? []), '--import', 'tsx', options.entry ?? 'src/server/main.ts'],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const logs: string[] = [];
  child.stdout!.on('data', (d) => logs.push(String(d)));
  child.stderr!.on('data', (d) => logs.push(String(d)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    base,
    port,
    child,
    logs,
    output: () => logs.join(''),
    exited: () => exit,
    async stop() {
      if (running()) child.kill('SIGTERM');
      await exit;
      ownDataDir?.remove();
    },
  };
}

/** Spawns a server and waits until /api/health answers; fails with its output if it exits or never gets there. */
export async function startServer(options: ServerOptions, startupMs = 120_000): Promise<ServerProcess> {
  const server = await spawnServer(options);
  const deadline = Date.now() + startupMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      await server.stop();
      throw new Error(`server on ${server.port} exited: ${server.output()}`);
    }
    const ok = await fetch(`${server.base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  await server.stop();
  throw new Error(`server on ${server.port} did not start: ${server.output()}`);
}

/** The cookie header a browser would send back after this response. */
export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** A call as the browser makes it: writes carry the same-origin header the server checks. */
export function request(
  base: string,
  method: string,
  url: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(method === 'GET' ? {} : { origin: base }),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/** A parsed answer, untyped as `await res.json()` is: the tests read and check the fields they need. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type JsonBody = any;

/** request(), read to the end: the status and the parsed JSON body (null when empty). */
export async function callJson(
  base: string,
  method: string,
  url: string,
  cookie: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<{ status: number; body: JsonBody }> {
  const res = await request(base, method, url, { cookie, body, headers });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export const signInAttempt = (base: string, email: string, password: string) =>
  request(base, 'POST', '/api/auth/sign-in/email', { body: { email, password } });

/** Signs in through the API (expecting success) and returns the session cookie. */
export async function signIn(base: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await signInAttempt(base, email, password);
  expect(res.status, await res.clone().text()).toBe(200);
  return cookieOf(res);
}

/** Announces to one location as head office does (the demo franchisor), linking to the orders page. */
export const announce = (base: string, cookie: string, locationId: string, text: { title: string; message: string }) =>
  request(base, 'POST', '/api/announcements', {
    cookie,
    body: { ...text, audience: 'locations', locationIds: [locationId], actionUrl: '/orders' },
  });

/** One run of the test-only heartbeat job (JOBS_TEST_HEARTBEAT_MS): the slot it ran for and the process that ran it. */
export type Heartbeat = { dueAt: string; pid: number };

/** Every heartbeat recorded so far. */
export async function heartbeats(db: pg.Client): Promise<Heartbeat[]> {
  const { rows } = await db.query<{ value: Heartbeat[] }>(`select value from app_meta where key = 'jobs.test-heartbeat'`);
  return rows[0]?.value ?? [];
}
