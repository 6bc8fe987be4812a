import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share Drizzle's Postgres surface; services only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Connection string of a PostgreSQL server (dedicated LISTEN connections need their own). */
  url?: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Raw pool/instance for LISTEN/NOTIFY and diagnostics. */
  raw: PGlite | pg.Pool;
}

function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Source layout (tsx, tests) first, then the bundled server in dist/server.
  const candidates = [path.join(here, 'migrations'), path.resolve(here, '../../src/server/db/migrations')];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for the embedded database; omit for an in-memory one (tests). */
  pgliteDir?: string;
  /** An in-memory database starts as a copy of this dumped data directory (tests' migrated template). */
  pgliteDump?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, database dropped) must not crash the process;
    // the pool replaces it on next use.
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
    // The pool stops listening to a client while it is checked out (a transaction holds one between queries), and a
    // client's 'error' with no listener ends the process: a connection cut mid-transaction crashed the server (found
    // by tests/multiprocess/database-drop.test.ts). The failing query still rejects, the request answers 503, and
    // the broken client is dropped on release; this listener only keeps the process alive.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: opts.databaseUrl,
      raw: pool,
      migrate: () => migrateOnce(pool, () => migratePg(db as never, { migrationsFolder: migrationsFolder() })),
      ping: async () => {
        await pool.query('select 1');
      },
      close: once(() => pool.end()),
    };
  }
  if (opts.pgliteDir) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = opts.pgliteDir ? new PGlite(opts.pgliteDir) : new PGlite(opts.pgliteDump ? { loadDataDir: opts.pgliteDump } : undefined);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    raw: client,
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    close: once(() => client.close()),
  };
}

/** Any constant: the advisory lock key processes take while migrating. */
const MIGRATION_LOCK = 727_275;

/**
 * Two processes started at once on a fresh database would both create drizzle's migrations table and one would fail:
 * the first to take the lock migrates, the others wait and then find nothing left to do.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}

/** Closing twice (shutdown paths, tests) is harmless. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => (done ??= fn());
}

/** Rows of a raw `db.execute` result; both drivers return `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
