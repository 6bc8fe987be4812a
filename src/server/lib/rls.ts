import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/client';
import type { Role } from '../../shared/roles';

export interface Actor {
  userId: string;
  role: Role;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `set_config('role', …, true)` is `set local role`; all three end with the transaction. */
function rlsSettings(userId: string, role: string, literal: (value: string) => string): string {
  return `select set_config('role', 'app_user', true), set_config('app.user_id', ${literal(userId)}, true), set_config('app.role', ${literal(role)}, true)`;
}

/**
 * Runs `fn` in one transaction as the unprivileged `app_user` with the actor's identity set,
 * so row-level security filters franchisee data even if a query forgets to.
 */
export function withRls<T>(db: Db, actor: Actor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const session = (db as unknown as { session?: unknown }).session;
  if (session instanceof NodePgSession && isPool((session as unknown as { client?: unknown }).client))
    return withRlsOnPool(session, actor, fn);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', 'app_user', true), set_config('app.user_id', ${actor.userId}, true), set_config('app.role', ${actor.role}, true)`,
    );
    return fn(tx);
  });
}

function isPool(client: unknown): client is pg.Pool {
  return client instanceof pg.Pool;
}

interface SessionInternals {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * On PostgreSQL, `begin` and the settings go in one round trip (issue 34): one simple-protocol query of two statements,
 * the values as escaped literals (a simple query takes no parameters). Otherwise what drizzle's `transaction` does:
 * a connection of the pool for the transaction, `commit` or `rollback`, the connection released.
 */
async function withRlsOnPool<T>(poolSession: unknown, actor: Actor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { client: pool, dialect, schema, options } = poolSession as unknown as SessionInternals;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const session = new NodePgSession(client, dialect, schema, options);
    const tx = new NodePgTransaction(dialect, session, schema) as unknown as Tx;
    try {
      await client.query(`begin; ${rlsSettings(actor.userId, actor.role, (v) => client.escapeLiteral(v))}`);
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      try {
        await client.query('rollback');
      } catch (rollbackError) {
        broken = rollbackError as Error;
      }
      throw error;
    }
  } finally {
    // A connection whose rollback failed is not handed back to the pool.
    client.release(broken);
  }
}

/**
 * Runs `fn` with the owner's rights inside an RLS transaction, for the server's own bookkeeping that a
 * user may not do directly (e.g. notifying head office); the user's role is restored afterwards.
 */
export async function asOwner<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  await tx.execute(sql`set local role none`);
  try {
    return await fn();
  } finally {
    await tx.execute(sql`set local role app_user`);
  }
}
