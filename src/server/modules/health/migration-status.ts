import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';

interface JournalEntry {
  tag: string;
  /** Drizzle records a migration as applied with this value in drizzle.__drizzle_migrations.created_at. */
  when: number;
}

/** The migrations this build ships (db/migrations/meta/_journal.json), found where db/client.ts finds them. */
function readJournal(): JournalEntry[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Source layout (tsx, tests) first, then the bundled server in dist/server.
  const candidates = [path.resolve(here, '../../db/migrations'), path.resolve(here, '../../src/server/db/migrations')].map((dir) =>
    path.join(dir, 'meta', '_journal.json'),
  );
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`Migration journal not found (looked in ${candidates.join(', ')})`);
  return (JSON.parse(readFileSync(found, 'utf8')) as { entries: JournalEntry[] }).entries;
}

let journal: JournalEntry[] | null = null;

export interface MigrationStatus {
  applied: number;
  expected: number;
  /** Tags of shipped migrations the database has no record of. */
  missing: string[];
}

/**
 * Which of the shipped migrations the database has applied. Drizzle's migrator (PGlite and PostgreSQL alike)
 * records each in drizzle.__drizzle_migrations with the journal's `when` as created_at.
 */
export async function migrationStatus(db: Db): Promise<MigrationStatus> {
  journal ??= readJournal();
  const rows = rowsOf<{ created_at: string | number }>(await db.execute(sql`select created_at from drizzle.__drizzle_migrations`));
  const recorded = new Set(rows.map((r) => Number(r.created_at)));
  const missing = journal.filter((m) => !recorded.has(m.when)).map((m) => m.tag);
  return { applied: journal.length - missing.length, expected: journal.length, missing };
}
