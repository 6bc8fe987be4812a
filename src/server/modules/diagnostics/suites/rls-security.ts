import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client';
import type { Tx } from '../../../lib/rls';
import type { SuiteCheck, SuiteDefinition } from '../suite-kit';
import { fail, pass, verdict } from '../suite-kit';
import { asAppUser, createThrowawayFranchisee, rolledBack, someBrandId } from './throwaway-location';

/**
 * Row-level security, table by table (decision 002): for every franchisee-owned table, a query as another franchisee
 * returns none of the owner's rows. The list comes from the database catalogue, not from a hand-kept list, so a new
 * table is checked the day it is added:
 * - owned directly: a column that names the owning franchisee or their location (OWNERSHIP_COLUMNS), or a curated
 *   column (EXTRA_OWNERSHIP) where the name says nothing;
 * - owned through a parent: a foreign key to an owned table (order lines and history through the order, ticket
 *   messages through the ticket…), followed until nothing new is found.
 * "Another franchisee" is a throwaway franchisee account with an open location of a brand that has locations (so
 * brand-scoped policies apply to it), created as the owner in a transaction that is rolled back; it is a real user row
 * because policies may join the caller's profile or locations. It owns none of the rows it is shown.
 */

/** Columns whose value is the franchisee (or their location) a row belongs to. */
const OWNERSHIP_COLUMNS = ['location_id', 'owner_id', 'user_id', 'recipient_id'] as const;

/** Owned tables whose owning column has another name. */
const EXTRA_OWNERSHIP: Record<string, { column: string; reason: string }> = {
  user_profiles: { column: 'id', reason: 'a profile is its user’s personal data (decision 002)' },
  audit_log: { column: 'actor_id', reason: 'an entry names the user who acted; each reads only their own (decision 002)' },
};

/**
 * Tables with an ownership-looking column that other franchisees may see by design, with the reason. None today: every
 * such table is personal or per location (decision 002). A table added here is left out of the per-table checks.
 */
const SHARED_BY_DESIGN: Record<string, string> = {};

/**
 * Tables without row-level security that app_user may still read: reference data every signed-in role reads, written
 * only with the owner's rights. Anything else without RLS must be owner-only (app_user holds no privilege on it, as
 * app-user-grants.test.ts lists).
 */
export const PUBLIC_REFERENCE: Record<string, string> = {
  warehouse_stock:
    'the warehouse’s stock levels every franchisee reads to order; app_user may only read it and only the stock ledger (owner) writes it',
};

interface TableInfo {
  table: string;
  rls: boolean;
  policies: number;
  /** app_user's privileges on the table or any of its columns, e.g. "SELECT,INSERT" ('' = none). */
  privileges: string;
}

interface OwnedTable extends TableInfo {
  /** Owned-row conditions: ownership columns (with their kind) or foreign keys to owned parents. */
  owners: { column: string; via: string }[];
}

async function catalogue(db: Db | Tx): Promise<TableInfo[]> {
  return rowsOf<TableInfo>(
    await db.execute(sql`
      select c.relname as "table", c.relrowsecurity as rls,
             (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies,
             coalesce((select string_agg(distinct priv, ',' order by priv) from (
                 select a.privilege_type as priv from aclexplode(c.relacl) a where a.grantee = 'app_user'::regrole
                 union all
                 select a.privilege_type from pg_attribute att, aclexplode(att.attacl) a
                  where att.attrelid = c.oid and a.grantee = 'app_user'::regrole) x), '') as privileges
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname`),
  );
}

/** Franchisee-owned tables from the catalogue: ownership columns, curated ones, then foreign keys to owned tables. */
export async function ownedTables(db: Db | Tx): Promise<OwnedTable[]> {
  const tables = await catalogue(db);
  const columns = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column"
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        and a.attname in (${sql.join(
          OWNERSHIP_COLUMNS.map((col) => sql`${col}`),
          sql`, `,
        )})`),
  );
  const foreignKeys = rowsOf<{ table: string; column: string; parent: string }>(
    await db.execute(sql`
      select c.relname as "table", a.attname as "column", p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
      join pg_class p on p.oid = k.confrelid
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      where k.contype = 'f' and n.nspname = 'public' and array_length(k.conkey, 1) = 1`),
  );
  const owners = new Map<string, { column: string; via: string }[]>();
  const add = (table: string, column: string, via: string) => {
    const list = owners.get(table) ?? [];
    if (!list.some((o) => o.column === column)) list.push({ column, via });
    owners.set(table, list);
  };
  for (const { table, column } of columns) add(table, column, column);
  for (const [table, { column, reason }] of Object.entries(EXTRA_OWNERSHIP)) add(table, column, `${column}: ${reason}`);
  // Children of owned tables, until no new table turns up (attachments → messages → tickets).
  for (let grew = true; grew;) {
    grew = false;
    for (const fk of foreignKeys) {
      // A reference to a profile or an audit entry names an actor, not an owner: those parents pass nothing on.
      if (!owners.has(fk.parent) || fk.parent === fk.table || fk.parent in EXTRA_OWNERSHIP) continue;
      if (!owners.has(fk.table)) {
        add(fk.table, fk.column, `${fk.column} → ${fk.parent}`);
        grew = true;
      }
    }
  }
  return tables.filter((t) => owners.has(t.table) && !(t.table in SHARED_BY_DESIGN)).map((t) => ({ ...t, owners: owners.get(t.table)! }));
}

/** Rows that belong to some franchisee, not counting the throwaway's own (its profile and location). */
function ownedRows(t: OwnedTable, self: string[]): SQL {
  const selfList = sql.join(
    self.map((id) => sql`${id}`),
    sql`, `,
  );
  const conditions = t.owners.map((o) => {
    const col = sql.identifier(o.column);
    // A foreign key names a parent row; the row is owned when it has one (warehouse rows have no location).
    return sql`(${col} is not null and ${col}::text not in (${selfList}))`;
  });
  return sql`select count(*)::int as n from ${sql.identifier(t.table)} where ${sql.join(conditions, sql` or `)}`;
}

const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

function tableCheck(t: OwnedTable): SuiteCheck {
  return {
    name: `${t.table}: another franchisee sees none of the owner's rows`,
    access: 'operator',
    run: async (p) => {
      const outcome = await rolledBack(p.ctx.db, async (tx) => {
        const brandId = await someBrandId(tx);
        const other = brandId ? await createThrowawayFranchisee(tx, brandId) : null;
        const self = other ? [other.userId, other.locationId] : ['00000000-0000-0000-0000-000000000000'];
        const query = ownedRows(t, self);
        const [{ n: ownerSees }] = rowsOf<{ n: number }>(await tx.execute(query));
        const actor = { userId: other?.userId ?? self[0], role: 'franchisee' as const };
        const attempt = await asAppUser(tx, actor, async (as) => rowsOf<{ n: number }>(await as.execute(query))[0].n);
        return { ownerSees: Number(ownerSees), attempt, realUser: Boolean(other) };
      });
      const owned = t.owners.map((o) => o.via).join(', ');
      const request = `select count(*) from ${t.table} (rows owned through ${owned}) as the owner, then as another franchisee (app_user${outcome.realUser ? ', a throwaway account with its own location' : ''}; rolled back)`;
      const { ownerSees, attempt } = outcome;
      if ('refused' in attempt) {
        return verdict(
          attempt.refused === '42501',
          `Owner sees ${rows(ownerSees)}; another franchisee may not read this table at all (42501).`,
          `The query as another franchisee failed with ${attempt.refused} instead of being filtered or refused.`,
          { request, response: `owner ${ownerSees}; another franchisee: refused (${attempt.refused})` },
        );
      }
      const evidence = {
        request,
        response: `owner ${ownerSees}; another franchisee ${attempt.rows}; rls ${t.rls ? 'on' : 'off'}, ${t.policies} policies`,
      };
      if (attempt.rows > 0)
        return fail(
          `Another franchisee sees ${attempt.rows} of the owner's ${ownerSees} rows: row-level security leaks this table.`,
          evidence,
        );
      if (ownerSees > 0) return pass(`Owner sees ${rows(ownerSees)}, another franchisee sees 0.`, evidence);
      return verdict(
        t.rls && t.policies > 0,
        `No rows to leak; row-level security is on with ${t.policies} ${t.policies === 1 ? 'policy' : 'policies'}.`,
        `No rows to leak, but app_user may read this table and it has ${t.rls ? 'no policy' : 'row-level security off'}: the first row would be open.`,
        evidence,
      );
    },
  };
}

const rlsEverywhere: SuiteCheck = {
  name: 'Row-level security is on for every table app_user can reach',
  access: 'operator',
  run: async (p) => {
    const tables = await catalogue(p.ctx.db);
    const problems: string[] = [];
    let ownerOnly = 0;
    for (const t of tables) {
      if (t.rls) continue;
      if (!t.privileges) {
        ownerOnly += 1;
        continue;
      }
      if (t.table in PUBLIC_REFERENCE && t.privileges === 'SELECT') continue;
      problems.push(`${t.table} (app_user: ${t.privileges})`);
    }
    const withRls = tables.filter((t) => t.rls).length;
    const reference = Object.keys(PUBLIC_REFERENCE).filter((name) => tables.some((t) => t.table === name && !t.rls));
    return verdict(
      problems.length === 0,
      `${withRls} of ${tables.length} tables have row-level security; ${ownerOnly} without it are owner-only (app_user holds no privilege) and ${reference.length} read-only reference (${reference.join(', ')}).`,
      `Tables app_user can reach without row-level security: ${problems.join(', ')}.`,
      {
        request: 'pg_class.relrowsecurity and app_user’s table and column privileges for every table in schema public',
        response: `${tables.length} tables; without RLS: ${tables
          .filter((t) => !t.rls)
          .map((t) => `${t.table}${t.privileges ? ` (${t.privileges})` : ''}`)
          .join(', ')}`.slice(0, 2000),
      },
    );
  },
};

/** One check for the whole schema, then one per franchisee-owned table (listed on the page). */
export const rlsSecuritySuite: SuiteDefinition = async (p) => [rlsEverywhere, ...(await ownedTables(p.ctx.db)).map(tableCheck)];
