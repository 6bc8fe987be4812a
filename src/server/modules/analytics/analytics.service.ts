import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor } from '../../lib/rls';
import { addCalendarDays, calendarDaysFrom, formatCalendarDate, manilaToday } from '../../../shared/time';
import { formatPeso } from '../../../shared/money';
import { changePercent } from '../../../shared/mtd-comparison';
import {
  RATIO_HIGH_FACTOR,
  RATIO_LOW_FACTOR,
  RATIO_MIN_LOCATIONS,
  STOPPED_REPORTING_DAYS,
  monthFraction,
  resolvePeriod,
  type AnalyticsWarning,
  type FinancialAnalytics,
  type FinancialMonth,
  type InventoryAnalytics,
  type NetworkAnalyticsQuery,
  type OwnAnalyticsQuery,
  type PerformanceAnalytics,
  type PerformanceRow,
  type ResolvedPeriod,
  type SalesAnalytics,
  type SalesTotals,
  type WarningsAnalytics,
} from '../../../shared/analytics.contracts';
import { instants, num, percent, round2, rows, salesSource, scopeWhere, type Conn, type Scope } from './analytics-sql';
import { median } from '../../../shared/sales-integrity-stats';

/** Which figures a caller asked for: head office's network view, or a franchisee's own locations. */
export type AnalyticsRequest =
  { actor: Actor; scope: 'network'; q: NetworkAnalyticsQuery } | { actor: Actor; scope: 'own'; q: OwnAnalyticsQuery };

const PAYMENT_LABELS = { cash: 'Cash', card: 'Card', digital: 'Digital' } as const;

export function createAnalyticsService(deps: { db: Db; today?: () => string }) {
  const { db } = deps;
  const today = deps.today ?? manilaToday;

  function scopeOf(r: AnalyticsRequest): Scope {
    return r.scope === 'network'
      ? { kind: 'network', brandId: r.q.brandId, locationId: r.q.locationId }
      : { kind: 'own', userId: r.actor.userId, locationId: r.q.locationId };
  }

  /**
   * Runs the scoped reads: head office on the pool (independent queries run at once), a franchisee inside one RLS
   * transaction. A filter naming a brand or location the caller may not see is answered 404, the same as an unknown
   * one, so a franchisee cannot probe for other locations.
   */
  async function scoped<T>(r: AnalyticsRequest, fn: (conn: Conn, scope: Scope) => Promise<T>): Promise<T> {
    const scope = scopeOf(r);
    if (r.scope === 'network') {
      await assertFilters(db, scope);
      return fn(db, scope);
    }
    return withRls(db, r.actor, async (tx) => {
      await assertFilters(tx, scope);
      return fn(tx, scope);
    });
  }

  async function assertFilters(conn: Conn, scope: Scope) {
    if (scope.kind === 'all') return;
    if (scope.locationId) {
      const found = await rows(conn, sql`select 1 from locations l where ${scopeWhere(scope)}`);
      if (found.length === 0) throw AppError.notFound();
    }
    if (scope.kind === 'network' && scope.brandId) {
      const found = await rows(conn, sql`select 1 from brands where id = ${scope.brandId}`);
      if (found.length === 0) throw AppError.notFound();
    }
  }

  const periodOf = (r: AnalyticsRequest): ResolvedPeriod => resolvePeriod(r.q, today());

  // ------------------------------------------------------------------ sales

  interface LocationSales {
    location_id: string;
    location_name: string;
    brand_id: string;
    brand_name: string;
    net: string;
    gross: string;
    tx: string;
    days: string;
  }
  /** Reported sales per location in scope (locations with at least one reported day). */
  function salesByLocation(conn: Conn, scope: Scope, from: string, to: string) {
    return rows<LocationSales>(
      conn,
      sql`select l.id as location_id, l.name as location_name, b.id as brand_id, b.name as brand_name,
        sum(s.net)::bigint as net, sum(s.gross)::bigint as gross, sum(s.tx)::bigint as tx, sum(s.days)::bigint as days
        from (${salesSource(from, to)}) s join locations l on l.id = s.location_id join brands b on b.id = l.brand_id
        where ${scopeWhere(scope)} group by l.id, l.name, b.id, b.name having sum(s.days) > 0
        order by sum(s.net) desc, l.name`,
    );
  }

  function totalsOf(list: LocationSales[]): SalesTotals {
    const netCentavos = list.reduce((a, x) => a + num(x.net), 0);
    const transactions = list.reduce((a, x) => a + num(x.tx), 0);
    return {
      netCentavos,
      grossCentavos: list.reduce((a, x) => a + num(x.gross), 0),
      transactions,
      reportedDays: list.reduce((a, x) => a + num(x.days), 0),
      averageTicketCentavos: transactions ? Math.round(netCentavos / transactions) : null,
    };
  }

  /**
   * The network average per location: the whole network's reported sales ÷ the locations that reported at least one
   * day. Read with the server's rights (a franchisee's transaction sees only their rows) and only as totals, so no
   * other location's figure leaves this function.
   */
  async function networkSalesAverage(p: { from: string; to: string }) {
    const [row] = await rows<{ net: string; tx: string; n: string }>(
      db,
      sql`select sum(net)::bigint as net, sum(tx)::bigint as tx, count(*)::int as n from (
        select s.location_id, sum(s.net) as net, sum(s.tx) as tx from (${salesSource(p.from, p.to)}) s
        group by s.location_id having sum(s.days) > 0) x`,
    );
    const n = num(row?.n);
    return {
      netCentavos: n ? Math.round(num(row?.net) / n) : 0,
      transactions: n ? Math.round(num(row?.tx) / n) : 0,
      reportingLocations: n,
      totalNet: num(row?.net),
    };
  }

  async function sales(r: AnalyticsRequest): Promise<SalesAnalytics> {
    const period = periodOf(r);
    const [scopedPart, avg] = await Promise.all([
      scoped(r, (conn, scope) =>
        Promise.all([
          salesByLocation(conn, scope, period.from, period.to),
          salesByLocation(conn, scope, period.previousFrom, period.previousTo),
          salesSeries(conn, scope, period),
          rows<{ cash: string; card: string; digital: string }>(
            conn,
            // Payment methods have no monthly rollup: always the day rows, through the date index.
            sql`select sum(d.cash_centavos)::bigint as cash, sum(d.card_centavos)::bigint as card, sum(d.digital_centavos)::bigint as digital
              from daily_sales d join locations l on l.id = d.location_id
              where d.status <> 'draft' and d.sales_date between ${period.from}::date and ${period.to}::date and ${scopeWhere(scope)}`,
          ),
        ]),
      ),
      networkSalesAverage(period),
    ]);
    const [current, previous, series, [pay]] = scopedPart;
    const totals = totalsOf(current);
    const before = totalsOf(previous);
    const brands = new Map<string, SalesAnalytics['byBrand'][number]>();
    for (const x of current) {
      const b = brands.get(x.brand_id) ?? { brandId: x.brand_id, brandName: x.brand_name, netCentavos: 0, locations: 0 };
      b.netCentavos += num(x.net);
      b.locations += 1;
      brands.set(x.brand_id, b);
    }
    return {
      period,
      totals,
      previous: before,
      change: {
        // The dashboards' rule too (src/shared/mtd-comparison.ts): one percentage for one comparison everywhere.
        netPercent: changePercent(totals.netCentavos, before.netCentavos),
        transactionsPercent: changePercent(totals.transactions, before.transactions),
      },
      series,
      byBrand: [...brands.values()].sort((a, b) => b.netCentavos - a.netCentavos || a.brandName.localeCompare(b.brandName)),
      byLocation: current.map((x) => ({
        locationId: x.location_id,
        locationName: x.location_name,
        brandName: x.brand_name,
        netCentavos: num(x.net),
        grossCentavos: num(x.gross),
        transactions: num(x.tx),
        reportedDays: num(x.days),
      })),
      byPayment: (['cash', 'card', 'digital'] as const).map((method) => ({
        method,
        label: PAYMENT_LABELS[method],
        amountCentavos: num(pay?.[method]),
      })),
      networkAverage: { netCentavos: avg.netCentavos, transactions: avg.transactions, reportingLocations: avg.reportingLocations },
    };
  }

  /**
   * Every day (or month) of the period, zeros included, so a chart's gaps are real gaps in reporting; but not
   * today (or this month) while nothing is reported for it yet: a day still in progress is not a day without sales.
   */
  async function salesSeries(conn: Conn, scope: Scope, period: ResolvedPeriod): Promise<SalesAnalytics['series']> {
    const found =
      period.granularity === 'day'
        ? await rows<{ bucket: string; net: string; tx: string }>(
            conn,
            sql`select d.sales_date::text as bucket, sum(d.net_centavos)::bigint as net, sum(d.transactions)::bigint as tx
              from daily_sales d join locations l on l.id = d.location_id
              where d.status <> 'draft' and d.sales_date between ${period.from}::date and ${period.to}::date and ${scopeWhere(scope)}
              group by d.sales_date`,
          )
        : await rows<{ bucket: string; net: string; tx: string }>(
            conn,
            sql`select to_char(date_trunc('month', s.day), 'YYYY-MM') as bucket, sum(s.net)::bigint as net, sum(s.tx)::bigint as tx
              from (${salesSource(period.from, period.to)}) s join locations l on l.id = s.location_id
              where ${scopeWhere(scope)} group by 1`,
          );
    const byBucket = new Map(found.map((x) => [x.bucket, x]));
    const buckets = bucketsOf(period);
    const current = period.granularity === 'day' ? today() : today().slice(0, 7);
    if (buckets.at(-1) === current && !byBucket.has(current)) buckets.pop();
    return buckets.map((bucket) => ({
      bucket,
      netCentavos: num(byBucket.get(bucket)?.net),
      transactions: num(byBucket.get(bucket)?.tx),
    }));
  }

  // ------------------------------------------------------------------ performance

  async function performance(r: AnalyticsRequest): Promise<PerformanceAnalytics> {
    const period = periodOf(r);
    const fraction = monthFraction(period.from, period.to);
    const targetQuery = (conn: Conn, scope: Scope) =>
      rows<{ location_id: string; location_name: string; brand_name: string; target: string | null; net: string; days: string }>(
        conn,
        sql`select l.id as location_id, l.name as location_name, b.name as brand_name, l.monthly_sales_target_centavos as target,
          coalesce(s.net, 0)::bigint as net, coalesce(s.days, 0)::bigint as days
          from locations l join brands b on b.id = l.brand_id
          left join (select x.location_id, sum(x.net) as net, sum(x.days) as days from (${salesSource(period.from, period.to)}) x
            group by x.location_id) s on s.location_id = l.id
          where ${scopeWhere(scope)} and (l.status = 'open' or coalesce(s.days, 0) > 0)`,
      );
    const [list, network] = await Promise.all([
      scoped(r, (conn, scope) => targetQuery(conn, scope)),
      // The network's own attainment, read with the server's rights and reduced to totals at once.
      targetQuery(db, { kind: 'all' }),
    ]);
    const prorate = (target: string | null) => (target === null ? null : Math.round(num(target) * fraction));
    const reporting = network.filter((x) => num(x.days) > 0);
    const networkNet = reporting.reduce((a, x) => a + num(x.net), 0);
    const averageNet = reporting.length ? Math.round(networkNet / reporting.length) : 0;
    const withTarget = network.filter((x) => x.target !== null && num(x.target) > 0);
    const networkTargetPercent = percent(
      withTarget.reduce((a, x) => a + num(x.net), 0),
      withTarget.reduce((a, x) => a + (prorate(x.target) ?? 0), 0),
    );
    const unranked: Omit<PerformanceRow, 'rank'>[] = list.map((x) => {
      const target = prorate(x.target);
      return {
        locationId: x.location_id,
        locationName: x.location_name,
        brandName: x.brand_name,
        netCentavos: num(x.net),
        monthlyTargetCentavos: x.target === null ? null : num(x.target),
        targetCentavos: target,
        targetPercent: percent(num(x.net), target),
        vsAveragePercent: percent(num(x.net), averageNet),
      };
    });
    unranked.sort(
      (a, b) =>
        (b.targetPercent ?? -Infinity) - (a.targetPercent ?? -Infinity) ||
        b.netCentavos - a.netCentavos ||
        a.locationName.localeCompare(b.locationName),
    );
    return {
      period,
      monthFraction: round2(fraction * 10_000) / 10_000,
      rows: unranked.map((x, i) => ({ rank: i + 1, ...x })),
      networkAverage: { netCentavos: averageNet, reportingLocations: reporting.length, targetPercent: networkTargetPercent },
    };
  }

  // ------------------------------------------------------------------ inventory

  /**
   * Purchases: the lines of orders placed in the period (Manila dates of created_at) that were not cancelled or
   * rejected, by the product's category; the () grouping set is the total (an order spanning categories counts once).
   */
  function purchasesByCategory(conn: Conn, scope: Scope, period: ResolvedPeriod) {
    const { start, end } = instants(period.from, period.to);
    return rows<{ category_id: string | null; category_name: string | null; units: string; amount: string; orders: string; total: number }>(
      conn,
      sql`select c.id as category_id, c.name as category_name, sum(oi.quantity)::bigint as units,
        sum(oi.line_total_centavos)::bigint as amount, count(distinct o.id)::int as orders, grouping(c.id, c.name) as total
        from orders o join locations l on l.id = o.location_id join order_items oi on oi.order_id = o.id
        join products p on p.id = oi.product_id left join categories c on c.id = p.category_id
        where o.status not in ('cancelled', 'rejected') and o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz
          and ${scopeWhere(scope)}
        group by grouping sets ((c.id, c.name), ())`,
    );
  }

  /**
   * Stock per location: units and value now (quantity × the product's price, as the inventory module values stock),
   * and over the period the units that went out and the average units on hand.
   *
   * Turns = units out in the period ÷ average units on hand, where units out is every negative stock movement
   * (sales, waste, write-downs, transfers out) and the average is (on hand at the start + on hand at the end) ÷ 2,
   * both rebuilt from the ledger: end = now − movements after the period, start = end − movements within it.
   */
  function stockByLocation(conn: Conn, scope: Scope, period: ResolvedPeriod) {
    const { start, end } = instants(period.from, period.to);
    return rows<{ location_id: string; location_name: string; units: string; value: string; out: string; within: string; after: string }>(
      conn,
      sql`select l.id as location_id, l.name as location_name, st.units, st.value,
          coalesce(mv.out, 0)::bigint as out, coalesce(mv.within, 0)::bigint as within, coalesce(mv.after, 0)::bigint as after
        from locations l
        join (select ls.location_id, sum(ls.quantity)::bigint as units, sum(ls.quantity::bigint * p.price_centavos)::bigint as value
          from location_stock ls join products p on p.id = ls.product_id group by ls.location_id) st on st.location_id = l.id
        left join (select m.location_id,
            sum(-m.on_hand_delta) filter (where m.on_hand_delta < 0 and m.created_at < ${end}::timestamptz) as out,
            sum(m.on_hand_delta) filter (where m.created_at < ${end}::timestamptz) as within,
            sum(m.on_hand_delta) filter (where m.created_at >= ${end}::timestamptz) as after
          from stock_movements m where m.location_id is not null and m.created_at >= ${start}::timestamptz
          group by m.location_id) mv on mv.location_id = l.id
        where ${scopeWhere(scope)} order by l.name`,
    );
  }

  function stockFigures(x: { units: string; value: string; out: string; within: string; after: string }) {
    const units = num(x.units);
    const atEnd = units - num(x.after);
    const atStart = atEnd - num(x.within);
    const averageOnHand = (atStart + atEnd) / 2;
    return { units, valueCentavos: num(x.value), unitsOut: num(x.out), averageOnHand };
  }
  const turnsOf = (out: number, avg: number) => (avg > 0 ? round2(out / avg) : null);

  async function inventory(r: AnalyticsRequest): Promise<InventoryAnalytics> {
    const period = periodOf(r);
    const { start, end } = instants(period.from, period.to);
    const [[purchases, stock], networkStock, [networkBuy], [warehouse]] = await Promise.all([
      scoped(r, (conn, scope) => Promise.all([purchasesByCategory(conn, scope, period), stockByLocation(conn, scope, period)])),
      stockByLocation(db, { kind: 'all' }, period),
      rows<{ amount: string; n: string }>(
        db,
        sql`select sum(o.subtotal_centavos)::bigint as amount, count(distinct o.location_id)::int as n from orders o
          where o.status not in ('cancelled', 'rejected') and o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz`,
      ),
      r.scope === 'network'
        ? rows<{ value: string }>(
            db,
            sql`select sum(w.on_hand::bigint * p.price_centavos)::bigint as value from warehouse_stock w join products p on p.id = w.product_id`,
          )
        : Promise.resolve([] as { value: string }[]),
    ]);
    const total = purchases.find((x) => Number(x.total) !== 0);
    const byLocation = stock.map((x) => {
      const f = stockFigures(x);
      return {
        locationId: x.location_id,
        locationName: x.location_name,
        ...f,
        averageOnHand: round2(f.averageOnHand),
        turns: turnsOf(f.unitsOut, f.averageOnHand),
      };
    });
    const sumOf = (list: ReturnType<typeof stockFigures>[]) => {
      const s = list.reduce(
        (a, x) => ({
          units: a.units + x.units,
          valueCentavos: a.valueCentavos + x.valueCentavos,
          unitsOut: a.unitsOut + x.unitsOut,
          averageOnHand: a.averageOnHand + x.averageOnHand,
        }),
        { units: 0, valueCentavos: 0, unitsOut: 0, averageOnHand: 0 },
      );
      return { ...s, averageOnHand: round2(s.averageOnHand), turns: turnsOf(s.unitsOut, s.averageOnHand) };
    };
    const network = sumOf(networkStock.map(stockFigures));
    const buyers = num(networkBuy?.n);
    return {
      period,
      purchasesByCategory: purchases
        .filter((x) => Number(x.total) === 0)
        .map((x) => ({
          categoryId: x.category_id,
          categoryName: x.category_name ?? 'Uncategorised',
          units: num(x.units),
          amountCentavos: num(x.amount),
          orders: num(x.orders),
        }))
        .sort((a, b) => b.amountCentavos - a.amountCentavos || a.categoryName.localeCompare(b.categoryName)),
      purchaseTotals: { units: num(total?.units), amountCentavos: num(total?.amount), orders: num(total?.orders) },
      byLocation,
      stockTotals: sumOf(stock.map(stockFigures)),
      warehouseValueCentavos: r.scope === 'network' ? num(warehouse?.value) : null,
      networkAverage: {
        purchaseCentavos: buyers ? Math.round(num(networkBuy?.amount) / buyers) : 0,
        purchasingLocations: buyers,
        stockValueCentavos: networkStock.length ? Math.round(network.valueCentavos / networkStock.length) : 0,
        stockedLocations: networkStock.length,
        turns: network.turns,
      },
    };
  }

  // ------------------------------------------------------------------ financial

  /**
   * Revenue is reported net sales. Royalty due is the royalty + marketing fee of the statements of the months the
   * period touches (a statement covers its whole month); billed is royalty invoices issued in the period (not
   * cancelled), collected the payments received on them in the period, outstanding what those invoices still owe.
   */
  async function financial(r: AnalyticsRequest): Promise<FinancialAnalytics> {
    const period = periodOf(r);
    const firstMonth = `${period.from.slice(0, 7)}-01`;
    const lastMonth = `${period.to.slice(0, 7)}-01`;
    type M = { month: string; v: string; v2?: string };
    const [[revenue, due, billed, collected], avg] = await Promise.all([
      scoped(r, (conn, scope) =>
        Promise.all([
          rows<M>(
            conn,
            sql`select to_char(date_trunc('month', s.day), 'YYYY-MM') as month, sum(s.net)::bigint as v
              from (${salesSource(period.from, period.to)}) s join locations l on l.id = s.location_id where ${scopeWhere(scope)} group by 1`,
          ),
          rows<M>(
            conn,
            sql`select to_char(rs.period_month, 'YYYY-MM') as month, sum(rs.royalty_centavos + rs.marketing_fee_centavos)::bigint as v
              from royalty_statements rs join locations l on l.id = rs.location_id
              where rs.period_month between ${firstMonth}::date and ${lastMonth}::date and ${scopeWhere(scope)} group by 1`,
          ),
          rows<M>(
            conn,
            sql`select to_char(i.issued_on, 'YYYY-MM') as month, sum(i.amount_centavos)::bigint as v,
                sum(i.amount_centavos - i.paid_centavos)::bigint as v2
              from invoices i join locations l on l.id = i.location_id
              where i.kind = 'royalty' and i.status <> 'cancelled' and i.issued_on between ${period.from}::date and ${period.to}::date
                and ${scopeWhere(scope)} group by 1`,
          ),
          rows<M>(
            conn,
            sql`select to_char(ip.paid_on, 'YYYY-MM') as month, sum(ip.amount_centavos)::bigint as v
              from invoice_payments ip join invoices i on i.id = ip.invoice_id join locations l on l.id = i.location_id
              where i.kind = 'royalty' and ip.paid_on between ${period.from}::date and ${period.to}::date and ${scopeWhere(scope)} group by 1`,
          ),
        ]),
      ),
      networkSalesAverage(period),
    ]);
    const at = (list: M[], month: string, key: 'v' | 'v2' = 'v') => num(list.find((x) => x.month === month)?.[key]);
    const months: FinancialMonth[] = monthsOf(period.from, period.to).map((month) => ({
      month,
      revenueCentavos: at(revenue, month),
      royaltyDueCentavos: at(due, month),
      billedCentavos: at(billed, month),
      collectedCentavos: at(collected, month),
    }));
    const sum = (k: keyof Omit<FinancialMonth, 'month'>) => months.reduce((a, m) => a + m[k], 0);
    return {
      period,
      totals: {
        revenueCentavos: sum('revenueCentavos'),
        royaltyDueCentavos: sum('royaltyDueCentavos'),
        billedCentavos: sum('billedCentavos'),
        collectedCentavos: sum('collectedCentavos'),
        outstandingCentavos: billed.reduce((a, x) => a + num(x.v2), 0),
      },
      months,
      networkAverage: { revenueCentavos: avg.netCentavos, reportingLocations: avg.reportingLocations },
    };
  }

  // ------------------------------------------------------------------ early warnings

  /**
   * Two flags, head office only.
   *
   * Sales-to-purchases: for each location that bought stock in the period, reported net sales ÷ purchases (order
   * subtotals, VAT and shipping excluded, cancelled and rejected orders excluded). With at least RATIO_MIN_LOCATIONS
   * such locations the network median is taken over all of them (filters do not change it); a location below half
   * the median (sales low for what it buys: under-reporting, waste) or above twice it (buying elsewhere,
   * over-reporting) is flagged.
   *
   * Stopped reporting: an open location that has reported before, but not for any of the STOPPED_REPORTING_DAYS days
   * before today (nor today), whatever the period.
   */
  async function warnings(r: AnalyticsRequest): Promise<WarningsAnalytics> {
    const period = periodOf(r);
    const { start, end } = instants(period.from, period.to);
    const now = today();
    const cutoff = addCalendarDays(now, -STOPPED_REPORTING_DAYS);
    const [ratioRows, stopped, visible] = await Promise.all([
      rows<{ location_id: string; location_name: string; brand_name: string; net: string; bought: string }>(
        db,
        sql`select l.id as location_id, l.name as location_name, b.name as brand_name, coalesce(s.net, 0)::bigint as net, p.bought
          from locations l join brands b on b.id = l.brand_id
          join (select o.location_id, sum(o.subtotal_centavos)::bigint as bought from orders o
            where o.status not in ('cancelled', 'rejected') and o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz
            group by o.location_id) p on p.location_id = l.id
          left join (select x.location_id, sum(x.net) as net from (${salesSource(period.from, period.to)}) x group by x.location_id) s
            on s.location_id = l.id
          where p.bought > 0`,
      ),
      rows<{ location_id: string; location_name: string; brand_name: string; last: string }>(
        db,
        // One backward probe of the (location_id, sales_date) unique index per open location, not a scan of every day.
        sql`select l.id as location_id, l.name as location_name, b.name as brand_name, last.day::text as last
          from locations l join brands b on b.id = l.brand_id
          cross join lateral (select max(d.sales_date) as day from daily_sales d where d.location_id = l.id and d.status <> 'draft') last
          where l.status = 'open' and last.day < ${cutoff}::date
          order by last.day, l.name`,
      ),
      scoped(r, (conn, scope) => rows<{ id: string }>(conn, sql`select l.id from locations l where ${scopeWhere(scope)}`)),
    ]);
    const inScope = new Set(visible.map((x) => x.id));
    const ratios = ratioRows.map((x) => ({ ...x, ratio: num(x.net) / num(x.bought) }));
    const mid = ratios.length >= RATIO_MIN_LOCATIONS ? median(ratios.map((x) => x.ratio)) : null;
    const out: AnalyticsWarning[] = [];
    if (mid !== null && mid > 0) {
      for (const x of ratios) {
        if (!inScope.has(x.location_id)) continue;
        const low = x.ratio < mid * RATIO_LOW_FACTOR;
        const high = x.ratio > mid * RATIO_HIGH_FACTOR;
        if (!low && !high) continue;
        const shown = `${x.ratio.toFixed(2)} : 1`;
        out.push({
          kind: 'sales_purchases_ratio',
          locationId: x.location_id,
          locationName: x.location_name,
          brandName: x.brand_name,
          figures: {
            netSalesCentavos: num(x.net),
            purchasesCentavos: num(x.bought),
            ratio: round2(x.ratio),
            networkMedianRatio: round2(mid),
          },
          message: low
            ? `${x.location_name} reported ${formatPeso(num(x.net))} of net sales against ${formatPeso(num(x.bought))} of purchases (${shown}), below half the network median of ${mid.toFixed(2)} : 1. Sales may be under-reported, or stock is being wasted.`
            : `${x.location_name} reported ${formatPeso(num(x.net))} of net sales against ${formatPeso(num(x.bought))} of purchases (${shown}), above twice the network median of ${mid.toFixed(2)} : 1. It may be buying stock outside the network.`,
        });
      }
    }
    for (const x of stopped) {
      if (!inScope.has(x.location_id)) continue;
      const days = calendarDaysFrom(x.last, now);
      out.push({
        kind: 'stopped_reporting',
        locationId: x.location_id,
        locationName: x.location_name,
        brandName: x.brand_name,
        figures: { lastReportedOn: x.last, daysSinceReport: days },
        message: `${x.location_name} is open but last reported sales for ${formatCalendarDate(x.last)}, ${days} days ago; no report since.`,
      });
    }
    return { period, networkMedianRatio: mid === null ? null : round2(mid), warnings: out };
  }

  return { sales, performance, inventory, financial, warnings };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** The x-axis buckets of a period: every day, or every month `YYYY-MM`. */
function bucketsOf(period: ResolvedPeriod): string[] {
  if (period.granularity === 'month') return monthsOf(period.from, period.to);
  const out: string[] = [];
  for (let d = period.from; d <= period.to; d = addCalendarDays(d, 1)) out.push(d);
  return out;
}

function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
