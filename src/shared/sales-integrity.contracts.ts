import { z } from 'zod';
import { ZCentavos, ZLine, ZPageQuery, ZUuid, paged } from './http';
import { ZMonth } from './finance.contracts';

/**
 * Sales integrity (issue 36 part 2, decision 024): sales yields per product and brand, the nightly job's findings per
 * location, and their dismissal. Head office only. No finding ever changes money.
 */

export const INTEGRITY_FLAG_KINDS = ['peer_ratio', 'weekday_drop', 'cash_share', 'round_days', 'identical_days', 'late_reports'] as const;
export type IntegrityFlagKind = (typeof INTEGRITY_FLAG_KINDS)[number];

export const INTEGRITY_FLAG_LABELS: Record<IntegrityFlagKind, string> = {
  peer_ratio: 'Reported far below what it bought',
  weekday_drop: 'Sudden drop against its own weekdays',
  cash_share: 'Change in cash share',
  round_days: 'Suspiciously round days',
  identical_days: 'Identical days in a row',
  late_reports: 'Late or missing reports',
};

export const INTEGRITY_MESSAGES = {
  reasonRequired: 'Say why the flag is dismissed (at least 10 characters): it goes in the audit log.',
  alreadyDismissed: 'This flag is already dismissed.',
  noYieldForBrand: 'This product is not sold by that brand.',
  notComputed: 'The integrity checks have not run yet. They run every night; head office can run them now.',
} as const;

// ------------------------------------------------------------------------------------------------ yields

export const ZSalesYield = z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  unit: z.string(),
  priceCentavos: z.number().int(),
  brandId: z.string(),
  brandName: z.string(),
  /** Expected net sales per unit bought; null: not set (the product adds nothing to expected sales). */
  yieldCentavos: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type SalesYield = z.infer<typeof ZSalesYield>;
export const ZSalesYields = z.object({ items: z.array(ZSalesYield) });

export const ZSalesYieldParams = z.object({ productId: ZUuid, brandId: ZUuid });
export const ZSalesYieldInput = z.object({ yieldCentavos: ZCentavos({ label: 'Sales yield' }) });
export type SalesYieldInput = z.input<typeof ZSalesYieldInput>;

// ------------------------------------------------------------------------------------------------ findings

export const ZIntegrityOrderEvidence = z.object({
  id: z.string(),
  orderNumber: z.string(),
  deliveredOn: z.string(),
  expectedCentavos: z.number().int(),
});
export const ZIntegrityDayEvidence = z.object({ date: z.string(), netCentavos: z.number().int().nullable(), note: z.string().optional() });
export const ZIntegrityEvidence = z.object({
  orders: z.array(ZIntegrityOrderEvidence).default([]),
  days: z.array(ZIntegrityDayEvidence).default([]),
});
export type IntegrityEvidence = z.infer<typeof ZIntegrityEvidence>;

export const ZIntegrityFlag = z.object({
  id: z.string(),
  locationId: z.string(),
  kind: z.enum(INTEGRITY_FLAG_KINDS),
  periodStart: z.string(),
  periodEnd: z.string(),
  explanation: z.string(),
  figures: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  evidence: ZIntegrityEvidence,
  estRoyaltyCentavos: z.number().int(),
  status: z.enum(['open', 'dismissed']),
  dismissReason: z.string().nullable(),
  dismissedByName: z.string().nullable(),
  dismissedAt: z.string().nullable(),
  computedAt: z.string(),
});
export type IntegrityFlag = z.infer<typeof ZIntegrityFlag>;

export const ZIntegrityMonth = z.object({
  month: z.string(),
  deliveredOrders: z.number().int(),
  deliveredUnits: z.number().int(),
  expectedCentavos: z.number().int(),
  reportedCentavos: z.number().int(),
  ratio: z.number().nullable(),
  peerGroup: z.enum(['brand', 'network']).nullable(),
  peers: z.number().int(),
  peerMedian: z.number().nullable(),
  robustZ: z.number().nullable(),
  estRoyaltyCentavos: z.number().int(),
});
export type IntegrityMonth = z.infer<typeof ZIntegrityMonth>;

export const ZIntegrityRow = z.object({
  locationId: z.string(),
  locationName: z.string(),
  locationCode: z.string(),
  brandName: z.string(),
  /** The latest complete month the job judged. */
  month: z.string().nullable(),
  expectedCentavos: z.number().int(),
  reportedCentavos: z.number().int(),
  ratio: z.number().nullable(),
  robustZ: z.number().nullable(),
  royaltyRateBps: z.number().int(),
  /** Sum over the location's open flags: the royalty on sales it bought stock for but did not report. */
  estRoyaltyCentavos: z.number().int(),
  openFlags: z.number().int(),
  kinds: z.array(z.enum(INTEGRITY_FLAG_KINDS)),
});
export type IntegrityRow = z.infer<typeof ZIntegrityRow>;

export const ZIntegrityQuery = z.object({
  ...ZPageQuery(25).shape,
  /** Only locations with at least one open flag (the default view of the page). */
  flagged: z.enum(['1', '0']).optional(),
});
export type IntegrityQuery = z.output<typeof ZIntegrityQuery>;
export const ZIntegrityList = paged(ZIntegrityRow).extend({ computedAt: z.string().nullable() });
export type IntegrityList = z.infer<typeof ZIntegrityList>;

export const ZIntegrityLocationParam = z.object({ locationId: ZUuid });
export const ZIntegrityLocation = z.object({
  location: z.object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    brandName: z.string(),
    royaltyRateBps: z.number().int(),
  }),
  months: z.array(ZIntegrityMonth),
  flags: z.array(ZIntegrityFlag),
  computedAt: z.string().nullable(),
});
export type IntegrityLocation = z.infer<typeof ZIntegrityLocation>;

export const ZIntegritySummary = z.object({
  computedAt: z.string().nullable(),
  locationsFlagged: z.number().int(),
  openFlags: z.number().int(),
  estRoyaltyCentavos: z.number().int(),
  top: z.array(ZIntegrityRow.pick({ locationId: true, locationName: true, estRoyaltyCentavos: true, openFlags: true })),
});
export type IntegritySummary = z.infer<typeof ZIntegritySummary>;

export const ZIntegrityFlagParam = z.object({ flagId: ZUuid });
export const ZIntegrityDismiss = z.object({
  reason: ZLine(500, 'Reason').min(10, INTEGRITY_MESSAGES.reasonRequired),
});
export type IntegrityDismissInput = z.input<typeof ZIntegrityDismiss>;

export const ZIntegrityRunResult = z.object({
  asOf: z.string(),
  months: z.number().int(),
  flags: z.number().int(),
  locations: z.number().int(),
});
export type IntegrityRunResult = z.infer<typeof ZIntegrityRunResult>;

// ------------------------------------------------------------------------------------------------ benchmarks (part 3)

/** The fewest other locations a peer group may hold before its quartiles are shown, so that no peer can be identified. */
export const BENCHMARK_MIN_PEERS = 5;

export const BENCHMARK_METRICS = ['netSales', 'averageTicket', 'transactionsPerDay', 'purchaseToSales'] as const;
export type BenchmarkMetric = (typeof BENCHMARK_METRICS)[number];

export const BENCHMARK_METRIC_LABELS: Record<BenchmarkMetric, string> = {
  netSales: 'Net sales',
  averageTicket: 'Average ticket',
  transactionsPerDay: 'Transactions a day',
  purchaseToSales: 'Purchases to sales',
};

/** Where the store's own figure sits among its peers' quartiles. */
export const BENCHMARK_POSITIONS = ['below_p25', 'p25_to_median', 'median_to_p75', 'above_p75'] as const;
export type BenchmarkPosition = (typeof BENCHMARK_POSITIONS)[number];

export const BENCHMARK_MESSAGES = {
  peerGroupTooSmall: (peers: number) =>
    `Fewer than ${BENCHMARK_MIN_PEERS} other trading locations of this brand reported sales that month (${peers}), so no comparison is shown: a peer could be identified.`,
  futureMonth: 'Benchmarks are for complete months: choose a month before this one.',
} as const;

export const ZBenchmarkParam = z.object({ locationId: ZUuid });
export const ZBenchmarkQuery = z.object({
  /** A complete Manila month; default: the last complete one. */
  month: ZMonth.optional(),
});
export type BenchmarkQuery = z.output<typeof ZBenchmarkQuery>;

export const ZBenchmarkFigure = z.object({
  metric: z.enum(BENCHMARK_METRICS),
  /** The store's own figure (centavos for net sales and average ticket; a count a day; a ratio); null: nothing reported. */
  own: z.number().nullable(),
  /** The peers' 25th, 50th and 75th percentiles; all null when the peer group is too small. */
  p25: z.number().nullable(),
  median: z.number().nullable(),
  p75: z.number().nullable(),
  position: z.enum(BENCHMARK_POSITIONS).nullable(),
});
export type BenchmarkFigure = z.infer<typeof ZBenchmarkFigure>;

/**
 * One store against the other trading locations of its brand for one month: quartiles only, never a peer's row. The
 * peers are shown when there are at least BENCHMARK_MIN_PEERS; otherwise `peerGroupTooSmall` and a reason in words.
 */
export const ZBenchmarks = z.object({
  location: z.object({ id: z.string(), name: z.string(), code: z.string(), brandName: z.string() }),
  month: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Days the store reported in the month (transactions a day is per reported day). */
  reportedDays: z.number().int(),
  minPeers: z.number().int(),
  peerGroupTooSmall: z.boolean(),
  reason: z.string().nullable(),
  figures: z.array(ZBenchmarkFigure),
});
export type Benchmarks = z.infer<typeof ZBenchmarks>;
