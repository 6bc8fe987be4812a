import type { SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { databaseErrorCode } from '../lib/db-error';
import { withRls, type Actor } from '../lib/rls';

/**
 * Runs one statement in its own RLS transaction as `actor`: 'refused' when the database denies it (42501,
 * insufficient privilege), else the number of rows it returned. What the row-level security tests assert on.
 */
export async function attemptAs(db: Db, actor: Actor, statement: SQL): Promise<'refused' | number> {
  try {
    return rowsOf(await withRls(db, actor, (tx) => tx.execute(statement))).length;
  } catch (err) {
    if (databaseErrorCode(err) === '42501') return 'refused';
    throw err;
  }
}
