import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Tx } from './rls';

/**
 * A list's per-status counts (a `group by status` over the list's other filters) as a record with every status (0 when
 * none), and the list's total: the chosen status's count, or all of them. Saves the list a separate count query.
 */
export function statusCounts<S extends string>(
  statuses: readonly S[],
  rows: readonly { status: S; n: number | string }[],
  chosen?: S,
): { counts: Record<S, number>; total: number } {
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const r of rows) counts[r.status] = Number(r.n);
  const total = chosen ? counts[chosen] : Object.values<number>(counts).reduce((a, b) => a + b, 0);
  return { counts, total };
}

/**
 * The `group by status` query of a one-table list and its counts (see statusCounts): `where` holds the list's
 * filters other than the status, so each status tab shows what choosing it would list.
 */
export async function countStatuses<S extends string>(
  exec: Db | Tx,
  list: { table: PgTable; status: PgColumn; statuses: readonly S[] },
  where: SQL | undefined,
  chosen?: S,
): Promise<{ counts: Record<S, number>; total: number }> {
  const rows = await exec.select({ status: list.status, n: count() }).from(list.table).where(where).groupBy(list.status);
  return statusCounts(list.statuses, rows as { status: S; n: number }[], chosen);
}

/**
 * One page of a one-table list with status tabs, and its counts (see countStatuses): `where` holds the list's filters
 * other than the status; the chosen status narrows the page and the total, never the counts. `page` reads the rows
 * under the filters it is given.
 */
export async function statusTabbedPage<S extends string, R>(
  exec: Db | Tx,
  list: { table: PgTable; status: PgColumn; statuses: readonly S[] },
  where: SQL | undefined,
  chosen: S | undefined,
  page: (where: SQL | undefined) => Promise<R[]>,
): Promise<{ items: R[]; counts: Record<S, number>; total: number }> {
  const items = await page(chosen ? and(where, eq(list.status, chosen)) : where);
  return { items, ...(await countStatuses(exec, list, where, chosen)) };
}
