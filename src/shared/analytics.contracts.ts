import { z } from 'zod';
import { ZIsoDate, ZUuid } from './http';
import { addCalendarDays, calendarDaysInclusive, manilaMonth } from './time';
import { monthToDateComparison } from './mtd-comparison';

/**
 * Analytics of the network (head office) and of a franchisee's own locations, by period. Every figure is computed
 * from the database for one Manila-date period; a franchisee gets their own locations' figures plus the network
 * average as one number per measure, never another location's figures.
 */

export const ANALYTICS_PERIODS = ['this_month', 'last_month', 'quarter', 'ytd', 'custom'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  this_month: 'This month',
  last_month: 'Last month',
  quarter: 'This quarter',
  ytd: 'Year to date',
  custom: 'Custom range',
};

/** A period longer than this is charted by month instead of by day. */
export const DAILY_SERIES_MAX_DAYS = 92;
/** The longest custom range (a little over two years of daily sales). */
export const MAX_PERIOD_DAYS = 800;
export const PERIOD_TOO_LONG_MESSAGE = `A period can be at most ${MAX_PERIOD_DAYS} days.`;
export const PERIOD_INVERTED_MESSAGE = 'The start date must be on or before the end date.';
export const CUSTOM_NEEDS_DATES_MESSAGE = 'Choose both dates of a custom range.';

const periodFields = {
  period: z.enum(ANALYTICS_PERIODS).default('this_month'),
  /** Both inclusive Manila dates; used by `custom` only. */
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
};

function checkCustom(q: { period: AnalyticsPeriod; from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (q.period !== 'custom') return;
  if (!q.from || !q.to) {
    ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: CUSTOM_NEEDS_DATES_MESSAGE });
    return;
  }
  // The refinement also runs when a date failed its own format check (that field's error is already there).
  if (!ZIsoDate.safeParse(q.from).success || !ZIsoDate.safeParse(q.to).success) return;
  if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_INVERTED_MESSAGE });
  else if (calendarDaysInclusive(q.from, q.to) > MAX_PERIOD_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_TOO_LONG_MESSAGE });
}

/** Head office: the whole network, optionally one brand or one location. */
export const ZNetworkAnalyticsQuery = z
  .object({ ...periodFields, brandId: ZUuid.optional(), locationId: ZUuid.optional() })
  .superRefine(checkCustom);
export type NetworkAnalyticsQuery = z.output<typeof ZNetworkAnalyticsQuery>;

/** A franchisee: their own locations, optionally one of them (another's id is answered 404). */
export const ZOwnAnalyticsQuery = z.object({ ...periodFields, locationId: ZUuid.optional() }).superRefine(checkCustom);
export type OwnAnalyticsQuery = z.output<typeof ZOwnAnalyticsQuery>;

/** Every table of the analytics pages, exportable as CSV. */
export const NETWORK_TABLES = [
  'sales-series',
  'sales-by-brand',
  'sales-by-location',
  'sales-by-payment',
  'performance',
  'purchases-by-category',
  'inventory-by-location',
  'financial-by-month',
  'warnings',
] as const;
export type AnalyticsTable = (typeof NETWORK_TABLES)[number];
/** The franchisee's page has every table but the early warnings (a network view). */
export const OWN_TABLES = NETWORK_TABLES.filter((t) => t !== 'warnings') as Exclude<AnalyticsTable, 'warnings'>[];

export const ZNetworkExportQuery = z
  .object({ ...periodFields, brandId: ZUuid.optional(), locationId: ZUuid.optional(), table: z.enum(NETWORK_TABLES) })
  .superRefine(checkCustom);
export const ZOwnExportQuery = z
  .object({ ...periodFields, locationId: ZUuid.optional(), table: z.enum(OWN_TABLES as [string, ...string[]]) })
  .superRefine(checkCustom);

// ---------------------------------------------------------------- the period

export const ZResolvedPeriod = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  label: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  /**
   * The range the change compares with: for "This month" the same days of last month (the app's one month-to-date
   * comparison, src/shared/mtd-comparison.ts); for any other period the period of equal length just before.
   */
  previousFrom: z.string(),
  previousTo: z.string(),
  /** `day` up to DAILY_SERIES_MAX_DAYS days, `month` beyond. */
  granularity: z.enum(['day', 'month']),
});
export type ResolvedPeriod = z.infer<typeof ZResolvedPeriod>;

/**
 * The Manila dates of a period on `today` (a Manila date). Periods that include today end today (month, quarter and
 * year to date); last month is the whole previous month; quarters are calendar quarters (Jan–Mar, Apr–Jun…).
 * "This month" is month to date and compares as the landing dashboards do (monthToDateComparison), so one month's
 * sales show one percentage everywhere; the other periods compare with the equal-length period just before.
 */
export function resolvePeriod(q: { period: AnalyticsPeriod; from?: string; to?: string }, today: string): ResolvedPeriod {
  const month = manilaMonth(today.slice(0, 7));
  let from: string;
  let to = today;
  switch (q.period) {
    case 'this_month': {
      const { current } = monthToDateComparison(today);
      from = current.from;
      to = current.to;
      break;
    }
    case 'last_month': {
      const last = manilaMonth(addCalendarDays(month.firstDay, -1).slice(0, 7));
      from = last.firstDay;
      to = last.lastDay;
      break;
    }
    case 'quarter': {
      const m = Number(today.slice(5, 7));
      const first = m - ((m - 1) % 3);
      from = `${today.slice(0, 4)}-${String(first).padStart(2, '0')}-01`;
      break;
    }
    case 'ytd':
      from = `${today.slice(0, 4)}-01-01`;
      break;
    case 'custom':
      from = q.from ?? month.firstDay;
      to = q.to ?? today;
      break;
  }
  const days = calendarDaysInclusive(from, to);
  const previous =
    q.period === 'this_month'
      ? monthToDateComparison(today).comparison
      : { from: addCalendarDays(from, -days), to: addCalendarDays(from, -1) };
  return {
    period: q.period,
    label: PERIOD_LABELS[q.period],
    from,
    to,
    days,
    previousFrom: previous.from,
    previousTo: previous.to,
    granularity: days > DAILY_SERIES_MAX_DAYS ? 'month' : 'day',
  };
}

/**
 * How many months' worth a period is: each month contributes the share of its days inside the period
 * (Nov 1–15 of a 30-day November is 0.5). A monthly target × this factor is the period's prorated target.
 */
export function monthFraction(from: string, to: string): number {
  let total = 0;
  let cursor = from;
  while (cursor <= to) {
    const m = manilaMonth(cursor.slice(0, 7));
    const end = m.lastDay < to ? m.lastDay : to;
    total += calendarDaysInclusive(cursor, end) / calendarDaysInclusive(m.firstDay, m.lastDay);
    cursor = addCalendarDays(m.lastDay, 1);
  }
  return total;
}

// ---------------------------------------------------------------- answers

const ZNumOrNull = z.number().nullable();

/** The network average per location of a measure; see each answer for which locations count. */
export const ZSalesTotals = z.object({
  netCentavos: z.number().int(),
  grossCentavos: z.number().int(),
  transactions: z.number().int(),
  /** Location-days with a report. */
  reportedDays: z.number().int(),
  /** Net ÷ transactions, rounded to the centavo; null without transactions. */
  averageTicketCentavos: ZNumOrNull,
});
export type SalesTotals = z.infer<typeof ZSalesTotals>;

export const ZSalesAnalytics = z.object({
  period: ZResolvedPeriod,
  totals: ZSalesTotals,
  previous: ZSalesTotals,
  /** Percent change of net sales and transactions vs the previous period (one decimal); null when that was zero. */
  change: z.object({ netPercent: ZNumOrNull, transactionsPercent: ZNumOrNull }),
  /** Day `YYYY-MM-DD` or month `YYYY-MM` buckets, every bucket of the period present (zeros included). */
  series: z.array(z.object({ bucket: z.string(), netCentavos: z.number().int(), transactions: z.number().int() })),
  byBrand: z.array(z.object({ brandId: z.string(), brandName: z.string(), netCentavos: z.number().int(), locations: z.number().int() })),
  byLocation: z.array(
    z.object({
      locationId: z.string(),
      locationName: z.string(),
      brandName: z.string(),
      netCentavos: z.number().int(),
      grossCentavos: z.number().int(),
      transactions: z.number().int(),
      reportedDays: z.number().int(),
    }),
  ),
  byPayment: z.array(z.object({ method: z.enum(['cash', 'card', 'digital']), label: z.string(), amountCentavos: z.number().int() })),
  /**
   * The whole network (never filtered), per location that reported at least one day in the period: net sales and
   * transactions. The only figure about other locations a franchisee receives.
   */
  networkAverage: z.object({
    netCentavos: z.number().int(),
    transactions: z.number().int(),
    reportingLocations: z.number().int(),
  }),
});
export type SalesAnalytics = z.infer<typeof ZSalesAnalytics>;

export const ZPerformanceRow = z.object({
  rank: z.number().int(),
  locationId: z.string(),
  locationName: z.string(),
  brandName: z.string(),
  netCentavos: z.number().int(),
  monthlyTargetCentavos: ZNumOrNull,
  /** The monthly target prorated to the period's days (see monthFraction); null without a target. */
  targetCentavos: ZNumOrNull,
  /** Net ÷ prorated target × 100, one decimal. */
  targetPercent: ZNumOrNull,
  /** Net ÷ network average per reporting location × 100, one decimal. */
  vsAveragePercent: ZNumOrNull,
});
export type PerformanceRow = z.infer<typeof ZPerformanceRow>;
export const ZPerformanceAnalytics = z.object({
  period: ZResolvedPeriod,
  /** Share of a month the period covers: prorated target = monthly target × this. */
  monthFraction: z.number(),
  /** Open locations and any other that reported in the period, best attainment of target first (no target last). */
  rows: z.array(ZPerformanceRow),
  networkAverage: z.object({ netCentavos: z.number().int(), reportingLocations: z.number().int(), targetPercent: ZNumOrNull }),
});
export type PerformanceAnalytics = z.infer<typeof ZPerformanceAnalytics>;

export const ZInventoryAnalytics = z.object({
  period: ZResolvedPeriod,
  purchasesByCategory: z.array(
    z.object({
      categoryId: z.string().nullable(),
      categoryName: z.string(),
      units: z.number().int(),
      amountCentavos: z.number().int(),
      orders: z.number().int(),
    }),
  ),
  purchaseTotals: z.object({ units: z.number().int(), amountCentavos: z.number().int(), orders: z.number().int() }),
  /** Stock at the locations in scope: value now, and turns over the period. */
  byLocation: z.array(
    z.object({
      locationId: z.string(),
      locationName: z.string(),
      units: z.number().int(),
      valueCentavos: z.number().int(),
      unitsOut: z.number().int(),
      averageOnHand: z.number(),
      turns: ZNumOrNull,
    }),
  ),
  stockTotals: z.object({
    units: z.number().int(),
    valueCentavos: z.number().int(),
    unitsOut: z.number().int(),
    averageOnHand: z.number(),
    turns: ZNumOrNull,
  }),
  /** Head office only: the warehouse's stock value (on hand × price); null for a franchisee. */
  warehouseValueCentavos: ZNumOrNull,
  networkAverage: z.object({
    /** Purchases per location that bought in the period. */
    purchaseCentavos: z.number().int(),
    purchasingLocations: z.number().int(),
    /** Stock value per location holding stock. */
    stockValueCentavos: z.number().int(),
    stockedLocations: z.number().int(),
    /** The network's turns: all units out ÷ all average units on hand. */
    turns: ZNumOrNull,
  }),
});
export type InventoryAnalytics = z.infer<typeof ZInventoryAnalytics>;

export const ZFinancialMonth = z.object({
  month: z.string(),
  revenueCentavos: z.number().int(),
  /** Royalty + marketing fee of the month's statements (any status). */
  royaltyDueCentavos: z.number().int(),
  billedCentavos: z.number().int(),
  collectedCentavos: z.number().int(),
});
export type FinancialMonth = z.infer<typeof ZFinancialMonth>;
export const ZFinancialAnalytics = z.object({
  period: ZResolvedPeriod,
  totals: z.object({
    revenueCentavos: z.number().int(),
    royaltyDueCentavos: z.number().int(),
    billedCentavos: z.number().int(),
    collectedCentavos: z.number().int(),
    /** Unpaid balance of the royalty invoices issued in the period (cancelled ones excluded). */
    outstandingCentavos: z.number().int(),
  }),
  months: z.array(ZFinancialMonth),
  networkAverage: z.object({ revenueCentavos: z.number().int(), reportingLocations: z.number().int() }),
});
export type FinancialAnalytics = z.infer<typeof ZFinancialAnalytics>;

export const WARNING_KINDS = ['sales_purchases_ratio', 'stopped_reporting'] as const;
export const ZAnalyticsWarning = z.object({
  kind: z.enum(WARNING_KINDS),
  locationId: z.string(),
  locationName: z.string(),
  brandName: z.string(),
  /** The numbers behind the flag (centavos, ratios, dates), by name. */
  figures: z.object({
    netSalesCentavos: z.number().int().optional(),
    purchasesCentavos: z.number().int().optional(),
    ratio: z.number().optional(),
    networkMedianRatio: z.number().optional(),
    lastReportedOn: z.string().optional(),
    daysSinceReport: z.number().int().optional(),
  }),
  message: z.string(),
});
export type AnalyticsWarning = z.infer<typeof ZAnalyticsWarning>;
export const ZWarningsAnalytics = z.object({
  period: ZResolvedPeriod,
  /** The network median of net sales ÷ purchases over locations that bought in the period; null below 3 such locations. */
  networkMedianRatio: ZNumOrNull,
  warnings: z.array(ZAnalyticsWarning),
});
export type WarningsAnalytics = z.infer<typeof ZWarningsAnalytics>;

/** A ratio below this share of the network median, or above its inverse multiple, is flagged. */
export const RATIO_LOW_FACTOR = 0.5;
export const RATIO_HIGH_FACTOR = 2;
/** Locations needed before a median means anything. */
export const RATIO_MIN_LOCATIONS = 3;
/** An open location whose last report is older than this many days (before today) has stopped reporting. */
export const STOPPED_REPORTING_DAYS = 3;
