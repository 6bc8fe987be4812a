import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import { openDatabase, rowsOf, type Database } from './client';
import { connectionRole, connectionRoleWarning } from './connection-role';
import { brands, locations } from './schema';
import { withRls } from '../lib/rls';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../test/harness';

/**
 * Issue 32, point 11: the app should not connect as a superuser. Start-up warns when it does, and the owner-role set-up
 * in docs/operations.md ("The database role") works: the app migrates and serves as that role, and `reset role`
 * inside a request's restricted transaction gets only that role's rights. It does not get the server's.
 */
const onPostgres = process.env.API_TEST_DB === 'postgres';

/** The SQL block docs/operations.md gives operators, split into statements (CREATE DATABASE cannot share a transaction). */
function documentedSetup(): string[] {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../../../docs/operations.md'), 'utf8');
  const block = /<!-- owner-role-setup[^>]*-->\s*```sql\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/operations.md has no owner-role-setup SQL block');
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of block.split('\n')) {
    if (line.trim().startsWith('--') && !inDollar) continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollar = !inDollar;
    if (!inDollar && line.trim().endsWith(';')) {
      statements.push(current.trim());
      current = '';
    }
  }
  return statements;
}

describe('the start-up warning about the connection role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('names a superuser connection (the test harness connects as one on PostgreSQL) and is silent for PGlite', async () => {
    const role = await connectionRole(t.database);
    if (onPostgres) {
      expect(role).toMatchObject({ superuser: true });
      expect(connectionRoleWarning(role)).toMatch(
        /^Warning: DATABASE_URL connects as ".+", a PostgreSQL superuser\..*docs\/operations\.md/,
      );
    } else {
      expect(t.database.kind).toBe('pglite');
      expect(role).toBeNull();
      expect(connectionRoleWarning(role)).toBeNull();
    }
  });

  it('warns for BYPASSRLS too, and not for an ordinary owner role', () => {
    expect(connectionRoleWarning({ name: 'x', superuser: false, bypassRls: true })).toContain('a role with BYPASSRLS');
    expect(connectionRoleWarning({ name: 'x', superuser: false, bypassRls: false })).toBeNull();
  });
});

describe('the documented owner role (PostgreSQL)', () => {
  const name = `fh_owner_${randomBytes(5).toString('hex')}`;
  const password = randomBytes(9).toString('hex');
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let dataDir = '';

  beforeAll(async () => {
    if (!onPostgres) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      for (const statement of documentedSetup()) {
        await admin.query(statement.replaceAll('franchisehub', name).replaceAll('change-me', password));
      }
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.username = name;
    url.password = password;
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    dataDir = mkdtempSync(path.join(tmpdir(), 'fh-owner-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '3000',
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      SESSION_CACHE_MS: '0',
      DATABASE_URL: url.toString(),
    });
    app = await buildApp({ config, database, logger: false, webDir: path.join(dataDir, 'no-web') });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (!onPostgres) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`drop owned by ${name}`).catch(() => {});
    await admin.query(`drop role if exists ${name}`);
    await admin.end();
  });

  it('migrates and serves as that role, which is no superuser, and start-up does not warn', async () => {
    if (!onPostgres) {
      // PGlite has no roles to set up: the first run stays one command (npm start) on the embedded database, and its
      // connection is never questioned (the first describe opens one and checks it).
      expect(await connectionRole({ kind: 'pglite', raw: {} as Database['raw'] })).toBeNull();
      return;
    }
    const role = await connectionRole(database!);
    expect(role).toEqual({ name, superuser: false, bypassRls: false });
    expect(connectionRoleWarning(role)).toBeNull();
    const owners = rowsOf<{ owner: string }>(
      await database!.db.execute(sql`select distinct tableowner as owner from pg_tables where schemaname = 'public'`),
    );
    expect(owners).toEqual([{ owner: name }]);

    const health = await app!.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const t = { app: app!, db: database!.db } as unknown as TestApp;
    const maria = await signUp(t, { role: 'franchisee' });
    const orders = await app!.inject({ method: 'GET', url: '/api/orders', headers: { cookie: maria.cookie, origin: TEST_ORIGIN } });
    expect(orders.statusCode, orders.body).toBe(200);
  });

  it('`reset role` inside the restricted transaction gets the owner role, not the server: each escape is refused', async () => {
    if (!onPostgres) {
      expect(process.env.API_TEST_DB ?? 'pglite').not.toBe('postgres');
      return;
    }
    const db = database!.db;
    const t = { app: app!, db } as unknown as TestApp;
    const maria = await signUp(t, { role: 'franchisee' });
    const jose = await signUp(t, { role: 'franchisee' });
    const [brand] = await db
      .insert(brands)
      .values({ slug: `b-${name}`, name: 'Owner role' })
      .returning();
    for (const [code, ownerId] of [
      ['OR-M', maria.userId],
      ['OR-J', jose.userId],
    ] as const) {
      await db.insert(locations).values({ brandId: brand.id, ownerId, code, name: code, addressLine: 'a', city: 'c', province: 'p' });
    }
    const asMaria = { userId: maria.userId, role: 'franchisee' as const };

    // Restricted: RLS shows Maria her one location.
    const seen = await withRls(db, asMaria, async (tx) =>
      rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from locations`)),
    );
    expect(seen).toEqual([{ n: 1 }]);

    // After `reset role` the statement runs as the owner role, which is no superuser.
    const after = await withRls(db, asMaria, async (tx) => {
      await tx.execute(sql`reset role`);
      return rowsOf<{ who: string; su: boolean }>(
        await tx.execute(sql`select current_user as who, (select rolsuper from pg_roles where rolname = current_user) as su`),
      );
    });
    expect(after).toEqual([{ who: name, su: false }]);

    // What a superuser could do from there, each refused to the owner role.
    const escapes = {
      'become the superuser': sql.raw(`set role ${new URL(adminUrl).username || 'postgres'}`),
      'run a program on the server': sql`copy (select 1) to program 'true'`,
      'read a server file': sql`select pg_read_file('/etc/hostname')`,
      'read the password hashes': sql`select rolpassword from pg_authid`,
      'create a login role': sql`create role fh_escape_probe login superuser`,
      'give app_user BYPASSRLS': sql`alter role app_user bypassrls`,
      'give itself BYPASSRLS': sql.raw(`alter role ${name} bypassrls`),
    };
    const outcomes: Record<string, string> = {};
    for (const [what, statement] of Object.entries(escapes)) {
      outcomes[what] = await withRls(db, asMaria, async (tx) => {
        await tx.execute(sql`reset role`);
        await tx.execute(statement);
        return 'allowed';
      }).catch((error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code ?? 'error');
    }
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(escapes).map((k) => [k, '42501'])));
  });
});
