/**
 * Supplier performance: the one implementation behind the stored scores (suppliers.rating / on_time_rate /
 * fill_rate, refreshed with every receipt and cancellation) and the /api/suppliers/…performance endpoints.
 *
 * Definitions, over a supplier's non-draft purchase orders (the performance endpoints filter them on submitted_at
 * by Manila date; the stored scores take all time):
 * - onTimeRate = fully received POs whose received_at (Manila date) ≤ expected_date ÷ fully received POs; null when
 *   none. A PO without an expected date counts as on time (submitting always sets one).
 * - averageLeadTimeDays = average whole Manila calendar days from submitted_at to received_at over fully received POs
 *   (1 decimal); promisedLeadTimeDays = average (expected_date − Manila date of submitted_at) over the same POs, so
 *   the two compare like with like.
 * - fillRate = Σ received ÷ Σ ordered units over POs that are received, partially received, or still open
 *   (submitted/acknowledged) and past their expected date (Manila today); cancelled POs never count; null when none.
 * - spendCentavos = Σ purchase_order_receipts.amount_centavos received in the period (by receipt date, Manila).
 * - rating (0–5, 1 decimal) = 5 × (0.5 × onTime + 0.3 × fill + 0.2 × leadScore), with
 *   leadScore = min(1, promised ÷ max(actual, 0.5)), or 1 when either lead time is null. The rating is null when
 *   there is no fully received PO and fillRate is null; when only one of onTime/fill is known, the weights of the
 *   known parts are scaled up to 1 (e.g. fill only: 5 × (0.3 × fill + 0.2 × leadScore) ÷ 0.5).
 * Rates are rounded to 4 decimals (the stored columns' scale); the rating is computed from the unrounded rates.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { asOwner, type Tx } from '../../lib/rls';

type Conn = Tx | Db;

export interface PerformanceFigures {
  purchaseOrders: number;
  received: number;
  onTimeRate: number | null;
  averageLeadTimeDays: number | null;
  promisedLeadTimeDays: number | null;
  fillRate: number | null;
  spendCentavos: number;
  rating: number | null;
}

export interface PerformanceFilter {
  /** Only these suppliers (all when omitted). */
  supplierIds?: readonly string[];
  /** Instants bounding submitted_at (POs) and received_at (receipts): manilaDateRange(from/to). */
  gte?: Date;
  lt?: Date;
  /** One row over all matching suppliers (key null) instead of one per supplier. */
  network?: boolean;
}

interface RawRow {
  supplier_id: string | null;
  purchase_orders: number | string | null;
  received: number | string | null;
  on_time: number | string | null;
  lead_days: number | string | null;
  promised_days: number | string | null;
  fill_ordered: number | string | null;
  fill_received: number | string | null;
}

const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));
const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;
/**
 * part ÷ whole rounded as PostgreSQL's numeric round does: scaling the whole numbers before dividing keeps an exact half
 * (581 ÷ 800 = 0.72625) a half, where `round(part / whole, 4)` can land a hair below it (0.7262 against SQL's 0.7263).
 */
const ratio = (part: number, whole: number, places: number) => Math.round((part * 10 ** places) / whole) / 10 ** places;

export const EMPTY_FIGURES: PerformanceFigures = {
  purchaseOrders: 0,
  received: 0,
  onTimeRate: null,
  averageLeadTimeDays: null,
  promisedLeadTimeDays: null,
  fillRate: null,
  spendCentavos: 0,
  rating: null,
};

/** The rating of the definitions above, from unrounded parts. */
export function ratingOf(onTime: number | null, fill: number | null, leadDays: number | null, promisedDays: number | null): number | null {
  if (onTime === null && fill === null) return null;
  const leadScore = leadDays === null || promisedDays === null ? 1 : Math.min(1, promisedDays / Math.max(leadDays, 0.5));
  const parts: [number, number | null][] = [
    [0.5, onTime],
    [0.3, fill],
    [0.2, leadScore],
  ];
  let weighted = 0;
  let weights = 0;
  for (const [w, v] of parts) {
    if (v === null) continue;
    weighted += w * v;
    weights += w;
  }
  return round((5 * weighted) / weights, 1);
}

function figuresOf(row: RawRow | undefined, spend: number): PerformanceFigures {
  if (!row) return { ...EMPTY_FIGURES, spendCentavos: spend };
  const received = num(row.received) ?? 0;
  const onTime = received > 0 ? (num(row.on_time) ?? 0) / received : null;
  const fillOrdered = num(row.fill_ordered) ?? 0;
  const fill = fillOrdered > 0 ? (num(row.fill_received) ?? 0) / fillOrdered : null;
  const lead = num(row.lead_days);
  const promised = num(row.promised_days);
  return {
    purchaseOrders: num(row.purchase_orders) ?? 0,
    received,
    onTimeRate: onTime === null ? null : ratio(num(row.on_time) ?? 0, received, 4),
    averageLeadTimeDays: lead === null ? null : round(lead, 1),
    promisedLeadTimeDays: promised === null ? null : round(promised, 1),
    fillRate: fill === null ? null : ratio(num(row.fill_received) ?? 0, fillOrdered, 4),
    spendCentavos: spend,
    rating: ratingOf(onTime, fill, lead, promised),
  };
}

const manilaDate = (col: SQL) => sql`((${col}) at time zone 'Asia/Manila')::date`;

/**
 * The figures per supplier (a Map keyed by supplier id; suppliers without any PO or receipt in the period are
 * absent), or one entry keyed '' over everything when `network` is set.
 */
export async function performanceFigures(conn: Conn, f: PerformanceFilter = {}): Promise<Map<string, PerformanceFigures>> {
  if (f.supplierIds && f.supplierIds.length === 0) return new Map();
  const key = f.network ? sql`null::uuid` : sql`po.supplier_id`;
  const supplierIn = f.supplierIds
    ? sql`and po.supplier_id in (${sql.join(
        f.supplierIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const submittedIn = sql`${f.gte ? sql`and po.submitted_at >= ${f.gte.toISOString()}::timestamptz` : sql``} ${
    f.lt ? sql`and po.submitted_at < ${f.lt.toISOString()}::timestamptz` : sql``
  }`;
  const receivedIn = sql`${f.gte ? sql`and r.received_at >= ${f.gte.toISOString()}::timestamptz` : sql``} ${
    f.lt ? sql`and r.received_at < ${f.lt.toISOString()}::timestamptz` : sql``
  }`;
  const today = manilaDate(sql`now()`);
  const isReceived = sql`po.status = 'received'`;
  const counts = sql`(po.status in ('received', 'partially_received') or (po.status in ('submitted', 'acknowledged') and po.expected_date < ${today}))`;

  // A few suppliers: sum each of their POs' lines through the line index. The whole network: one grouped pass over
  // the lines (a per-PO lookup 10,000 times cost 3× as much at 50,000 lines).
  const lineTotals = f.supplierIds
    ? sql`join lateral (select coalesce(sum(quantity_ordered), 0) as ordered, coalesce(sum(quantity_received), 0) as received
                          from purchase_order_lines where purchase_order_id = po.id) l on true`
    : sql`left join (select purchase_order_id, sum(quantity_ordered) as ordered, sum(quantity_received) as received
                       from purchase_order_lines group by purchase_order_id) l on l.purchase_order_id = po.id`;
  const rows = rowsOf<RawRow>(
    await conn.execute(sql`
      select ${key} as supplier_id,
             count(*) as purchase_orders,
             count(*) filter (where ${isReceived}) as received,
             count(*) filter (where ${isReceived} and (po.expected_date is null or ${manilaDate(sql`po.received_at`)} <= po.expected_date)) as on_time,
             avg(${manilaDate(sql`po.received_at`)} - ${manilaDate(sql`po.submitted_at`)}) filter (where ${isReceived}) as lead_days,
             avg(po.expected_date - ${manilaDate(sql`po.submitted_at`)}) filter (where ${isReceived} and po.expected_date is not null) as promised_days,
             sum(l.ordered) filter (where ${counts}) as fill_ordered,
             sum(l.received) filter (where ${counts}) as fill_received
        from purchase_orders po
        ${lineTotals}
       where po.status <> 'draft' and po.submitted_at is not null ${supplierIn} ${submittedIn}
       group by 1`),
  );
  const spendRows = rowsOf<{ supplier_id: string | null; spend: number | string | null }>(
    await conn.execute(sql`
      select ${key} as supplier_id, coalesce(sum(r.amount_centavos), 0) as spend
        from purchase_order_receipts r
        join purchase_orders po on po.id = r.purchase_order_id
       where true ${supplierIn} ${receivedIn}
       group by 1`),
  );
  const byKey = new Map(rows.map((r) => [r.supplier_id ?? '', r]));
  const spendByKey = new Map(spendRows.map((r) => [r.supplier_id ?? '', num(r.spend) ?? 0]));
  const out = new Map<string, PerformanceFigures>();
  for (const k of new Set([...byKey.keys(), ...spendByKey.keys()])) out.set(k, figuresOf(byKey.get(k), spendByKey.get(k) ?? 0));
  if (f.network && !out.has('')) out.set('', { ...EMPTY_FIGURES });
  return out;
}

/** One supplier's all-time figures. */
export async function supplierFigures(conn: Conn, supplierId: string): Promise<PerformanceFigures> {
  return (await performanceFigures(conn, { supplierIds: [supplierId] })).get(supplierId) ?? { ...EMPTY_FIGURES };
}

/**
 * Writes the supplier's stored scores from its all-time figures. The columns are the owner's to write (migration
 * 0018): inside a user's RLS transaction this switches to the owner for the update; a caller already running as
 * the owner (the seed) is left as it is.
 */
export async function refreshSupplierScores(tx: Conn, supplierId: string): Promise<PerformanceFigures> {
  const figures = await supplierFigures(tx, supplierId);
  const update = () =>
    tx.execute(sql`update suppliers
                      set rating = ${figures.rating}, on_time_rate = ${figures.onTimeRate}, fill_rate = ${figures.fillRate}
                    where id = ${supplierId}`);
  const [{ role }] = rowsOf<{ role: string }>(await tx.execute(sql`select current_user as role`));
  if (role === 'app_user') await asOwner(tx as Tx, update);
  else await update();
  return figures;
}
