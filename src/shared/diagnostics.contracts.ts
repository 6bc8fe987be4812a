import { z } from 'zod';
import { ZLine, ZMultiline, ZPageQuery, ZUuid, paged, listOf } from './http';
import { ROLES } from './roles';
import { ERROR_GROUP_STATUSES, ERROR_REPORT_LIMITS, VITAL_LIMITS, VITAL_METRICS, type SuitePage } from './diagnostics-info';

export { DIAGNOSTICS_API, VITAL_THRESHOLDS, vitalRating, ERROR_REPORT_LIMITS, VITAL_LIMITS, SUITE_PAGES } from './diagnostics-info';

/**
 * Diagnostics (issue 17): the /test suites, feature flags, browser error reports and web vitals.
 *
 * GET  /api/diagnostics/flags                     public → ZFlags
 * GET  /api/diagnostics/overview                  public → ZDiagnosticsOverview (suites with their last result, vitals, counts)
 * POST /api/diagnostics/suites/:suite/run         → ZSuiteRun. 'system' runs for anyone; every other suite needs a
 *      session, and its checks that write or read other users' data run only with diagnostics.operate (else skip).
 * GET  /api/diagnostics/suites/:suite             signed in → ZSuiteRun | 404 (never run)
 * POST /api/diagnostics/suites/:suite/results     signed in, browser suites only: ZBrowserResults → ZSuiteRun
 * POST /api/diagnostics/error-reports             public, rate and size limited: ZErrorReport → 202 ZOk
 * GET  /api/diagnostics/error-groups              diagnostics.operate: ZErrorGroupQuery → ZErrorGroupList
 * PATCH /api/diagnostics/error-groups/:id         diagnostics.operate: ZErrorGroupUpdate → ZErrorGroup
 * POST /api/diagnostics/vitals                    public, rate limited: ZVitalsReport → 202 ZOk
 * GET  /api/diagnostics/jobs                      diagnostics.operate → ZJobList
 * GET  /api/diagnostics/errors/:status            signed in: answers with that status (the api-errors page)
 */

/** Statuses the error-handling diagnostics can produce on demand (spec 8, HTTP status messages). */
export const DIAGNOSTIC_STATUSES = [400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504] as const;
export const ZDiagnosticStatusParams = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((s) => (DIAGNOSTIC_STATUSES as readonly number[]).includes(s), 'Invalid status. Please check your input.'),
});

/** Where a suite's checks run: on the server (against the live app), in the browser, or both. */
export type SuiteRunsIn = 'server' | 'browser' | 'both';
export interface SuiteInfo {
  title: string;
  description: string;
  /** 'public': anyone may run it (exposes nothing); 'signedIn': its page needs a session. */
  access: 'public' | 'signedIn';
  runs: SuiteRunsIn;
}

/** Every suite the /test dashboard lists: the public system check, then one per /test page (bug-tracker is a list). */
export const SUITES = {
  system: {
    title: 'System',
    description: 'The app is up, the API answers, the database answers and its migrations are current.',
    access: 'public',
    runs: 'server',
  },
  'supplier-access': {
    title: 'Supplier access',
    description: "Your role's supplier permissions against what the supplier API actually allows.",
    access: 'signedIn',
    runs: 'server',
  },
  authentication: {
    title: 'Authentication',
    description: 'Your session and token; a throwaway account signs in, refreshes and signs out (removed after).',
    access: 'signedIn',
    runs: 'server',
  },
  login: {
    title: 'Login',
    description: 'Sign-in with the right and wrong password, an unknown e-mail and a missing field, on a throwaway account.',
    access: 'signedIn',
    runs: 'server',
  },
  'api-errors': {
    title: 'API errors',
    description: 'Each error status answers in the one error shape with its catalogue code and text.',
    access: 'signedIn',
    runs: 'server',
  },
  'react-query': {
    title: 'React Query',
    description: 'The cache profiles and retry settings in force in this browser.',
    access: 'signedIn',
    runs: 'browser',
  },
  'auth-security': {
    title: 'Auth security',
    description: 'Protected API routes refuse calls without a session, tokens verify against the JWKS, cookies are HttpOnly.',
    access: 'signedIn',
    runs: 'both',
  },
  routes: {
    title: 'Routes',
    description: 'Every route of the table loads its page, and its guard lets your role in or keeps it out as the table says.',
    access: 'signedIn',
    runs: 'browser',
  },
  'production-fixes': {
    title: 'Production fixes',
    description: 'Invariants the earlier product broke: order transitions validated, no oversell, no notifications for others.',
    access: 'signedIn',
    runs: 'server',
  },
  integration: {
    title: 'Integration',
    description: 'An order placed, approved and cancelled on a throwaway location, cleaned up after.',
    access: 'signedIn',
    runs: 'server',
  },
  'rls-security': {
    title: 'RLS security',
    description: "For every franchisee-owned table, a query as another franchisee returns none of the owner's rows.",
    access: 'signedIn',
    runs: 'server',
  },
  cart: {
    title: 'Cart',
    description: "Your cart's validation: products active, quantities allowed, stock and totals.",
    access: 'signedIn',
    runs: 'server',
  },
  'cart-debug': {
    title: 'Cart debug',
    description: 'The steps of loading your cart in this browser, with their timings.',
    access: 'signedIn',
    runs: 'browser',
  },
} as const satisfies Record<'system' | SuitePage, SuiteInfo>;
export type SuiteName = keyof typeof SUITES;
export const SUITE_NAMES = Object.keys(SUITES) as SuiteName[];
export const ZSuiteParams = z.object({
  suite: z.enum(SUITE_NAMES as [SuiteName, ...SuiteName[]], { error: 'Unknown test suite.' }),
});

export const CHECK_STATUSES = ['pass', 'fail', 'skip'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];
/** What a check sent and what came back, in one line each (never a secret: tokens and cookies are elided). */
export const ZEvidence = z.object({ request: z.string().max(500), response: z.string().max(2000) });
export const ZCheckResult = z.object({
  name: z.string().min(1).max(200),
  status: z.enum(CHECK_STATUSES),
  durationMs: z.number().min(0).max(600_000),
  /** Why it passed, failed or was skipped, in a sentence. */
  detail: z.string().max(2000),
  evidence: ZEvidence.nullable(),
});
export type CheckResult = z.infer<typeof ZCheckResult>;

export const SUITE_STATUSES = ['pass', 'fail', 'skipped'] as const;
export type SuiteStatus = (typeof SUITE_STATUSES)[number];
/** A suite fails when one check fails; passes when at least one check passed; is skipped when every check was. */
export function suiteStatus(checks: readonly { status: CheckStatus }[]): SuiteStatus {
  if (checks.some((c) => c.status === 'fail')) return 'fail';
  return checks.some((c) => c.status === 'pass') ? 'pass' : 'skipped';
}

export const ZSuiteRun = z.object({
  suite: ZSuiteParams.shape.suite,
  status: z.enum(SUITE_STATUSES),
  passed: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  durationMs: z.number(),
  runAt: z.string(),
  role: z.enum(ROLES).nullable(),
  source: z.enum(['server', 'browser']),
  checks: z.array(ZCheckResult),
});
export type SuiteRun = z.infer<typeof ZSuiteRun>;

/** A browser suite's checks as the page ran them (the server counts and records them). */
/** A check a browser reports: the same shape, with the text checks every other input gets (no control characters). */
const ZBrowserCheck = ZCheckResult.extend({
  name: ZLine(200).min(1),
  detail: ZMultiline(2000),
  evidence: z.object({ request: ZMultiline(500), response: ZMultiline(2000) }).nullable(),
});
export const ZBrowserResults = z.object({ checks: z.array(ZBrowserCheck).min(1).max(300) });

export const ZFlags = z.object({
  chatSupport: z.boolean(),
  analytics: z.boolean(),
  errorReporting: z.boolean(),
  /** The build the server runs (package version + commit when known); error reports carry the browser's. */
  buildVersion: z.string(),
});
export type Flags = z.infer<typeof ZFlags>;

export const ZVitalSummary = z.object({
  route: z.string(),
  metric: z.enum(VITAL_METRICS as [string, ...string[]]),
  samples: z.number().int(),
  p75: z.number(),
  good: z.number().int(),
  needsImprovement: z.number().int(),
  poor: z.number().int(),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
});
export type VitalSummary = z.infer<typeof ZVitalSummary>;

/** The route of a public vitals summary: every page together. */
export const VITALS_ALL_ROUTES = '*';

export const ZDiagnosticsOverview = z.object({
  suites: z.array(
    z.object({
      suite: ZSuiteParams.shape.suite,
      last: ZSuiteRun.pick({
        status: true,
        passed: true,
        failed: true,
        skipped: true,
        durationMs: true,
        runAt: true,
        role: true,
      }).nullable(),
    }),
  ),
  flags: ZFlags,
  /**
   * API requests slower than the threshold in the last 24 hours, and the slowest routes among them. The routes are
   * for `diagnostics.operate` only (issue 32: a public list of slow routes showed an attacker what hurts); anyone
   * else gets the total and `routes: null`.
   */
  slowRequests: z.object({
    thresholdMs: z.number().int(),
    lastDay: z.number().int(),
    routes: z.array(z.object({ method: z.string(), route: z.string(), count: z.number().int(), maxMs: z.number().int() })).nullable(),
  }),
  /**
   * Web vitals of the last 7 days (p75 rated with the spec's thresholds): per route and metric for
   * `diagnostics.operate`, per metric over all pages (route `VITALS_ALL_ROUTES`) for anyone else.
   */
  vitals: z.array(ZVitalSummary),
  /** Whether the per-route figures are in this answer (the caller has `diagnostics.operate`). */
  perRoute: z.boolean(),
  /** Open error groups (reports themselves are head office's to read). */
  openErrorGroups: z.number().int(),
});
export type DiagnosticsOverview = z.infer<typeof ZDiagnosticsOverview>;

const ZTrimmed = (max: number) => z.string().max(max, `Must be at most ${max} characters.`);
export const ZErrorReport = z.object({
  kind: z.enum(['error', 'unhandledrejection', 'render']),
  message: ZTrimmed(ERROR_REPORT_LIMITS.message).min(1, 'Message is required.'),
  stack: ZTrimmed(ERROR_REPORT_LIMITS.stack).optional(),
  route: ZTrimmed(ERROR_REPORT_LIMITS.route).min(1),
  buildVersion: ZTrimmed(ERROR_REPORT_LIMITS.buildVersion).optional(),
  browser: ZTrimmed(ERROR_REPORT_LIMITS.browser).optional(),
});
export type ErrorReport = z.infer<typeof ZErrorReport>;

export const ZErrorGroup = z.object({
  id: ZUuid,
  kind: ZErrorReport.shape.kind,
  message: z.string(),
  stack: z.string().nullable(),
  route: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  buildVersion: z.string().nullable(),
  browser: z.string().nullable(),
  count: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  status: z.enum(ERROR_GROUP_STATUSES),
});
export type ErrorGroup = z.infer<typeof ZErrorGroup>;
export const ZErrorGroupQuery = z.object({ status: z.enum(ERROR_GROUP_STATUSES).optional(), ...ZPageQuery(25).shape });
export const ZErrorGroupList = paged(ZErrorGroup).extend({
  counts: z.object({ open: z.number().int(), resolved: z.number().int(), ignored: z.number().int() }),
});
export type ErrorGroupList = z.infer<typeof ZErrorGroupList>;
export const ZErrorGroupUpdate = z.object({ status: z.enum(ERROR_GROUP_STATUSES) });

export const ZVitalsReport = z.object({
  samples: z
    .array(
      z.object({
        route: ZLine(ERROR_REPORT_LIMITS.route),
        metric: z.enum(VITAL_METRICS as [string, ...string[]]),
        value: z.number().min(0).max(600_000),
      }),
    )
    .min(1)
    .max(VITAL_LIMITS.samplesPerReport),
});

export const ZJob = z.object({
  name: z.string(),
  schedule: z.string(),
  nextRunAt: z.string(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastResult: z.unknown(),
  lastError: z.string().nullable(),
  running: z.boolean(),
  runs: z.number().int(),
  failures: z.number().int(),
});
export const ZJobList = listOf(ZJob);
export type Job = z.infer<typeof ZJob>;
