import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { Tx } from '../../lib/rls';
import { createPacer } from '../../lib/job-pacer';
import { ROYALTY_SETTINGS } from '../../../shared/settings';
import { formatPeso, percentOf } from '../../../shared/money';
import { addCalendarDays, toManilaYmd } from '../../../shared/time';
import {
  CASH_RECENT_DAYS,
  CASH_SHARE_POINTS,
  DAILY_WINDOW_DAYS,
  DROP_BASELINE_WEEKS,
  DROP_PURCHASES_HELD,
  DROP_RATIO,
  DROP_RECENT_DAYS,
  IDENTICAL_RUN_MIN,
  LATE_DAYS_MIN,
  MISSING_DAYS_MIN,
  PEER_RATIO_OF_MEDIAN,
  PEER_Z_CUTOFF,
  ROUND_CENTAVOS,
  ROUND_DAYS_MIN,
  cashSharePercent,
  estimatedUnreported,
  judgeCashShare,
  judgeDrop,
  judgeInGroup,
  peerGroupStats,
} from '../../../shared/sales-integrity-stats';
import type { IntegrityEvidence, IntegrityFlagKind, IntegrityRunResult } from '../../../shared/sales-integrity.contracts';

/** Complete Manila months judged each night (the current month is never judged: its deliveries are still coming). */
export const INTEGRITY_MONTHS = 3;
/**
 * The share of one core the job keeps to while requests are being answered (job-pacer.ts): it rests three times as
 * long as each statement took. On the large network that is under 1 s of work in about 3.5 s; the budget is 60 s.
 */
export const INTEGRITY_JOB_SHARE = 0.25;
/** Locations per statement of the per-location scans: each a few milliseconds of PostgreSQL on the large network. */
export const INTEGRITY_BATCH = 50;
type Exec = Pick<Tx, 'execute'>;
/** At most this many orders or days are kept as a flag's evidence (the page links to the full lists). */
const EVIDENCE_MAX = 40;

interface FlagRow {
  locationId: string;
  kind: IntegrityFlagKind;
  periodStart: string;
  periodEnd: string;
  explanation: string;
  figures: Record<string, number | string | null>;
  evidence: IntegrityEvidence;
  estRoyaltyCentavos: number;
}

const pct = (r: number) => `${Math.round(r * 100)} %`;
const num = (v: unknown) => Number(v ?? 0);
const ymd = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
const monthLabel = (first: string) =>
  new Date(`${first}T12:00:00Z`).toLocaleDateString('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });
function monthStart(ymdStr: string, back: number): string {
  const [y, m] = ymdStr.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 - back, 1, 12));
  return d.toISOString().slice(0, 10);
}

/**
 * The nightly sales-integrity checks (decision 024) over every location, in one transaction as the owner role. The
 * database does the scans as a handful of set-based statements — deliveries valued at their yields per order, the
 * approved month sums (`sales_monthly`), per-location day aggregates with window functions — so the work grows with
 * locations × days once, never per location in a loop. What comes back is a few rows per location; the peer statistics
 * (median, MAD, modified z) are judged on those with the pure functions the property tests check.
 */
export async function runIntegrityChecks(db: Db, now: Date, opts: { batch?: number } = {}): Promise<IntegrityRunResult> {
  const batchSize = opts.batch ?? INTEGRITY_BATCH;
  const today = toManilaYmd(now);
  const asOf = addCalendarDays(today, -1);
  const firstMonth = monthStart(today, INTEGRITY_MONTHS);
  const thisMonth = monthStart(today, 0);
  const dailyFrom = addCalendarDays(asOf, -(DAILY_WINDOW_DAYS - 1));
  const dropRecentFrom = addCalendarDays(asOf, -(DROP_RECENT_DAYS - 1));
  const dropBaseFrom = addCalendarDays(dropRecentFrom, -7 * DROP_BASELINE_WEEKS);
  const cashRecentFrom = addCalendarDays(asOf, -(CASH_RECENT_DAYS - 1));
  const cashBaseFrom = addCalendarDays(cashRecentFrom, -7 * DROP_BASELINE_WEEKS);
  const defaultRate = ROYALTY_SETTINGS.royaltyRateBps;

  const pace = createPacer(INTEGRITY_JOB_SHARE);
  return db.transaction(async (t) => {
    // Every statement is followed by its rest (INTEGRITY_JOB_SHARE).
    const tx: Exec = {
      execute: (async (q: SQL) => {
        const result = await t.execute(q);
        await pace();
        return result;
      }) as Tx['execute'],
    };
    // A background job takes one core at most: PostgreSQL's parallel workers would take every core for its scans,
    // and the requests answered meanwhile would wait for them (measured: health's p50 doubled during the job).
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    const locs = rowsOf<{ id: string; name: string; brand_id: string; rate: number }>(
      await tx.execute(sql`
        select l.id, l.name, l.brand_id, coalesce(l.royalty_rate_bps, ${defaultRate})::int as rate
          from locations l where l.status not in ('planning', 'construction', 'training')`),
    );
    const locById = new Map(locs.map((l) => [l.id, l]));
    // The per-location scans run a batch of locations at a time, so that no one statement holds a core for long.
    const batches: SQL[] = [];
    for (let i = 0; i < locs.length; i += batchSize) {
      const ids = JSON.stringify(locs.slice(i, i + batchSize).map((l) => l.id));
      batches.push(sql`(select value::uuid from jsonb_array_elements_text(${ids}::jsonb))`);
    }
    async function perBatch<R>(statement: (batch: SQL) => SQL): Promise<R[]> {
      const rows: R[] = [];
      for (const batch of batches) rows.push(...rowsOf<R>(await tx.execute(statement(batch))));
      return rows;
    }

    // Delivered orders, each valued at its lines' yields for the location's brand; the delivery date is the history
    // row's (in Manila), found through the index on (to_status, created_at). The database sums them per location and
    // judged month, and per location over the two drop windows, so a few rows per location come back rather than
    // every order (a large network's months are thousands of orders: parsing and collecting them stalled the server's
    // event loop for 40–60 ms a run). The orders behind a flag are read afterwards, for the flagged months only.
    const deliveredFrom = dropBaseFrom < firstMonth ? dropBaseFrom : firstMonth;
    const valuedOrders = (only: SQL) => sql`
        with d as (
          select h.order_id, max(h.created_at) as at from order_status_history h
           where h.to_status = 'delivered'
             and h.created_at >= (${deliveredFrom}::date::timestamp at time zone 'Asia/Manila')
             and h.created_at < (${today}::date::timestamp at time zone 'Asia/Manila')
           group by h.order_id)
        select o.id, o.location_id, o.order_number, d.at, (d.at at time zone 'Asia/Manila')::date as delivered_on,
               sum(i.quantity)::int as units, sum(i.quantity::bigint * coalesce(y.yield_centavos, 0))::bigint as expected
          from d join orders o on o.id = d.order_id and o.status = 'delivered'
          join locations l on l.id = o.location_id
          join order_items i on i.order_id = o.id
          left join product_sales_yields y on y.product_id = i.product_id and y.brand_id = l.brand_id
         ${only}
         group by o.id, o.location_id, o.order_number, d.at`;
    const delivered = await perBatch<{
      kind: 'month' | 'window';
      location_id: string;
      month: string | null;
      orders: number;
      units: number;
      expected: string;
      recent: string | null;
      base: string | null;
    }>(
      (batch) => sql`
        with v as materialized (${valuedOrders(sql`where o.location_id in ${batch}`)})
        select 'month' as kind, location_id, to_char(date_trunc('month', delivered_on), 'YYYY-MM-DD') as month,
               count(*)::int as orders, sum(units)::int as units, sum(expected)::bigint as expected, null as recent, null as base
          from v where delivered_on >= ${firstMonth}::date and delivered_on < ${thisMonth}::date
         group by location_id, 3
        union all
        select 'window', location_id, null, 0, 0, 0,
               coalesce(sum(expected) filter (where delivered_on >= ${dropRecentFrom}::date), 0)::bigint,
               coalesce(sum(expected) filter (where delivered_on < ${dropRecentFrom}::date), 0)::bigint
          from v where delivered_on between ${dropBaseFrom}::date and ${asOf}::date
         group by location_id`,
    );
    const reported = rowsOf<{ location_id: string; month: string; approved: string }>(
      await tx.execute(sql`
        select location_id, month::text as month, approved_net_centavos as approved from sales_monthly
         where month >= ${firstMonth}::date and month < ${thisMonth}::date`),
    );

    // ---------------------------------------------------------------- months and the peer rule
    type Month = {
      locationId: string;
      month: string;
      orders: number;
      units: number;
      expected: number;
      reported: number;
    };
    const months = new Map<string, Month>();
    const monthOf = (locationId: string, month: string) => {
      const key = `${locationId}|${month}`;
      let m = months.get(key);
      if (!m) months.set(key, (m = { locationId, month, orders: 0, units: 0, expected: 0, reported: 0 }));
      return m;
    };
    // Purchases in the same two windows as the weekday-drop rule, from the delivered orders valued above.
    const purchase = new Map<string, { recent: number; base: number }>();
    for (const o of delivered) {
      if (!locById.has(o.location_id)) continue;
      if (o.kind === 'window') {
        purchase.set(o.location_id, { recent: num(o.recent), base: num(o.base) });
        continue;
      }
      const m = monthOf(o.location_id, o.month!);
      m.orders = num(o.orders);
      m.units = num(o.units);
      m.expected = num(o.expected);
    }
    for (const r of reported) if (locById.has(r.location_id)) monthOf(r.location_id, ymd(r.month)).reported = num(r.approved);

    const flags: FlagRow[] = [];
    const monthRows: Record<string, unknown>[] = [];
    const byMonth = new Map<string, Month[]>();
    for (const m of months.values()) {
      const list = byMonth.get(m.month);
      if (list) list.push(m);
      else byMonth.set(m.month, [m]);
    }
    for (const [month, list] of byMonth) {
      // Each group's median and spreads once per month: judging a location is then arithmetic, not a sort of its peers.
      const judged = list.filter((m) => m.expected > 0);
      const network = judged.map((m) => m.reported / m.expected);
      const brandRatios = new Map<string, number[]>();
      for (const m of judged) {
        const b = locById.get(m.locationId)!.brand_id;
        const ratios = brandRatios.get(b);
        if (ratios) ratios.push(m.reported / m.expected);
        else brandRatios.set(b, [m.reported / m.expected]);
      }
      const networkStats = peerGroupStats(network);
      const brandStats = new Map([...brandRatios].map(([b, ratios]) => [b, peerGroupStats(ratios)]));
      for (const m of list) {
        const loc = locById.get(m.locationId)!;
        const ratio = m.expected > 0 ? m.reported / m.expected : null;
        const brand = brandStats.get(loc.brand_id) ?? null;
        const group: 'brand' | 'network' | null = brand ? 'brand' : networkStats ? 'network' : null;
        const stats = brand ?? networkStats;
        const peers = stats?.size ?? 0;
        const j = ratio !== null && stats ? judgeInGroup(ratio, stats) : null;
        const unreported = j ? estimatedUnreported(m.expected, m.reported, j.median) : 0;
        const royalty = percentOf(unreported, loc.rate);
        monthRows.push({
          location_id: m.locationId,
          month,
          delivered_units: m.units,
          delivered_orders: m.orders,
          expected_centavos: m.expected,
          reported_centavos: m.reported,
          ratio,
          peer_group: j ? group : null,
          peers: j ? peers : 0,
          peer_median: j?.median ?? null,
          peer_mad: j?.mad ?? null,
          robust_z: j && Number.isFinite(j.z) ? j.z : j ? -99 : null,
          est_unreported_centavos: unreported,
          royalty_rate_bps: loc.rate,
          est_royalty_centavos: royalty,
        });
        if (!j?.flagged || ratio === null) continue;
        const lastDay = addCalendarDays(monthStart(addCalendarDays(month, 40), 0), -1);
        const zText = Number.isFinite(j.z) ? j.z.toFixed(1) : '−∞';
        flags.push({
          locationId: m.locationId,
          kind: 'peer_ratio',
          periodStart: month,
          periodEnd: lastDay,
          explanation:
            `In ${monthLabel(month)} ${loc.name} reported ${formatPeso(m.reported)} of approved net sales against ` +
            `${formatPeso(m.expected)} expected from ${m.orders} delivered orders (${m.units} units at their sales ` +
            `yields): ${pct(ratio)} of expected. The ${peers} ${group === 'brand' ? 'locations of its brand' : 'locations of the network'} ` +
            `reported a median ${pct(j.median)} (median absolute deviation ${(j.mad * 100).toFixed(1)} points); its ` +
            `modified z-score is ${zText.replace('-', '−')}, beyond ${String(PEER_Z_CUTOFF).replace('-', '−')}, and it is under ` +
            `${pct(PEER_RATIO_OF_MEDIAN)} of the median. At the median it would have reported ${formatPeso(Math.round(m.expected * j.median))}: ` +
            `${formatPeso(unreported)} more, ${formatPeso(royalty)} of royalty at ${loc.rate / 100} %.`,
          figures: {
            expectedCentavos: m.expected,
            reportedCentavos: m.reported,
            ratio,
            peerMedian: j.median,
            peerMad: j.mad,
            robustZ: Number.isFinite(j.z) ? j.z : null,
            peers,
            peerGroup: group,
            estUnreportedCentavos: unreported,
            royaltyRateBps: loc.rate,
          },
          evidence: {
            orders: [], // the flagged month's orders, read below
            days: [],
          },
          estRoyaltyCentavos: royalty,
        });
      }
    }

    // The orders behind each peer-ratio flag (its month's first deliveries, up to EVIDENCE_MAX), for those months only.
    const flaggedMonths = flags.filter((f) => f.kind === 'peer_ratio').map((f) => ({ location_id: f.locationId, month: f.periodStart }));
    if (flaggedMonths.length) {
      const evidence = rowsOf<{
        id: string;
        location_id: string;
        month: string;
        order_number: string;
        delivered_on: string;
        expected: string;
      }>(
        await tx.execute(sql`
          with want as (select * from jsonb_to_recordset(${JSON.stringify(flaggedMonths)}::jsonb) as w(location_id uuid, month date)),
          v as (${valuedOrders(sql`where o.location_id in (select location_id from want)`)}),
          r as (
            select v.*, w.month, row_number() over (partition by v.location_id, w.month order by v.at, v.order_number) as n
              from v join want w on w.location_id = v.location_id
               and v.delivered_on >= w.month and v.delivered_on < (w.month + interval '1 month')::date)
          select id, location_id, month::text as month, order_number, delivered_on::text as delivered_on, expected
            from r where n <= ${EVIDENCE_MAX} order by location_id, month, n`),
      );
      const byFlag = new Map(flags.map((f) => [`${f.locationId}|${f.periodStart}`, f]));
      for (const o of evidence) {
        byFlag.get(`${o.location_id}|${ymd(o.month)}`)?.evidence.orders.push({
          id: o.id,
          orderNumber: o.order_number,
          deliveredOn: ymd(o.delivered_on),
          expectedCentavos: num(o.expected),
        });
      }
    }

    // ---------------------------------------------------------------- daily rules, one statement each per batch of locations
    const dropPeriod = { periodStart: dropRecentFrom, periodEnd: asOf };
    const drops = await perBatch<{ location_id: string; ratio: number; days: number; recent: unknown }>(
      (batch) => sql`
        with days as (
          select location_id, sales_date, net_centavos, extract(dow from sales_date)::int as dow
            from daily_sales where location_id in ${batch}
             and sales_date between ${dropBaseFrom}::date and ${asOf}::date and status <> 'draft'),
        base as (
          select location_id, dow, percentile_cont(0.5) within group (order by net_centavos) as usual, count(*) as n
            from days where sales_date < ${dropRecentFrom}::date group by location_id, dow),
        recent as (
          select d.location_id, d.sales_date, d.net_centavos, b.usual, d.net_centavos / b.usual as r
            from days d join base b on b.location_id = d.location_id and b.dow = d.dow and b.n >= 2 and b.usual > 0
           where d.sales_date >= ${dropRecentFrom}::date)
        select r.location_id, percentile_cont(0.5) within group (order by r.r) as ratio, count(*)::int as days,
               json_agg(json_build_object('date', r.sales_date::text, 'net', r.net_centavos, 'usual', round(r.usual)) order by r.sales_date) as recent
          from recent r group by r.location_id having count(*) >= 7`,
    );
    for (const d of drops) {
      const loc = locById.get(d.location_id);
      if (!loc) continue;
      const p = purchase.get(d.location_id);
      const perDay = p && p.base > 0 ? p.recent / DROP_RECENT_DAYS / (p.base / (7 * DROP_BASELINE_WEEKS)) : null;
      const ratio = num(d.ratio);
      if (!judgeDrop(ratio, perDay)) continue;
      const recent = (typeof d.recent === 'string' ? JSON.parse(d.recent) : d.recent) as { date: string; net: number; usual: number }[];
      flags.push({
        locationId: d.location_id,
        kind: 'weekday_drop',
        ...dropPeriod,
        explanation:
          `Over the ${DROP_RECENT_DAYS} days to ${asOf}, ${loc.name}'s days came in at a median ${pct(ratio)} of the same ` +
          `weekdays in the ${DROP_BASELINE_WEEKS} weeks before (a flag below ${pct(DROP_RATIO)}), while its purchases ` +
          (perDay === null
            ? 'cannot explain it: nothing with a yield was delivered in the weeks before.'
            : `ran at ${pct(perDay)} of their own pace (a slow spell buys less too; under ${pct(DROP_PURCHASES_HELD)} would explain it).`),
        figures: { medianDayRatio: ratio, purchasesPaceRatio: perDay, daysCompared: d.days },
        evidence: {
          orders: [],
          days: recent
            .slice(0, EVIDENCE_MAX)
            .map((r) => ({ date: r.date, netCentavos: num(r.net), note: `usual ${formatPeso(num(r.usual))}` })),
        },
        estRoyaltyCentavos: 0,
      });
    }

    const cash = await perBatch<{ location_id: string; rc: string; rk: string; rd: string; bc: string; bk: string; bd: string }>(
      (batch) => sql`
        select location_id,
               sum(cash_centavos) filter (where sales_date >= ${cashRecentFrom}::date) as rc,
               sum(card_centavos) filter (where sales_date >= ${cashRecentFrom}::date) as rk,
               sum(digital_centavos) filter (where sales_date >= ${cashRecentFrom}::date) as rd,
               sum(cash_centavos) filter (where sales_date < ${cashRecentFrom}::date) as bc,
               sum(card_centavos) filter (where sales_date < ${cashRecentFrom}::date) as bk,
               sum(digital_centavos) filter (where sales_date < ${cashRecentFrom}::date) as bd
          from daily_sales
         where location_id in ${batch} and sales_date between ${cashBaseFrom}::date and ${asOf}::date and status <> 'draft'
         group by location_id`,
    );
    for (const c of cash) {
      const loc = locById.get(c.location_id);
      if (!loc) continue;
      const recent = cashSharePercent(num(c.rc), num(c.rk), num(c.rd));
      const base = cashSharePercent(num(c.bc), num(c.bk), num(c.bd));
      if (!judgeCashShare(recent, base)) continue;
      flags.push({
        locationId: c.location_id,
        kind: 'cash_share',
        periodStart: cashRecentFrom,
        periodEnd: asOf,
        explanation:
          `Cash was ${recent!.toFixed(1)} % of ${loc.name}'s payments over the ${CASH_RECENT_DAYS} days to ${asOf}, against ` +
          `${base!.toFixed(1)} % in the ${DROP_BASELINE_WEEKS} weeks before: ${recent! < base! ? 'down' : 'up'} ` +
          `${Math.abs(recent! - base!).toFixed(1)} points (a flag beyond ${CASH_SHARE_POINTS}). Unrecorded sales are usually cash.`,
        figures: { recentCashPercent: recent, baselineCashPercent: base },
        evidence: { orders: [], days: [] },
        estRoyaltyCentavos: 0,
      });
    }

    // Round days and identical runs over the last 30 days; runs by gaps and islands (date − row number is constant
    // along consecutive days of one net).
    const shapes = await perBatch<{ location_id: string; kind: 'round' | 'run'; dates: string[]; nets: number[] }>(
      (batch) => sql`
        with days as (
          select location_id, sales_date, net_centavos from daily_sales
           where location_id in ${batch} and sales_date between ${dailyFrom}::date and ${asOf}::date and status <> 'draft'),
        round as (
          select location_id, 'round' as kind, array_agg(sales_date::text order by sales_date) as dates,
                 array_agg(net_centavos order by sales_date) as nets
            from days where net_centavos > 0 and net_centavos % ${ROUND_CENTAVOS} = 0
           group by location_id having count(*) >= ${ROUND_DAYS_MIN}),
        islands as (
          select location_id, sales_date, net_centavos,
                 sales_date - (row_number() over (partition by location_id, net_centavos order by sales_date))::int as grp
            from days),
        runs as (
          select location_id, 'run' as kind, array_agg(sales_date::text order by sales_date) as dates,
                 array_agg(net_centavos order by sales_date) as nets
            from islands group by location_id, net_centavos, grp having count(*) >= ${IDENTICAL_RUN_MIN})
        select * from round union all select * from runs`,
    );
    const runsByLoc = new Map<string, { dates: string[]; nets: number[] }[]>();
    for (const s of shapes) {
      const loc = locById.get(s.location_id);
      if (!loc) continue;
      if (s.kind === 'round') {
        flags.push({
          locationId: s.location_id,
          kind: 'round_days',
          periodStart: dailyFrom,
          periodEnd: asOf,
          explanation:
            `${s.dates.length} of ${loc.name}'s days in the ${DAILY_WINDOW_DAYS} to ${asOf} have a net that is a whole ` +
            `multiple of ${formatPeso(ROUND_CENTAVOS)} (a flag from ${ROUND_DAYS_MIN}). A till's takings almost never are; ` +
            `typed-in estimates often are.`,
          figures: { roundDays: s.dates.length, windowDays: DAILY_WINDOW_DAYS },
          evidence: { orders: [], days: s.dates.slice(0, EVIDENCE_MAX).map((d, i) => ({ date: d, netCentavos: num(s.nets[i]) })) },
          estRoyaltyCentavos: 0,
        });
      } else {
        const run = { dates: s.dates, nets: s.nets.map(num) };
        const runs = runsByLoc.get(s.location_id);
        if (runs) runs.push(run);
        else runsByLoc.set(s.location_id, [run]);
      }
    }
    for (const [locationId, runs] of runsByLoc) {
      const loc = locById.get(locationId)!;
      const longest = runs.reduce((a, b) => (b.dates.length > a.dates.length ? b : a));
      flags.push({
        locationId,
        kind: 'identical_days',
        periodStart: dailyFrom,
        periodEnd: asOf,
        explanation:
          `${loc.name} reported ${formatPeso(longest.nets[0])} on ${longest.dates.length} days in a row (${longest.dates[0]} to ` +
          `${longest.dates[longest.dates.length - 1]})${runs.length > 1 ? `, and ${runs.length - 1} more such run(s)` : ''} in the ` +
          `${DAILY_WINDOW_DAYS} days to ${asOf} (a flag from ${IDENTICAL_RUN_MIN}). A point of sale does not produce the same net twice.`,
        figures: { longestRun: longest.dates.length, runs: runs.length },
        evidence: {
          orders: [],
          days: runs.flatMap((r) => r.dates.map((d, i) => ({ date: d, netCentavos: r.nets[i] }))).slice(0, EVIDENCE_MAX),
        },
        estRoyaltyCentavos: 0,
      });
    }

    // Late or missing: each day of the window since the location opened; late is first reported after 08:00 the next
    // morning in Manila, when the missing-report reminder runs (the feed status uses the same line, decision 022). First
    // reported is the earliest submission in the day's history (submitted_at when earlier or no history is kept), since
    // a correction moves submitted_at: a day reported on time and corrected later is not late.
    const gaps = await perBatch<{ location_id: string; missing: string[]; late: string[] }>(
      (batch) => sql`
        with cal as (
          select l.id as location_id, g::date as day
            from locations l cross join generate_series(${dailyFrom}::date, ${asOf}::date, interval '1 day') g
           where l.id in ${batch} and l.status = 'open' and (l.opened_on is null or g::date >= l.opened_on)),
        j as (
          select c.location_id, c.day, s.status,
                 least(s.submitted_at, (select min(h.created_at) from daily_sales_history h
                                         where h.sales_id = s.id and h.to_status <> 'draft')) as first_reported
            from cal c
            left join daily_sales s on s.location_id = c.location_id and s.sales_date = c.day)
        select location_id,
               coalesce(array_agg(day::text order by day) filter (where status is null or status = 'draft'), '{}') as missing,
               coalesce(array_agg(day::text order by day) filter (where status is not null and status <> 'draft'
                 and first_reported > ((day + 1)::timestamp + interval '8 hours') at time zone 'Asia/Manila'), '{}') as late
          from j group by location_id`,
    );
    for (const g of gaps) {
      const loc = locById.get(g.location_id);
      if (!loc || (g.missing.length < MISSING_DAYS_MIN && g.late.length < LATE_DAYS_MIN)) continue;
      flags.push({
        locationId: g.location_id,
        kind: 'late_reports',
        periodStart: dailyFrom,
        periodEnd: asOf,
        explanation:
          `In the ${DAILY_WINDOW_DAYS} days to ${asOf}, ${loc.name} never reported ${g.missing.length} day(s) and reported ` +
          `${g.late.length} after 08:00 the next morning (a flag from ${MISSING_DAYS_MIN} missing or ${LATE_DAYS_MIN} late).`,
        figures: { missingDays: g.missing.length, lateDays: g.late.length },
        evidence: {
          orders: [],
          days: [
            ...g.missing.map((d) => ({ date: d, netCentavos: null, note: 'missing' })),
            ...g.late.map((d) => ({ date: d, netCentavos: null, note: 'late' })),
          ]
            .sort((a, b) => a.date.localeCompare(b.date))
            .slice(0, EVIDENCE_MAX),
        },
        estRoyaltyCentavos: 0,
      });
    }

    await store(tx, now, firstMonth, monthRows, flags);
    return { asOf, months: monthRows.length, flags: flags.length, locations: locs.length };
  });
}

/** One statement per table: the months replace the window's, the flags upsert (a dismissed one stays dismissed). */
async function store(tx: Exec, now: Date, firstMonth: string, monthRows: Record<string, unknown>[], flags: FlagRow[]) {
  const at = now.toISOString();
  await tx.execute(sql`delete from sales_integrity_months where month >= ${firstMonth}::date`);
  if (monthRows.length)
    await tx.execute(sql`
      insert into sales_integrity_months (location_id, month, delivered_units, delivered_orders, expected_centavos,
        reported_centavos, ratio, peer_group, peers, peer_median, peer_mad, robust_z, est_unreported_centavos,
        royalty_rate_bps, est_royalty_centavos, computed_at)
      select location_id, month, delivered_units, delivered_orders, expected_centavos, reported_centavos, ratio, peer_group,
             peers, peer_median, peer_mad, robust_z, est_unreported_centavos, royalty_rate_bps, est_royalty_centavos, ${at}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(monthRows)}::jsonb) as x(location_id uuid, month date, delivered_units int,
          delivered_orders int, expected_centavos bigint, reported_centavos bigint, ratio float8, peer_group text, peers int,
          peer_median float8, peer_mad float8, robust_z float8, est_unreported_centavos bigint, royalty_rate_bps int,
          est_royalty_centavos bigint)`);
  if (flags.length)
    await tx.execute(sql`
      insert into sales_integrity_flags (location_id, kind, period_start, period_end, explanation, figures, evidence,
        est_royalty_centavos, first_seen_at, computed_at)
      select location_id, kind, period_start, period_end, explanation, figures, evidence, est_royalty_centavos,
             ${at}::timestamptz, ${at}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(
          flags.map((f) => ({
            location_id: f.locationId,
            kind: f.kind,
            period_start: f.periodStart,
            period_end: f.periodEnd,
            explanation: f.explanation,
            figures: f.figures,
            evidence: f.evidence,
            est_royalty_centavos: f.estRoyaltyCentavos,
          })),
        )}::jsonb) as x(location_id uuid, kind text, period_start date, period_end date, explanation text, figures jsonb,
          evidence jsonb, est_royalty_centavos bigint)
      on conflict (location_id, kind, period_start) do update set period_end = excluded.period_end,
        explanation = excluded.explanation, figures = excluded.figures, evidence = excluded.evidence,
        est_royalty_centavos = excluded.est_royalty_centavos, computed_at = excluded.computed_at`);
  // An open flag the checks no longer raise is gone; a dismissed one stays, with its reason, for the record.
  await tx.execute(sql`delete from sales_integrity_flags where status = 'open' and computed_at < ${at}::timestamptz`);
}
