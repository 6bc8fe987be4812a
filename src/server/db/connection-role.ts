import pg from 'pg';
import type { Database } from './client';

/** Who the server's PostgreSQL connection logs in as, and whether that role can step outside row-level security. */
export interface ConnectionRole {
  name: string;
  superuser: boolean;
  bypassRls: boolean;
}

/**
 * The connection's login role (`session_user`) on PostgreSQL; null for the embedded PGlite, which only this process
 * can reach (issue 32, point 11).
 */
export async function connectionRole(database: Pick<Database, 'kind' | 'raw'>): Promise<ConnectionRole | null> {
  if (database.kind !== 'postgres') return null;
  const { rows } = await (database.raw as pg.Pool).query<{ name: string; superuser: boolean; bypass_rls: boolean }>(
    'select rolname as name, rolsuper as superuser, rolbypassrls as bypass_rls from pg_roles where rolname = session_user',
  );
  const row = rows[0];
  return row ? { name: row.name, superuser: row.superuser, bypassRls: row.bypass_rls } : null;
}

/**
 * The start-up warning for a connection that logs in as a superuser (or a role that bypasses row-level security):
 * every request's restricted transaction (`set local role app_user`) can be left with `reset role`, and a superuser
 * is then everything on the server (other databases, files, `COPY … TO PROGRAM`). Null when the role is fine.
 */
export function connectionRoleWarning(role: ConnectionRole | null): string | null {
  if (!role || (!role.superuser && !role.bypassRls)) return null;
  const what = role.superuser ? 'a PostgreSQL superuser' : 'a role with BYPASSRLS';
  return (
    `Warning: DATABASE_URL connects as "${role.name}", ${what}. A statement that leaves the request's restricted role ` +
    `(reset role) would then have that role's rights over the whole server. Connect as the app's own owner role ` +
    `(not a superuser) in production: see "The database role" in docs/operations.md.`
  );
}
