import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type Db } from '../../db/client';
import { dailySales, dailySalesHistory, locations, posIdempotency } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertSameRequest, checkIdempotencyKey, requestFingerprint } from '../../lib/idempotency';
import type { Tx } from '../../lib/rls';
import { salesChanged } from '../../lib/royalty-ledger';
import { OPENING_MESSAGES } from '../../../shared/openings.contracts';
import { addCalendarDays, manilaToday, toManilaYmd } from '../../../shared/time';
import {
  POS_MESSAGES,
  ZPosDay,
  ZPosReceipt,
  dayFigures,
  type PosDailySalesResult,
  type PosDayOutcome,
  type PosFeedStatus,
  type PosReceipt,
  type PosReceiptsResult,
} from '../../../shared/pos.contracts';
import { netOf } from '../../../shared/sales.contracts';
import type { KeyCaller } from './pos-keys.service';

type ItemError = { field: string; message: string };
type DayRow = typeof dailySales.$inferSelect;

/** The figure columns of daily_sales, as the feed fills them. */
interface DayColumns {
  grossCentavos: number;
  discountsCentavos: number;
  refundsCentavos: number;
  netCentavos: number;
  transactions: number;
  cashCentavos: number;
  cardCentavos: number;
  digitalCentavos: number;
}
const FIGURE_KEYS: (keyof DayColumns)[] = [
  'grossCentavos',
  'discountsCentavos',
  'refundsCentavos',
  'netCentavos',
  'transactions',
  'cashCentavos',
  'cardCentavos',
  'digitalCentavos',
];
const sameFigures = (row: DayRow, cols: DayColumns) => FIGURE_KEYS.every((k) => row[k] === cols[k]);
/** The figures a history row keeps (the same shape the sales module's corrections keep). */
const figuresOf = (r: DayRow) => ({
  status: r.status,
  ...Object.fromEntries(FIGURE_KEYS.map((k) => [k, r[k]])),
  notes: r.notes,
});

/** A zod failure as the spreadsheet preview words it: one entry per field. */
export function itemErrors(error: z.ZodError): ItemError[] {
  return error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'item', message: i.message }));
}

/** Where the key's location stands: its opening date, and whether it is still opening (decision 021: no sales yet). */
export interface FeedLocation {
  openedOn: string | null;
  stillOpening: boolean;
}

/**
 * The feed's days marked like the spreadsheet preview: schema errors, a store still opening (the manual entry's
 * message), days before opening, days twice in a request.
 */
export function checkDays(items: readonly unknown[], loc: FeedLocation, today = manilaToday()) {
  const { openedOn, stillOpening } = loc;
  const seen = new Set<string>();
  return items.map((item, index) => {
    const parsed = ZPosDay.safeParse(item);
    if (!parsed.success) return { index, salesDate: dateOf(item), errors: itemErrors(parsed.error) };
    const day = parsed.data;
    const errors: ItemError[] = [];
    if (stillOpening) errors.push({ field: 'salesDate', message: OPENING_MESSAGES.openingNoSales });
    else if (day.salesDate > today) errors.push({ field: 'salesDate', message: POS_MESSAGES.future });
    else if (openedOn && day.salesDate < openedOn) errors.push({ field: 'salesDate', message: POS_MESSAGES.beforeOpening });
    else if (seen.has(day.salesDate)) errors.push({ field: 'salesDate', message: POS_MESSAGES.duplicateInRequest });
    seen.add(day.salesDate);
    return { index, salesDate: day.salesDate, errors, day: errors.length ? undefined : day };
  });
}
const dateOf = (item: unknown) =>
  typeof item === 'object' && item !== null && typeof (item as { salesDate?: unknown }).salesDate === 'string'
    ? ((item as { salesDate: string }).salesDate.slice(0, 10) as string)
    : null;

/**
 * Receipts checked one by one: schema, a store still opening, the Manila day they fall on (not future, not before
 * opening), ids twice in a request.
 */
export function checkReceipts(items: readonly unknown[], loc: FeedLocation, today = manilaToday()) {
  const { openedOn, stillOpening } = loc;
  const seen = new Set<string>();
  return items.map((item, index) => {
    const parsed = ZPosReceipt.safeParse(item);
    const rawId = typeof item === 'object' && item !== null ? (item as { receiptId?: unknown }).receiptId : undefined;
    if (!parsed.success) return { index, receiptId: typeof rawId === 'string' ? rawId : null, errors: itemErrors(parsed.error) };
    const r = parsed.data;
    const salesDate = toManilaYmd(r.occurredAt);
    const errors: ItemError[] = [];
    if (stillOpening) errors.push({ field: 'occurredAt', message: OPENING_MESSAGES.openingNoSales });
    else if (salesDate > today) errors.push({ field: 'occurredAt', message: POS_MESSAGES.future });
    else if (openedOn && salesDate < openedOn) errors.push({ field: 'occurredAt', message: POS_MESSAGES.beforeOpening });
    else if (seen.has(r.receiptId)) errors.push({ field: 'receiptId', message: POS_MESSAGES.duplicateInRequest });
    seen.add(r.receiptId);
    return { index, receiptId: r.receiptId, errors, receipt: errors.length ? undefined : { ...r, salesDate } };
  });
}

/**
 * The POS feed: a location's days and receipts, sent with its key. Writes run as the owner role (the caller is a
 * key, not a user), always for the key's own location. A day already approved is never overwritten: different
 * figures make it a correction awaiting review, with the approved figures in its history (decision 008's flow).
 */
export function createPosFeedService(deps: { db: Db }) {
  const { db } = deps;

  async function feedLocation(locationId: string): Promise<FeedLocation> {
    const [loc] = await db
      .select({ openedOn: locations.openedOn, status: locations.status })
      .from(locations)
      .where(eq(locations.id, locationId));
    if (!loc) throw AppError.notFound();
    return { openedOn: loc.openedOn, stillOpening: loc.status === 'opening' };
  }

  /**
   * Serialises the feed's writes to these days of the location (transaction-scoped advisory locks, in date order so
   * two calls cannot wait on each other). Two tills sending at once would otherwise both insert the day's first row
   * (a unique violation), or each sum the receipts without the other's and the later write lose the earlier's.
   */
  async function lockDays(tx: Tx, locationId: string, salesDates: readonly string[]): Promise<void> {
    for (const d of [...new Set(salesDates)].sort())
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pos-day:${locationId}:${d}`}))`);
  }

  /** Stores one day's figures for the key's location; what happened to it. */
  async function applyDay(
    tx: Tx,
    locationId: string,
    salesDate: string,
    cols: DayColumns,
    items: unknown,
  ): Promise<{ outcome: PosDayOutcome; salesId: string }> {
    const now = new Date();
    await lockDays(tx, locationId, [salesDate]);
    const [row] = await tx
      .select()
      .from(dailySales)
      .where(and(eq(dailySales.locationId, locationId), eq(dailySales.salesDate, salesDate)))
      .for('update');
    const posItems = items === undefined ? {} : { posItems: items };
    if (!row) {
      const [created] = await tx
        .insert(dailySales)
        .values({ locationId, salesDate, ...cols, status: 'submitted', source: 'pos', submittedAt: now, posReceivedAt: now, ...posItems })
        .returning();
      await tx.insert(dailySalesHistory).values({
        salesId: created.id,
        locationId,
        fromStatus: null,
        toStatus: 'submitted',
        note: 'Received from the POS feed',
      });
      return { outcome: 'created', salesId: created.id };
    }
    if (sameFigures(row, cols)) {
      await tx
        .update(dailySales)
        .set({ posReceivedAt: now, ...posItems })
        .where(eq(dailySales.id, row.id));
      return { outcome: 'unchanged', salesId: row.id };
    }
    // Past a first submission the day goes (back) to head office's queue as a correction, like a franchisee's.
    const reviewed = row.status === 'approved' || row.status === 'rejected' || row.status === 'corrected';
    const to = reviewed ? 'corrected' : 'submitted';
    await tx
      .update(dailySales)
      .set({ ...cols, status: to, source: 'pos', submittedAt: now, posReceivedAt: now, updatedAt: now, ...posItems })
      .where(eq(dailySales.id, row.id));
    await tx.insert(dailySalesHistory).values({
      salesId: row.id,
      locationId,
      fromStatus: row.status,
      toStatus: to,
      previous: figuresOf(row),
      note:
        row.status === 'approved'
          ? 'The POS feed sent different figures for this approved day; they await review.'
          : 'Figures replaced by the POS feed',
    });
    // An approved day left the approved figures: an open statement of its month follows, and a reviewed one goes back
    // to calculated (decision 016), as when the franchisee corrects it. The feed runs as the owner already.
    if (row.status === 'approved') await salesChanged(tx, { locationId, salesIds: [row.id], actorId: null, settled: false });
    return { outcome: row.status === 'approved' ? 'correction' : 'updated', salesId: row.id };
  }

  /**
   * Runs a feed write once per Idempotency-Key: the same key and body again answers the stored result; the same key
   * with another body is refused (422), as checkout and payments do.
   */
  async function once<T>(caller: KeyCaller, idemKey: string | undefined, route: string, body: unknown, work: (tx: Tx) => Promise<T>) {
    checkIdempotencyKey(idemKey);
    if (!idemKey) return db.transaction(work);
    const fingerprint = requestFingerprint({ route, body });
    const [stored] = await db
      .select()
      .from(posIdempotency)
      .where(and(eq(posIdempotency.keyId, caller.keyId), eq(posIdempotency.idempotencyKey, idemKey)));
    if (stored) {
      assertSameRequest(stored.fingerprint, fingerprint);
      return stored.response as T;
    }
    return db.transaction(async (tx) => {
      const result = await work(tx);
      await tx
        .insert(posIdempotency)
        .values({ keyId: caller.keyId, idempotencyKey: idemKey, fingerprint, status: 200, response: result as object })
        .onConflictDoNothing();
      return result;
    });
  }

  return {
    async dailySales(caller: KeyCaller, body: { days: unknown[] }, idemKey?: string): Promise<PosDailySalesResult> {
      const loc = await feedLocation(caller.locationId);
      return once(caller, idemKey, 'daily-sales', body, async (tx) => {
        const checked = checkDays(body.days, loc);
        const results: PosDailySalesResult['results'] = [];
        for (const c of checked) {
          if (!c.day) {
            results.push({ index: c.index, salesDate: c.salesDate, ok: false, outcome: null, salesId: null, errors: c.errors });
            continue;
          }
          const f = dayFigures(c.day);
          const cols = { ...f, netCentavos: netOf(f), transactions: c.day.transactions };
          const { outcome, salesId } = await applyDay(tx, caller.locationId, c.day.salesDate, cols, c.day.items);
          results.push({ index: c.index, salesDate: c.day.salesDate, ok: true, outcome, salesId, errors: [] });
        }
        const accepted = results.filter((r) => r.ok).length;
        return { accepted, rejected: results.length - accepted, results };
      });
    },

    async receipts(caller: KeyCaller, body: { receipts: unknown[] }, idemKey?: string): Promise<PosReceiptsResult> {
      const loc = await feedLocation(caller.locationId);
      return once(caller, idemKey, 'receipts', body, async (tx) => {
        const checked = checkReceipts(body.receipts, loc);
        const valid = checked.flatMap((c) => (c.receipt ? [c.receipt] : []));
        const stored = new Set<string>();
        if (valid.length) {
          const json = JSON.stringify(valid.map((r: PosReceipt & { salesDate: string }) => ({ ...r, ...r.tender })));
          const inserted = rowsOf<{ id: string }>(
            await tx.execute(sql`
              insert into pos_receipts (location_id, pos_receipt_id, pos_id, sales_date, occurred_at, gross_centavos, discounts_centavos,
                refunds_centavos, net_centavos, cash_centavos, card_centavos, digital_centavos, lines, key_id)
              select ${caller.locationId}::uuid, r."receiptId", r."posId", r."salesDate", r."occurredAt", r."grossCentavos",
                r."discountsCentavos", r."refundsCentavos", r."netCentavos", r."cashCentavos", r."cardCentavos", r."digitalCentavos",
                r.lines, ${caller.keyId}::uuid
              from jsonb_to_recordset(${json}::jsonb) as r("receiptId" text, "posId" text, "salesDate" date, "occurredAt" timestamptz,
                "grossCentavos" int, "discountsCentavos" int, "refundsCentavos" int, "netCentavos" int, "cashCentavos" int,
                "cardCentavos" int, "digitalCentavos" int, lines jsonb)
              on conflict do nothing
              returning pos_receipt_id as id`),
          );
          for (const r of inserted) stored.add(r.id);
        }
        const results: PosReceiptsResult['results'] = checked.map((c) =>
          c.receipt
            ? { index: c.index, receiptId: c.receiptId, ok: true, outcome: stored.has(c.receiptId) ? 'stored' : 'duplicate', errors: [] }
            : { index: c.index, receiptId: c.receiptId, ok: false, outcome: null, errors: c.errors },
        );
        // The days the new receipts fall on, each summed again from every receipt it holds.
        const touched = [...new Set(valid.filter((r) => stored.has(r.receiptId)).map((r) => r.salesDate))].sort();
        const days: PosReceiptsResult['days'] = [];
        if (touched.length) {
          // Summed only once no other call can be adding to these days (READ COMMITTED: the sum then sees their receipts).
          await lockDays(tx, caller.locationId, touched);
          const sums = rowsOf<DayColumns & { salesDate: string }>(
            await tx.execute(sql`
              select sales_date::text as "salesDate", sum(gross_centavos)::int as "grossCentavos", sum(discounts_centavos)::int as "discountsCentavos",
                sum(refunds_centavos)::int as "refundsCentavos", sum(net_centavos)::int as "netCentavos", count(*)::int as transactions,
                sum(cash_centavos)::int as "cashCentavos", sum(card_centavos)::int as "cardCentavos", sum(digital_centavos)::int as "digitalCentavos"
              from pos_receipts
              where location_id = ${caller.locationId}::uuid
                and sales_date in (select d::date from jsonb_array_elements_text(${JSON.stringify(touched)}::jsonb) as d)
              group by sales_date order by sales_date`),
          );
          for (const s of sums) {
            const cols: DayColumns = {
              grossCentavos: Number(s.grossCentavos),
              discountsCentavos: Number(s.discountsCentavos),
              refundsCentavos: Number(s.refundsCentavos),
              netCentavos: Number(s.netCentavos),
              transactions: Number(s.transactions),
              cashCentavos: Number(s.cashCentavos),
              cardCentavos: Number(s.cardCentavos),
              digitalCentavos: Number(s.digitalCentavos),
            };
            const { outcome } = await applyDay(tx, caller.locationId, s.salesDate, cols, undefined);
            days.push({ salesDate: s.salesDate, outcome, netCentavos: cols.netCentavos, transactions: cols.transactions });
          }
        }
        const accepted = results.filter((r) => r.outcome === 'stored').length;
        const duplicates = results.filter((r) => r.outcome === 'duplicate').length;
        return { accepted, duplicates, rejected: results.length - accepted - duplicates, results, days };
      });
    },

    /**
     * Every location that has (or had) a key: last delivery, and over the last 30 days up to yesterday (from the first
     * key on), the days with no report and the days first reported after 08:00 the next morning (when the reminder runs).
     * First reported is the earliest submission in the day's history (or its submitted_at, when earlier or no history is
     * kept): a correction moves submitted_at, and a day reported on time and corrected later is not late.
     */
    async feedStatus(today = manilaToday()): Promise<PosFeedStatus> {
      const from = addCalendarDays(today, -30);
      const yesterday = addCalendarDays(today, -1);
      const rows = rowsOf<{
        location_id: string;
        location_name: string;
        location_code: string;
        active_keys: number;
        last_received: string | Date | null;
        days_missing: number;
        days_late: number;
        feed_days: number;
      }>(
        await db.execute(sql`
          with fed as (
            select l.id, l.name, l.code,
              greatest(${from}::date, (min(k.created_at) at time zone 'Asia/Manila')::date, coalesce(l.opened_on, ${from}::date)) as since,
              count(*) filter (where k.revoked_at is null)::int as active_keys,
              max(k.last_used_at) as key_used
            from locations l join location_api_keys k on k.location_id = l.id
            group by l.id
          )
          select f.id as location_id, f.name as location_name, f.code as location_code, f.active_keys,
            greatest(f.key_used, (select max(s.pos_received_at) from daily_sales s where s.location_id = f.id)) as last_received,
            (select count(*)::int from generate_series(f.since, ${yesterday}::date, interval '1 day') d
              where not exists (select 1 from daily_sales s where s.location_id = f.id and s.sales_date = d::date and s.status <> 'draft')) as days_missing,
            (select count(*)::int from daily_sales s where s.location_id = f.id and s.sales_date between f.since and ${yesterday}::date
              and s.status <> 'draft'
              and least(s.submitted_at, (select min(h.created_at) from daily_sales_history h where h.sales_id = s.id and h.to_status <> 'draft'))
                > ((s.sales_date + 1)::timestamp + interval '8 hours') at time zone 'Asia/Manila') as days_late,
            (select count(*)::int from daily_sales s where s.location_id = f.id and s.source = 'pos'
              and s.sales_date between ${from}::date and ${yesterday}::date) as feed_days
          from fed f order by f.name`),
      );
      return {
        items: rows.map((r) => ({
          locationId: r.location_id,
          locationName: r.location_name,
          locationCode: r.location_code,
          activeKeys: Number(r.active_keys),
          lastReceivedAt: r.last_received ? new Date(r.last_received).toISOString() : null,
          daysMissing: Number(r.days_missing),
          daysLate: Number(r.days_late),
          feedDays: Number(r.feed_days),
        })),
      };
    },
  };
}
export type PosFeedService = ReturnType<typeof createPosFeedService>;
