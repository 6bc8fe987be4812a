import { TEST_PAGES } from './routes';

/**
 * Diagnostics facts the browser needs on every page, without zod (the error reporter and the web-vitals
 * collector load on public pages, whose budget has no room for the schemas): API paths, limits, thresholds.
 */
export const DIAGNOSTICS_API = {
  suites: '/api/diagnostics/suites',
  /** POST `${suites}/:suite/run` runs a server suite; POST `${suites}/:suite/results` records a browser run. */
  flags: '/api/diagnostics/flags',
  overview: '/api/diagnostics/overview',
  errorReports: '/api/diagnostics/error-reports',
  errorGroups: '/api/diagnostics/error-groups',
  vitals: '/api/diagnostics/vitals',
  jobs: '/api/diagnostics/jobs',
} as const;

/** Spec §performance: good at or below `good`, poor above `poor`, needs improvement between. */
export const VITAL_THRESHOLDS = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  FID: { good: 100, poor: 300, unit: 'ms' },
  // INP has no threshold in the spec; web.dev's (200/500 ms) are used.
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
} as const;
export type VitalMetric = keyof typeof VITAL_THRESHOLDS;
/**
 * The largest value a real page load reports (a minute for the timings, 10 for layout shift): a sample beyond it is
 * stored as this, so a forged report cannot drag a route's p75 to absurd figures (a minute's LCP is poor already).
 */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 60_000, FID: 60_000, INP: 60_000, CLS: 10 };
export const VITAL_METRICS = Object.keys(VITAL_THRESHOLDS) as VitalMetric[];
export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const t = VITAL_THRESHOLDS[metric];
  return value <= t.good ? 'good' : value > t.poor ? 'poor' : 'needs-improvement';
}

/** Error reports: sizes the browser trims to before sending and the server refuses beyond. */
export const ERROR_REPORT_LIMITS = {
  message: 1000,
  stack: 8000,
  route: 300,
  browser: 300,
  buildVersion: 64,
  /** Per client address per window (the server's limit; the browser also stops after this many per page). */
  perAddress: 30,
  windowSeconds: 600,
} as const;

/** Web vitals: samples per request and requests per client address per window. */
export const VITAL_LIMITS = { samplesPerReport: 10, perAddress: 120, windowSeconds: 600 } as const;

export const ERROR_GROUP_STATUSES = ['open', 'resolved', 'ignored'] as const;
export type ErrorGroupStatus = (typeof ERROR_GROUP_STATUSES)[number];

/** The /test pages that run a suite (all but bug-tracker, a list); each page's suite has the page's name. */
export const SUITE_PAGES = TEST_PAGES.filter((p): p is Exclude<(typeof TEST_PAGES)[number], 'bug-tracker'> => p !== 'bug-tracker');
export type SuitePage = (typeof SUITE_PAGES)[number];
