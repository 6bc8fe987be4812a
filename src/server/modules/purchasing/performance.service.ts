import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { suppliers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { containsPattern } from '../../lib/sql-like';
import { manilaDateRange, manilaDayStart, toManilaYmd } from '../../../shared/time';
import { SUPPLIER_MESSAGES } from '../../../shared/suppliers.contracts';
import type { SupplierPerformance, SupplierPerformanceDetail } from '../../../shared/purchasing.contracts';
import { EMPTY_FIGURES, performanceFigures } from './supplier-scores';

export interface PerformanceQueryData {
  from?: string;
  to?: string;
  search?: string;
  limit: number;
  offset: number;
}

type SupplierHead = { id: string; code: string; name: string; status: SupplierPerformance['supplierStatus'] };

/** The last `n` Manila months, oldest first, as YYYY-MM. */
function lastMonths(n: number): string[] {
  const [y, m] = toManilaYmd().split('-').map(Number);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The monthly series of the detail chart: receipts (spend, units) by receipt month, completions by received_at. */
async function monthlySeries(tx: Tx, supplierId: string): Promise<SupplierPerformanceDetail['months']> {
  const months = lastMonths(12);
  const since = manilaDayStart(`${months[0]}-01`).toISOString();
  const month = (col: SQL) => sql`to_char((${col}) at time zone 'Asia/Manila', 'YYYY-MM')`;
  const receipts = rowsOf<{ month: string; spend: string | number; units: string | number }>(
    await tx.execute(sql`
      select ${month(sql`r.received_at`)} as month, sum(r.amount_centavos) as spend, sum(r.quantity) as units
        from purchase_order_receipts r join purchase_orders po on po.id = r.purchase_order_id
       where po.supplier_id = ${supplierId} and r.received_at >= ${since}::timestamptz
       group by 1`),
  );
  const completed = rowsOf<{ month: string; completed: string | number; on_time: string | number }>(
    await tx.execute(sql`
      select ${month(sql`po.received_at`)} as month, count(*) as completed,
             count(*) filter (where po.expected_date is null or (po.received_at at time zone 'Asia/Manila')::date <= po.expected_date) as on_time
        from purchase_orders po
       where po.supplier_id = ${supplierId} and po.status = 'received' and po.received_at >= ${since}::timestamptz
       group by 1`),
  );
  const ordered = rowsOf<{ month: string; units: string | number }>(
    await tx.execute(sql`
      select ${month(sql`po.submitted_at`)} as month, sum(l.quantity_ordered) as units
        from purchase_orders po join purchase_order_lines l on l.purchase_order_id = po.id
       where po.supplier_id = ${supplierId} and po.status not in ('draft', 'cancelled') and po.submitted_at >= ${since}::timestamptz
       group by 1`),
  );
  const r = new Map(receipts.map((x) => [x.month, x]));
  const c = new Map(completed.map((x) => [x.month, x]));
  const o = new Map(ordered.map((x) => [x.month, x]));
  return months.map((m) => ({
    month: m,
    spendCentavos: Number(r.get(m)?.spend ?? 0),
    completed: Number(c.get(m)?.completed ?? 0),
    onTime: Number(c.get(m)?.on_time ?? 0),
    orderedUnits: Number(o.get(m)?.units ?? 0),
    receivedUnits: Number(r.get(m)?.units ?? 0),
  }));
}

/** Supplier performance pages: per supplier and network-wide, from the one implementation in supplier-scores.ts. */
export function createPerformanceService(deps: { db: Db }) {
  const rowOf = (s: SupplierHead, f = EMPTY_FIGURES): SupplierPerformance => ({
    supplierId: s.id,
    supplierCode: s.code,
    supplierName: s.name,
    supplierStatus: s.status,
    ...f,
  });
  const head = { id: suppliers.id, code: suppliers.code, name: suppliers.name, status: suppliers.status };

  return {
    list: (actor: Actor, q: PerformanceQueryData) =>
      withRls(deps.db, actor, async (tx) => {
        const like = q.search ? containsPattern(q.search) : null;
        const cond = like ? or(ilike(suppliers.name, like), ilike(suppliers.code, like)) : undefined;
        const [{ total }] = await tx.select({ total: count() }).from(suppliers).where(cond);
        const page = await tx
          .select(head)
          .from(suppliers)
          .where(cond)
          .orderBy(asc(suppliers.name), asc(suppliers.id))
          .limit(q.limit)
          .offset(q.offset);
        const range = manilaDateRange(q);
        const figures = await performanceFigures(tx, { supplierIds: page.map((s) => s.id), ...range });
        const network = (await performanceFigures(tx, { network: true, ...range })).get('') ?? EMPTY_FIGURES;
        return { items: page.map((s) => rowOf(s, figures.get(s.id))), total: Number(total), network };
      }),

    detail: (actor: Actor, supplierId: string, q: { from?: string; to?: string } = {}) =>
      withRls(deps.db, actor, async (tx): Promise<SupplierPerformanceDetail> => {
        const [s] = await tx
          .select(head)
          .from(suppliers)
          .where(and(eq(suppliers.id, supplierId)));
        if (!s) throw AppError.notFound(SUPPLIER_MESSAGES.notFound);
        const figures = await performanceFigures(tx, { supplierIds: [supplierId], ...manilaDateRange(q) });
        return { summary: rowOf(s, figures.get(supplierId)), months: await monthlySeries(tx, supplierId) };
      }),
  };
}
export type PerformanceService = ReturnType<typeof createPerformanceService>;
