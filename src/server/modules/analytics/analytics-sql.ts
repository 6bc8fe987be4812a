import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { Tx } from '../../lib/rls';
import { addCalendarDays, manilaDayEnd, manilaDayStart, manilaMonth } from '../../../shared/time';

/** A connection analytics reads through: the pool (head office) or a franchisee's RLS transaction. */
export type Conn = Db | Tx;

export async function rows<T>(conn: Conn, query: SQL): Promise<T[]> {
  return rowsOf<T>(await conn.execute(query));
}

/** bigint/numeric sums arrive as strings (pg) or bigints (PGlite); null sums are zero. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/**
 * Which locations a query covers, as a condition on the alias `l` (locations). Head office: the network, optionally
 * one brand or location. A franchisee: their own locations (row-level security filters too; this keeps the intent
 * visible and the plans narrow).
 */
export type Scope =
  { kind: 'network'; brandId?: string; locationId?: string } | { kind: 'own'; userId: string; locationId?: string } | { kind: 'all' };

export function scopeWhere(scope: Scope): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.kind === 'own') parts.push(sql`l.owner_id = ${scope.userId}`);
  if (scope.kind === 'network' && scope.brandId) parts.push(sql`l.brand_id = ${scope.brandId}`);
  if (scope.kind !== 'all' && scope.locationId) parts.push(sql`l.id = ${scope.locationId}`);
  return sql.join(parts, sql` and `);
}

/**
 * A period cut into whole Manila months (read from the sales_monthly rollup) and the partial months at either end
 * (read from daily_sales through daily_sales_date_idx). 2026-01-15 … 2026-04-10 is Feb–Mar whole, plus Jan 15–31
 * and Apr 1–10 by day.
 */
export function splitPeriod(from: string, to: string): { months: [string, string] | null; days: [string, string][] } {
  const days: [string, string][] = [];
  let firstWhole: string | null = null;
  let lastWhole: string | null = null;
  let cursor = from;
  while (cursor <= to) {
    const m = manilaMonth(cursor.slice(0, 7));
    const end = m.lastDay < to ? m.lastDay : to;
    if (cursor === m.firstDay && end === m.lastDay) {
      firstWhole ??= m.firstDay;
      lastWhole = m.firstDay;
    } else {
      days.push([cursor, end]);
    }
    cursor = addCalendarDays(m.lastDay, 1);
  }
  return { months: firstWhole && lastWhole ? [firstWhole, lastWhole] : null, days };
}

/**
 * Reported (non-draft) sales of a period as rows (location_id, day, net, gross, tx, days): whole months come from the
 * rollup (day = the month's first day, days = reported days), the rest from daily_sales one row per day. Sum it,
 * group it by location or by date_trunc('month', day); never group it by day (use dailySales for that).
 */
export function salesSource(from: string, to: string): SQL {
  const { months, days } = splitPeriod(from, to);
  const parts: SQL[] = [];
  if (months) {
    parts.push(sql`select m.location_id, m.month as day, m.reported_net_centavos::bigint as net, m.reported_gross_centavos::bigint as gross,
      m.reported_transactions::bigint as tx, m.reported_days::bigint as days
      from sales_monthly m where m.month between ${months[0]}::date and ${months[1]}::date`);
  }
  if (days.length) {
    const ranges = sql.join(
      days.map(([a, b]) => sql`d.sales_date between ${a}::date and ${b}::date`),
      sql` or `,
    );
    parts.push(sql`select d.location_id, d.sales_date as day, d.net_centavos::bigint as net, d.gross_centavos::bigint as gross,
      d.transactions::bigint as tx, 1::bigint as days from daily_sales d where d.status <> 'draft' and (${ranges})`);
  }
  return sql.join(parts, sql` union all `);
}

/** The instants bounding a period of Manila dates, for timestamp columns (orders, movements). */
export function instants(from: string, to: string): { start: string; end: string } {
  return { start: manilaDayStart(from).toISOString(), end: manilaDayEnd(to).toISOString() };
}

/** Percent `a` of `b`, one decimal; null when `b` is zero or missing. */
export function percent(a: number, b: number | null): number | null {
  if (!b) return null;
  return Math.round((a / b) * 1000) / 10;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
