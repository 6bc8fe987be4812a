import { z } from 'zod';
import { ZUuid } from './http';

/**
 * The two landing dashboards (issue 13). Sales figures are *reported* net sales (every day not in draft), from the
 * `sales_monthly` rollup for whole months and from `daily_sales` for days and partial months. Money is centavos.
 */

/** Where head office reviews daily sales (the activity list and the review figures link there): a tab of the financial dashboard. */
export const SALES_REVIEW_PATH = '/financial-dashboard?tab=sales';

/**
 * This month to date (the 1st through today) against the same days of last month (its 1st through today's day number,
 * clamped to its length): the app's one month-to-date comparison, src/shared/mtd-comparison.ts, which analytics'
 * "This month" uses too. The ranges are the period's monthStart–today and lastMonthStart–lastMonthSameDaysEnd.
 */
export const ZSalesComparison = z.object({
  todayCentavos: z.number().int(),
  monthToDateCentavos: z.number().int(),
  lastMonthSameDaysCentavos: z.number().int(),
  lastMonthCentavos: z.number().int(),
  /** (month to date − last month same days) / last month same days × 100, one decimal (halves away from zero); null without last month sales. */
  changePercent: z.number().nullable(),
});
export type SalesComparison = z.infer<typeof ZSalesComparison>;

/** The Manila calendar the figures were computed for. */
export const ZDashboardPeriod = z.object({
  today: z.string(),
  yesterday: z.string(),
  /** First day of this month, of last month, and the last day of last month counted as "same days". */
  monthStart: z.string(),
  lastMonthStart: z.string(),
  lastMonthSameDaysEnd: z.string(),
  /** Monday–Sunday week that holds today. */
  weekStart: z.string(),
  weekEnd: z.string(),
  elapsedDays: z.number().int(),
  daysInMonth: z.number().int(),
});
export type DashboardPeriod = z.infer<typeof ZDashboardPeriod>;

/** One day of the 30-day trend (reported net sales). */
export const ZTrendPoint = z.object({ date: z.string(), netCentavos: z.number().int() });
export type TrendPoint = z.infer<typeof ZTrendPoint>;

/** A location's month to date against its monthly target, prorated by the month's elapsed days. */
export const ZLocationTargetRow = z.object({
  locationId: ZUuid,
  code: z.string(),
  name: z.string(),
  brandName: z.string(),
  monthToDateCentavos: z.number().int(),
  targetCentavos: z.number().int().nullable(),
  /** target × elapsed days / days in month, rounded to the centavo; null without a target. */
  proratedTargetCentavos: z.number().int().nullable(),
  /** month to date / prorated target × 100, one decimal; null without a target. */
  progressPercent: z.number().nullable(),
});
export type LocationTargetRow = z.infer<typeof ZLocationTargetRow>;

export const ACTIVITY_KINDS = ['order_status', 'order_approval', 'sales'] as const;
export const ZActivityItem = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string(),
  actorName: z.string().nullable(),
  summary: z.string(),
  locationName: z.string().nullable(),
  href: z.string(),
});
export type ActivityItem = z.infer<typeof ZActivityItem>;

export const ZFranchisorDashboard = z.object({
  period: ZDashboardPeriod,
  sales: ZSalesComparison,
  activeLocations: z.number().int(),
  pendingApprovals: z.number().int(),
  orders: z.object({
    /** Orders placed in the last 30 Manila days (today included), any status. */
    placedLast30Days: z.number().int(),
    /** Of those, the ones not rejected or cancelled: the base of the average order value. */
    keptLast30Days: z.number().int(),
    /** Σ total of the kept orders / their count, rounded to the centavo; null without any. */
    averageOrderValueCentavos: z.number().int().nullable(),
  }),
  /** Warehouse products at or below their reorder level (the inventory module's definition). */
  lowStockCount: z.number().int(),
  /** Unpaid (sent/overdue) invoices past their due date, and their unpaid balance. */
  overdueInvoices: z.object({ count: z.number().int(), balanceCentavos: z.number().int() }),
  royaltiesDue: z.object({
    /** Unpaid balance of sent/overdue royalty invoices. */
    invoicedBalanceCentavos: z.number().int(),
    /** Amount due of approved statements not invoiced yet. */
    approvedNotInvoicedCentavos: z.number().int(),
    totalCentavos: z.number().int(),
  }),
  salesReview: z.object({
    /** Days submitted or corrected and not reviewed yet. */
    awaitingReview: z.number().int(),
    /** Open locations with no reported sales for yesterday. */
    missingYesterday: z.number().int(),
  }),
  /** Franchise applications waiting for head office (OPEN_APPLICATION_STATUSES), and the new ones among them. */
  applications: z.object({ open: z.number().int(), new: z.number().int() }),
  ranking: z.object({
    top: z.array(ZLocationTargetRow),
    bottom: z.array(ZLocationTargetRow),
    withoutTarget: z.array(ZLocationTargetRow),
  }),
  trend: z.array(ZTrendPoint),
  activity: z.array(ZActivityItem),
});
export type FranchisorDashboard = z.infer<typeof ZFranchisorDashboard>;

export const ZFranchiseeDashboardQuery = z.object({ locationId: ZUuid.optional() });
export type FranchiseeDashboardQuery = z.infer<typeof ZFranchiseeDashboardQuery>;

export const ZDashboardLocation = z.object({ id: ZUuid, code: z.string(), name: z.string(), status: z.string() });
export type DashboardLocation = z.infer<typeof ZDashboardLocation>;

export const ZOpenOrder = z.object({
  id: ZUuid,
  orderNumber: z.string(),
  status: z.string(),
  totalCentavos: z.number().int(),
  createdAt: z.string(),
});
export type OpenOrder = z.infer<typeof ZOpenOrder>;

export const ZLowStockItem = z.object({
  productId: ZUuid,
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  reorderPoint: z.number().int(),
});
export type LowStockItem = z.infer<typeof ZLowStockItem>;

export const ZAnnouncementItem = z.object({
  id: ZUuid,
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  actionUrl: z.string().nullable(),
});

export const ZFranchiseeLocationFigures = z.object({
  location: ZDashboardLocation,
  sales: ZSalesComparison.extend({ weekCentavos: z.number().int() }),
  target: z.object({
    targetCentavos: z.number().int().nullable(),
    proratedTargetCentavos: z.number().int().nullable(),
    progressPercent: z.number().nullable(),
    /** month to date / the whole month's target × 100, one decimal. */
    monthProgressPercent: z.number().nullable(),
  }),
  openOrders: z.object({ count: z.number().int(), items: z.array(ZOpenOrder) }),
  lowStock: z.object({ count: z.number().int(), items: z.array(ZLowStockItem) }),
  /** The earliest-due unpaid invoice of this location (order or royalty); the total across locations is `totalDue`. */
  nextInvoice: z
    .object({
      id: ZUuid,
      invoiceNumber: z.string(),
      kind: z.enum(['order', 'royalty']),
      dueOn: z.string(),
      balanceCentavos: z.number().int(),
      overdue: z.boolean(),
    })
    .nullable(),
  trend: z.array(ZTrendPoint),
});

/**
 * What the franchisee owes across all their locations (issue 31): the unpaid balance of every sent or overdue invoice,
 * order and royalty, of every own location, and the part past its due date. The location cards show one location's
 * next invoice only, so a store with nothing due never hides what is due at another.
 */
export const ZTotalDue = z.object({
  balanceCentavos: z.number().int(),
  overdueCentavos: z.number().int(),
  /** Unpaid invoices behind the balance. */
  invoices: z.number().int(),
  /** Own locations, and the balance of each (by name; ₱0 for a location with nothing unpaid). */
  locations: z.number().int(),
  byLocation: z.array(z.object({ locationId: ZUuid, name: z.string(), balanceCentavos: z.number().int() })),
});
export type TotalDue = z.infer<typeof ZTotalDue>;

export const ZFranchiseeDashboard = z.object({
  period: ZDashboardPeriod,
  locations: z.array(ZDashboardLocation),
  totalDue: ZTotalDue,
  /** Null for a franchisee not linked to a location yet (a normal state, DESIGN §4). */
  figures: ZFranchiseeLocationFigures.nullable(),
  /** Unread system announcements of the signed-in person (not per location). */
  announcements: z.object({ unread: z.number().int(), latest: z.array(ZAnnouncementItem) }),
});
export type FranchiseeDashboard = z.infer<typeof ZFranchiseeDashboard>;
