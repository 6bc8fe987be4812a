import { and, asc, between, desc, eq, gte, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import {
  franchiseApplications,
  brands,
  dailySales,
  dailySalesHistory,
  invoices,
  locations,
  notifications,
  orderApprovals,
  orderStatusHistory,
  orderTotals,
  orders,
  royaltyStatements,
  salesMonthly,
  userProfiles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ORDER_STATUS_PAST } from '../../lib/order-transitions';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { formatCalendarDate, manilaDayEnd, manilaDayStart } from '../../../shared/time';
import { ZWarehouseStockQuery } from '../../../shared/inventory.contracts';
import type {
  ActivityItem,
  DashboardLocation,
  FranchiseeDashboard,
  FranchiseeDashboardQuery,
  FranchisorDashboard,
  LocationTargetRow,
  LowStockItem,
  TotalDue,
} from '../../../shared/dashboards.contracts';
import { SALES_REVIEW_PATH } from '../../../shared/dashboards.contracts';
import { OPEN_APPLICATION_STATUSES } from '../../../shared/applications.contracts';
import type { InventoryService } from '../inventory/inventory.service';
import { dashboardPeriod, fillTrend, percent, proratedTarget, publicPeriod, type Period } from './dashboard-period';
import { changePercent } from '../../../shared/mtd-comparison';

type Conn = Db | Tx;

/** Orders that still need something to happen (neither finished nor refused). */
const CLOSED_ORDER_STATUSES = ['delivered', 'cancelled', 'rejected'] as const;
const UNPAID_INVOICE_STATUSES = ['sent', 'overdue'] as const;
const RANKING_SIZE = 5;
const ACTIVITY_SIZE = 10;
const OPEN_ORDERS_SHOWN = 5;
const LOW_STOCK_SHOWN = 5;
const ANNOUNCEMENTS_SHOWN = 3;

const reported = ne(dailySales.status, 'draft');
const num = (v: unknown) => Number(v ?? 0);

/** Σ reported net sales per day over a date range (both ends inclusive), of one location or the network. */
async function salesByDay(c: Conn, from: string, to: string, locationId?: string): Promise<Map<string, number>> {
  const rows = await c
    .select({ day: dailySales.salesDate, net: sql<string>`sum(${dailySales.netCentavos})` })
    .from(dailySales)
    .where(and(between(dailySales.salesDate, from, to), reported, locationId ? eq(dailySales.locationId, locationId) : undefined))
    .groupBy(dailySales.salesDate);
  return new Map(rows.map((r) => [r.day, num(r.net)]));
}

async function salesBetween(c: Conn, from: string, to: string, locationId?: string): Promise<number> {
  const [row] = await c
    .select({ net: sql<string>`coalesce(sum(${dailySales.netCentavos}), 0)` })
    .from(dailySales)
    .where(and(between(dailySales.salesDate, from, to), reported, locationId ? eq(dailySales.locationId, locationId) : undefined));
  return num(row?.net);
}

/** Reported net sales per location for this month and last month, from the rollup. */
async function monthlyByLocation(c: Conn, p: Period, locationId?: string) {
  return c
    .select({ locationId: salesMonthly.locationId, month: salesMonthly.month, net: salesMonthly.reportedNetCentavos })
    .from(salesMonthly)
    .where(
      and(inArray(salesMonthly.month, [p.monthStart, p.lastMonthStart]), locationId ? eq(salesMonthly.locationId, locationId) : undefined),
    );
}

function salesComparison(p: Period, trend: Map<string, number>, monthly: { month: string; net: number }[], lastMonthSameDays: number) {
  const sumOf = (month: string) => monthly.filter((m) => m.month === month).reduce((s, m) => s + num(m.net), 0);
  const monthToDate = sumOf(p.monthStart);
  return {
    todayCentavos: trend.get(p.today) ?? 0,
    monthToDateCentavos: monthToDate,
    lastMonthSameDaysCentavos: lastMonthSameDays,
    lastMonthCentavos: sumOf(p.lastMonthStart),
    changePercent: changePercent(monthToDate, lastMonthSameDays),
  };
}

/** The activity feed's words for an order's status change: the orders' past tense, but a delivery reads plainly "delivered". */
const ORDER_STATUS_TEXT: Record<string, string> = { ...ORDER_STATUS_PAST, delivered: 'delivered' };
const SALES_STATUS_TEXT: Record<string, string> = {
  submitted: 'submitted',
  corrected: 'corrected',
  approved: 'approved',
  rejected: 'rejected',
};

interface ActivityRow {
  kind: ActivityItem['kind'];
  id: string;
  at: Date | string;
  actor_name: string | null;
  to_status: string;
  order_id: string | null;
  order_number: string | null;
  location_name: string | null;
  sales_date: string | null;
}

/**
 * The latest events of the network, newest first: order status changes, approvals that did not themselves move the
 * order (the first of two), and daily-sales submissions and reviews. Each branch is cut to the list's size first.
 */
async function recentActivity(db: Db): Promise<ActivityItem[]> {
  const rows = rowsOf<ActivityRow>(
    await db.execute(sql`
      select * from (
        (select 'order_status' as kind, h.id::text as id, h.created_at as at, u.full_name as actor_name, h.to_status,
                o.id::text as order_id, o.order_number, l.name as location_name, null::text as sales_date
           from ${orderStatusHistory} h
           join ${orders} o on o.id = h.order_id
           join ${locations} l on l.id = o.location_id
           left join ${userProfiles} u on u.id = h.actor_id
          order by h.created_at desc limit ${ACTIVITY_SIZE})
        union all
        (select 'order_approval', a.id::text, a.created_at, u.full_name, a.decision, o.id::text, o.order_number, l.name, null
           from ${orderApprovals} a
           join ${orders} o on o.id = a.order_id
           join ${locations} l on l.id = o.location_id
           left join ${userProfiles} u on u.id = a.approver_id
          where a.decision = 'approve'
            and not exists (select 1 from ${orderStatusHistory} h2
                             where h2.order_id = a.order_id and h2.to_status = 'approved' and h2.actor_id = a.approver_id)
          order by a.created_at desc limit ${ACTIVITY_SIZE})
        union all
        (select 'sales', s.id::text, s.created_at, u.full_name, s.to_status, null, null, l.name, d.sales_date::text
           from ${dailySalesHistory} s
           join ${dailySales} d on d.id = s.sales_id
           join ${locations} l on l.id = s.location_id
           left join ${userProfiles} u on u.id = s.actor_id
          where s.to_status <> 'draft'
          order by s.created_at desc limit ${ACTIVITY_SIZE})
      ) e
      order by e.at desc, e.id
      limit ${ACTIVITY_SIZE}`),
  );
  return rows.map((r) => {
    const at = new Date(r.at).toISOString();
    if (r.kind === 'sales') {
      return {
        id: `${r.kind}:${r.id}`,
        kind: r.kind,
        at,
        actorName: r.actor_name,
        summary: `Sales for ${formatCalendarDate(r.sales_date ?? '')} ${SALES_STATUS_TEXT[r.to_status] ?? r.to_status}`,
        locationName: r.location_name,
        href: SALES_REVIEW_PATH,
      };
    }
    const summary =
      r.kind === 'order_approval'
        ? `Order ${r.order_number} received its first approval`
        : `Order ${r.order_number} ${ORDER_STATUS_TEXT[r.to_status] ?? r.to_status}`;
    return {
      id: `${r.kind}:${r.id}`,
      kind: r.kind,
      at,
      actorName: r.actor_name,
      summary,
      locationName: r.location_name,
      href: `/orders/${r.order_id}`,
    };
  });
}

/**
 * The unpaid balance of the given own locations' sent and overdue invoices (the same invoices the next-invoice card
 * picks from), per location and in total; overdue = due before `today`. Filtered by the ids as well as by row-level
 * security, so the figure is the franchisee's own even if a policy were wider.
 */
async function totalDueOf(c: Conn, own: { id: string; name: string }[], today: string): Promise<TotalDue> {
  const rows =
    own.length === 0
      ? []
      : await c
          .select({
            locationId: invoices.locationId,
            balance: sql<string>`sum(${invoices.amountCentavos} - ${invoices.paidCentavos})`,
            overdue: sql<string>`coalesce(sum(${invoices.amountCentavos} - ${invoices.paidCentavos}) filter (where ${invoices.dueOn} < ${today}), 0)`,
            n: sql<number>`count(*)::int`,
          })
          .from(invoices)
          .where(
            and(
              inArray(
                invoices.locationId,
                own.map((l) => l.id),
              ),
              inArray(invoices.status, [...UNPAID_INVOICE_STATUSES]),
              sql`${invoices.amountCentavos} > ${invoices.paidCentavos}`,
            ),
          )
          .groupBy(invoices.locationId);
  const of = new Map(rows.map((r) => [r.locationId, r]));
  return {
    balanceCentavos: rows.reduce((s, r) => s + num(r.balance), 0),
    overdueCentavos: rows.reduce((s, r) => s + num(r.overdue), 0),
    invoices: rows.reduce((s, r) => s + num(r.n), 0),
    locations: own.length,
    byLocation: own.map((l) => ({ locationId: l.id, name: l.name, balanceCentavos: num(of.get(l.id)?.balance) })),
  };
}

/** Ranks open locations with a target by prorated progress; top and bottom never repeat a location. */
export function rankLocations(rows: LocationTargetRow[]) {
  const withTarget = rows
    .filter((r) => r.progressPercent !== null)
    .sort((a, b) => b.progressPercent! - a.progressPercent! || a.name.localeCompare(b.name));
  const withoutTarget = rows
    .filter((r) => r.progressPercent === null)
    .sort((a, b) => b.monthToDateCentavos - a.monthToDateCentavos || a.name.localeCompare(b.name));
  return {
    top: withTarget.slice(0, RANKING_SIZE),
    bottom: withTarget.slice(Math.max(RANKING_SIZE, withTarget.length - RANKING_SIZE)).reverse(),
    withoutTarget,
  };
}

/** The two landing dashboards' figures, computed for one instant (`now`, the clock unless a test pins it). */
export function createDashboardsService(deps: { db: Db; inventory: InventoryService }) {
  const { db } = deps;

  /** Network figures for head office (reads the whole network: no row-level filter applies to head office). */
  async function franchisor(now: Date = new Date()): Promise<FranchisorDashboard> {
    const p = dashboardPeriod(now);
    const ordersFrom = manilaDayStart(p.trendStart);
    const ordersTo = manilaDayEnd(p.today);
    // Independent reads, issued together: on PostgreSQL each takes its own pooled connection.
    const [trend, lastMonthSameDays, monthly, openLocations, scalars, orderWindow, warehouse, activity] = await Promise.all([
      salesByDay(db, p.trendStart, p.today),
      salesBetween(db, p.lastMonthStart, p.lastMonthSameDaysEnd),
      monthlyByLocation(db, p),
      db
        .select({
          id: locations.id,
          code: locations.code,
          name: locations.name,
          brandName: brands.name,
          target: locations.monthlySalesTargetCentavos,
        })
        .from(locations)
        .innerJoin(brands, eq(brands.id, locations.brandId))
        .where(eq(locations.status, 'open')),
      // One round trip for the counters; each sub-select reads its own index.
      db.execute(sql`select
        (select coalesce(sum(orders), 0) from ${orderTotals} where status = 'pending_approval')::int as pending_approvals,
        (select count(*) from ${invoices} where status in ('sent', 'overdue') and due_on < ${p.today})::int as overdue_count,
        (select coalesce(sum(amount_centavos - paid_centavos), 0) from ${invoices}
            where status in ('sent', 'overdue') and due_on < ${p.today})::bigint as overdue_balance,
        (select coalesce(sum(amount_centavos - paid_centavos), 0) from ${invoices}
            where kind = 'royalty' and status in ('sent', 'overdue'))::bigint as royalty_invoiced,
        (select coalesce(sum(amount_due_centavos), 0) from ${royaltyStatements}
            where status = 'approved' and invoice_id is null)::bigint as royalty_approved,
        (select count(*) from ${dailySales} where status in ('submitted', 'corrected'))::int as awaiting_review,
        (select count(*) from ${locations} l where l.status = 'open' and (l.opened_on is null or l.opened_on <= ${p.yesterday})
            and not exists (select 1 from ${dailySales} d where d.sales_date = ${p.yesterday} and d.location_id = l.id
                            and d.status <> 'draft'))::int as missing_yesterday,
        (select count(*) from ${franchiseApplications}
            where status in (${sql.join(
              OPEN_APPLICATION_STATUSES.map((st) => sql`${st}`),
              sql`, `,
            )}))::int as applications_open,
        (select count(*) from ${franchiseApplications} where status = 'new')::int as applications_new`),
      // The 30-day window in one pass: placed, and the kept ones (not rejected or cancelled) behind the average.
      db
        .select({
          placed: sql<number>`count(*)::int`,
          kept: sql<number>`(count(*) filter (where ${orders.status} not in ('rejected', 'cancelled')))::int`,
          keptTotal: sql<string>`coalesce(sum(${orders.totalCentavos}) filter (where ${orders.status} not in ('rejected', 'cancelled')), 0)`,
        })
        .from(orders)
        .where(and(gte(orders.createdAt, ordersFrom), lt(orders.createdAt, ordersTo))),
      deps.inventory.warehouse(ZWarehouseStockQuery.parse({ limit: 1 })),
      recentActivity(db),
    ]);
    const [s] = rowsOf<Record<string, string | number>>(scalars);
    const mtd = new Map(monthly.filter((m) => m.month === p.monthStart).map((m) => [m.locationId, num(m.net)]));
    const rows: LocationTargetRow[] = openLocations.map((l) => {
      const monthToDate = mtd.get(l.id) ?? 0;
      const prorated = proratedTarget(l.target, p.elapsedDays, p.daysInMonth);
      return {
        locationId: l.id,
        code: l.code,
        name: l.name,
        brandName: l.brandName,
        monthToDateCentavos: monthToDate,
        targetCentavos: prorated === null ? null : l.target,
        proratedTargetCentavos: prorated,
        progressPercent: prorated === null ? null : percent(monthToDate, prorated),
      };
    });
    const [w] = orderWindow;
    const kept = num(w.kept);
    const royaltyInvoiced = num(s.royalty_invoiced);
    const royaltyApproved = num(s.royalty_approved);
    return {
      period: publicPeriod(p),
      sales: salesComparison(p, trend, monthly, lastMonthSameDays),
      activeLocations: openLocations.length,
      pendingApprovals: num(s.pending_approvals),
      orders: {
        placedLast30Days: num(w.placed),
        keptLast30Days: kept,
        averageOrderValueCentavos: kept > 0 ? Math.round(num(w.keptTotal) / kept) : null,
      },
      lowStockCount: warehouse.totals.lowCount,
      overdueInvoices: { count: num(s.overdue_count), balanceCentavos: num(s.overdue_balance) },
      royaltiesDue: {
        invoicedBalanceCentavos: royaltyInvoiced,
        approvedNotInvoicedCentavos: royaltyApproved,
        totalCentavos: royaltyInvoiced + royaltyApproved,
      },
      salesReview: { awaitingReview: num(s.awaiting_review), missingYesterday: num(s.missing_yesterday) },
      applications: { open: num(s.applications_open), new: num(s.applications_new) },
      ranking: rankLocations(rows),
      trend: fillTrend(p.trendStart, p.today, trend),
      activity,
    };
  }

  /**
   * One of the franchisee's own locations (the first open one by name unless `locationId` picks one). Every read runs under
   * row-level security, and the location must be theirs: another franchisee's id is 404, as an unknown one is.
   */
  async function franchisee(actor: Actor, q: FranchiseeDashboardQuery, now: Date = new Date()): Promise<FranchiseeDashboard> {
    const p = dashboardPeriod(now);
    const result = await withRls(db, actor, async (tx) => {
      const own = await tx
        .select({
          id: locations.id,
          code: locations.code,
          name: locations.name,
          status: locations.status,
          target: locations.monthlySalesTargetCentavos,
        })
        .from(locations)
        .where(eq(locations.ownerId, actor.userId))
        .orderBy(asc(locations.name), asc(locations.id));
      const list: DashboardLocation[] = own.map(({ id, code, name, status }) => ({ id, code, name, status }));
      const totalDue = await totalDueOf(tx, own, p.today);
      const selected = q.locationId ? own.find((l) => l.id === q.locationId) : (own.find((l) => l.status === 'open') ?? own[0]);
      if (q.locationId && !selected) throw AppError.notFound();

      const unread = and(
        eq(notifications.recipientId, actor.userId),
        eq(notifications.type, 'system_announcement'),
        isNull(notifications.readAt),
      );
      // One connection per transaction: its reads go one after another (pg refuses overlapping queries on a client).
      const [{ n: unreadCount }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(unread);
      const latest = await tx
        .select({
          id: notifications.id,
          title: notifications.title,
          message: notifications.message,
          createdAt: notifications.createdAt,
          actionUrl: notifications.actionUrl,
        })
        .from(notifications)
        .where(unread)
        .orderBy(desc(notifications.createdAt))
        .limit(ANNOUNCEMENTS_SHOWN);
      const announcements = {
        unread: num(unreadCount),
        latest: latest.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
      };
      if (!selected) return { list, totalDue, selected: null, announcements, figures: null };

      const id = selected.id;
      const trend = await salesByDay(tx, p.trendStart, p.today, id);
      const lastMonthSameDays = await salesBetween(tx, p.lastMonthStart, p.lastMonthSameDaysEnd, id);
      const monthly = await monthlyByLocation(tx, p, id);
      const openOrders = await tx
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          totalCentavos: orders.totalCentavos,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(and(eq(orders.locationId, id), notInArray(orders.status, [...CLOSED_ORDER_STATUSES])))
        .orderBy(desc(orders.createdAt))
        .limit(OPEN_ORDERS_SHOWN);
      const openCount = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.locationId, id), notInArray(orders.status, [...CLOSED_ORDER_STATUSES])));
      const nextInvoice = await tx
        .select({
          id: invoices.id,
          invoiceNumber: invoices.invoiceNumber,
          kind: invoices.kind,
          dueOn: invoices.dueOn,
          amount: invoices.amountCentavos,
          paid: invoices.paidCentavos,
        })
        .from(invoices)
        .where(
          and(
            eq(invoices.locationId, id),
            inArray(invoices.status, [...UNPAID_INVOICE_STATUSES]),
            sql`${invoices.amountCentavos} > ${invoices.paidCentavos}`,
          ),
        )
        .orderBy(asc(invoices.dueOn), asc(invoices.invoiceNumber))
        .limit(1);
      const sales = salesComparison(p, trend, monthly, lastMonthSameDays);
      let weekCentavos = 0;
      for (const [day, net] of trend) if (day >= p.weekStart && day <= p.today) weekCentavos += net;
      const prorated = proratedTarget(selected.target, p.elapsedDays, p.daysInMonth);
      const inv = nextInvoice[0];
      return {
        list,
        totalDue,
        selected,
        announcements,
        figures: {
          location: list.find((l) => l.id === id)!,
          sales: { ...sales, weekCentavos },
          target: {
            targetCentavos: prorated === null ? null : selected.target,
            proratedTargetCentavos: prorated,
            progressPercent: prorated === null ? null : percent(sales.monthToDateCentavos, prorated),
            monthProgressPercent: prorated === null ? null : percent(sales.monthToDateCentavos, selected.target!),
          },
          openOrders: {
            count: num(openCount[0]?.n),
            items: openOrders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
          },
          nextInvoice: inv
            ? {
                id: inv.id,
                invoiceNumber: inv.invoiceNumber,
                kind: inv.kind,
                dueOn: inv.dueOn,
                balanceCentavos: inv.amount - inv.paid,
                overdue: inv.dueOn < p.today,
              }
            : null,
          trend: fillTrend(p.trendStart, p.today, trend),
        },
      };
    });

    // The inventory module's own reading of location stock (its own RLS transaction, after ours: the embedded
    // database has one connection).
    let lowStock: { count: number; items: LowStockItem[] } = { count: 0, items: [] };
    if (result.selected) {
      const low = (await deps.inventory.locationStock(actor, { locationId: result.selected.id }))
        .filter((r) => r.low)
        .sort((a, b) => a.quantity - a.reorderPoint - (b.quantity - b.reorderPoint) || a.name.localeCompare(b.name));
      lowStock = {
        count: low.length,
        items: low
          .slice(0, LOW_STOCK_SHOWN)
          .map((r) => ({ productId: r.productId, sku: r.sku, name: r.name, quantity: r.quantity, reorderPoint: r.reorderPoint })),
      };
    }
    return {
      period: publicPeriod(p),
      locations: result.list,
      totalDue: result.totalDue,
      figures: result.figures ? { ...result.figures, lowStock } : null,
      announcements: result.announcements,
    };
  }

  return { franchisor, franchisee };
}
export type DashboardsService = ReturnType<typeof createDashboardsService>;
