import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Role } from '../../shared/roles';

export interface Actor {
  userId: string;
  role: Role;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `fn` in one transaction as the unprivileged `app_user` with the actor's identity set,
 * so row-level security filters franchisee data even if a query forgets to.
 */
export function withRls<T>(db: Db, actor: Actor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: `set_config('role', …, true)` is `set local role`.
    await tx.execute(
      sql`select set_config('role', 'app_user', true), set_config('app.user_id', ${actor.userId}, true), set_config('app.role', ${actor.role}, true)`,
    );
    return fn(tx);
  });
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
