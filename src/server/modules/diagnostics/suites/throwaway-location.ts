import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client';
import { authAccounts, authUsers, locations, userProfiles } from '../../../db/schema';
import { databaseErrorCode } from '../../../lib/db-error';
import type { Actor, Tx } from '../../../lib/rls';

/**
 * Throwaway data for the suites that write (production-fixes, rls-security, integration): a franchisee account that
 * owns one open location, created as the owner and either rolled back with its transaction or removed afterwards.
 * Addresses end in `.invalid` (RFC 2606), so no e-mail queued for them can reach anyone.
 */

type Conn = Db | Tx;

/** Thrown to roll a transaction back on purpose; never reaches the caller of `rolledBack`. */
class RollBack extends Error {}

/**
 * Runs `fn` in a transaction (a savepoint when `conn` is already one) that is always rolled back — nothing it wrote
 * persists — and returns its result.
 */
export async function rolledBack<T>(conn: Conn, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await (conn as Db).transaction(async (tx) => {
      result = await fn(tx);
      throw new RollBack();
    });
  } catch (err) {
    if (!(err instanceof RollBack)) throw err;
  }
  return result as T;
}

/** What a statement run as `app_user` did: refused by the database (with its SQLSTATE) or the rows it returned. */
export type Attempt<T> = { refused: string } | { rows: T };

/**
 * Runs `fn` as `app_user` with the actor's identity (as `withRls` does) inside a savepoint of the owner's transaction
 * `tx`: a refusal (42501, a check violation…) undoes only the savepoint, and the owner's role is restored afterwards.
 * Errors that are not the database's refusal are rethrown.
 */
export async function asAppUser<T>(tx: Tx, actor: Actor, fn: (tx: Tx) => Promise<T>): Promise<Attempt<T>> {
  try {
    const rows = await tx.transaction(async (sp) => {
      await sp.execute(sql`set local role app_user`);
      await sp.execute(sql`select set_config('app.user_id', ${actor.userId}, true), set_config('app.role', ${actor.role}, true)`);
      const out = await fn(sp);
      await sp.execute(sql`set local role none`);
      await sp.execute(sql`select set_config('app.user_id', '', true), set_config('app.role', '', true)`);
      return out;
    });
    return { rows };
  } catch (err) {
    const code = databaseErrorCode(err);
    if (code) return { refused: code };
    throw err;
  }
}

export interface ThrowawayFranchisee {
  userId: string;
  email: string;
  locationId: string;
  locationCode: string;
  brandId: string;
}

/**
 * A franchisee account (auth user, profile, and a credential account when a password hash is given) owning one open
 * location of `brandId`. Written with the owner's rights on `conn`.
 */
export async function createThrowawayFranchisee(conn: Conn, brandId: string, passwordHash?: string): Promise<ThrowawayFranchisee> {
  const tag = randomUUID().slice(0, 8);
  const email = `diagnostics-${tag}@diagnostics.invalid`;
  const [user] = await conn.insert(authUsers).values({ name: 'Diagnostics throwaway', email, emailVerified: true }).returning();
  if (passwordHash)
    await conn.insert(authAccounts).values({ accountId: user.id, providerId: 'credential', userId: user.id, password: passwordHash });
  await conn.insert(userProfiles).values({ id: user.id, email, fullName: 'Diagnostics throwaway', role: 'franchisee', status: 'active' });
  const code = `DIAG-${tag}`.toUpperCase();
  const [location] = await conn
    .insert(locations)
    .values({
      brandId,
      ownerId: user.id,
      code,
      name: `Diagnostics ${tag}`,
      addressLine: 'Diagnostics (throwaway)',
      city: 'Makati',
      province: 'Metro Manila',
      status: 'open',
    })
    .returning();
  return { userId: user.id, email, locationId: location.id, locationCode: code, brandId };
}

/** Some brand to hang a throwaway location on: one that already has locations (so brand-scoped policies apply), else any. */
export async function someBrandId(conn: Conn): Promise<string | null> {
  const res = await conn.execute(
    sql`select b.id from brands b order by exists (select 1 from locations l where l.brand_id = b.id) desc, b.created_at limit 1`,
  );
  return rowsOf<{ id: string }>(res)[0]?.id ?? null;
}
