import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyServerOptions } from 'fastify';
import { and, eq, type SQL } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { buildApp } from '../app';
import { checkResponsesAgainstDocument, primeContractCheck } from './contract';
import type { MailMessage, Mailer } from '../lib/mailer';
import { notifications, userProfiles } from '../db/schema';
import type { Role } from '../../shared/roles';

export const TEST_ORIGIN = 'http://localhost:3000';

let pgliteDump: Promise<Blob | undefined> | undefined;
/** The migrated PGlite template of this run (global-setup.ts), read once per worker; none outside vitest's api project. */
function templateDump(): Promise<Blob | undefined> {
  pgliteDump ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return pgliteDump;
}

/**
 * A database only this test file uses: in-memory PGlite, or a new PostgreSQL database, each a copy of the run's
 * migrated template (database-template.ts).
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.API_TEST_DB !== 'postgres') {
    const database = await openDatabase({ pgliteDump: await templateDump() });
    return { database, drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `fh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** A pino logger config (e.g. { level, stream }) for tests that check what the server logs; silent by default. */
  logger?: FastifyServerOptions['logger'];
  /** A built web directory to serve (index.html, assets/…); none by default. */
  webDir?: string;
}

export async function createTestApp(opts: TestAppOptions = {}) {
  const { database, drop } = await freshDatabase();
  await database.migrate();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fh-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '3000',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests change users' rows directly and expect the very next request to see it; the session cache's own test
    // (auth/session-cache-coherence.test.ts) turns it on.
    SESSION_CACHE_MS: '0',
    // Test files sign many users up from one address (inject's 127.0.0.1); the per-address sign-up limit has its own
    // test (modules/auth/auth-throttle.test.ts), which sets it low again.
    SIGNUP_MAX_PER_IP: '100000',
    ...opts.env,
  });
  const mail: MailMessage[] = [];
  const mailer: Mailer = {
    async send(m) {
      mail.push(m);
    },
  };
  const app = await buildApp({
    config,
    database,
    mailer,
    logger: opts.logger ?? false,
    webDir: opts.webDir ?? path.join(dataDir, 'no-web'),
    instrument: checkResponsesAgainstDocument,
  });
  await app.ready();
  primeContractCheck(app);
  return {
    app,
    ctx: app.ctx,
    storage: app.ctx.storage,
    database,
    db: database.db,
    mail,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c) => String(c).split(';')[0]).join('; ');
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Signs a new user up through the API and returns their session cookie and id. */
export async function signUp(t: TestApp, input: { email?: string; fullName?: string; password?: string; role?: Role } = {}) {
  const email = input.email ?? uniqueEmail();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { fullName: input.fullName ?? 'Test User', email, password: input.password ?? 'secret123' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const userId = res.json().user.id as string;
  if (input.role) await t.db.update(userProfiles).set({ role: input.role }).where(eq(userProfiles.id, userId));
  return { email, userId, cookie: cookieFrom(res), password: input.password ?? 'secret123' };
}

/** A user signUp() made: e-mail, id, session cookie and password. */
export type SignedUp = Awaited<ReturnType<typeof signUp>>;

/**
 * A fresh app and the three people most module tests start from, signed up in this order: head office (a franchisor
 * named "Hector Office"), an admin and a signed-up user with no role in the network.
 */
export async function createAppWithHeadOffice() {
  const t = await createTestApp();
  const hq = await signUp(t, { role: 'franchisor', fullName: 'Hector Office' });
  const admin = await signUp(t, { role: 'admin' });
  const plainUser = await signUp(t, { role: 'user' });
  return { t, hq, admin, plainUser };
}

/** The notifications a user has been sent, or only those `where` also matches (a type, a title…). */
export function notificationsTo(t: TestApp, userId: string, where?: SQL) {
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), where));
}

export async function signIn(t: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { email, password },
  });
}
