import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';

/**
 * Every API test file gets a database of its own, and migrating each of them took most of the API suite's time.
 * The suite migrates one template per run instead (global-setup.ts) and each file copies it: PGlite loads a dump of
 * the migrated data directory, PostgreSQL creates the file's database `TEMPLATE` the migrated one. Both are named
 * by a hash of the migrations, so a changed migration builds a new template and a stale one is never used.
 */
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

export function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const f of files) hash.update(f).update(readFileSync(path.join(migrationsDir, f)));
  hash.update(readFileSync(path.join(migrationsDir, 'meta', '_journal.json')));
  // A dump is only readable by the PGlite that wrote it.
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  // The package exports no package.json: walk up from its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return String(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version);
}

/** A dump of a migrated PGlite data directory, written once per migrations hash; returns its path. */
export async function pgliteTemplate(dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({});
  await database.migrate();
  const dump = await (database.raw as PGlite).dumpDataDir('none');
  await database.close();
  // Written under another name first: a reader never sees half a dump.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** The name of a migrated PostgreSQL template database on the server at `adminUrl`, created when missing. */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `fh_tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Built under a temporary name and renamed when complete, so a run that dies half-way leaves no broken template
    // and two runs building at once both end with one good one.
    const building = `fh_tpl_build_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch {
      await admin.query(`drop database if exists ${building} with (force)`);
    }
    return name;
  } finally {
    await admin.end();
  }
}
