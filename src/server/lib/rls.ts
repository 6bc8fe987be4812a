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
    await tx.execute(sql`set local role app_user`);
    await tx.execute(sql`select set_config('app.user_id', ${actor.userId}, true), set_config('app.role', ${actor.role}, true)`);
    return fn(tx);
  });
}
