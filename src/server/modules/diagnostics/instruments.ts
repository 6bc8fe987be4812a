import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor } from '../../auth/session';
import { routeKit } from '../../lib/route-kit';
import { ZId, ZOk } from '../../../shared/http';
import {
  DIAGNOSTICS_API,
  SUITE_NAMES,
  ZDiagnosticsOverview,
  ZErrorGroup,
  ZErrorGroupList,
  ZErrorGroupQuery,
  ZErrorGroupUpdate,
  ZErrorReport,
  ZFlags,
  ZJobList,
  ZVitalsReport,
  type Flags,
} from '../../../shared/diagnostics.contracts';
import { roleHas } from '../../../shared/roles';
import { version } from '../../../../package.json';

/** Bodies the browser sends: a trimmed error report is a few KB, a vitals report a few hundred bytes. */
export const INSTRUMENT_BODY_LIMITS = { errorReport: 16 * 1024, vitals: 8 * 1024 } as const;

/**
 * A scope whose routes take at most `bodyLimit` bytes (413 beyond) and read a text/plain body as JSON: what
 * navigator.sendBeacon sends by default (no preflight). The zod schemas validate it like any JSON body.
 */
async function instrumentScope(app: FastifyInstance, bodyLimit: number, routes: (scope: FastifyInstance) => void) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = bodyLimit;
    });
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, scope.getDefaultJsonParser('error', 'error'));
    routes(scope);
  });
}

/** The package version, and the commit when the server was given one (BUILD_COMMIT), as the browser reports its own. */
export function buildVersion(ctx: Pick<AppContext, 'config'>): string {
  return ctx.config.BUILD_COMMIT ? `${version}+${ctx.config.BUILD_COMMIT}` : version;
}

export function featureFlags(ctx: Pick<AppContext, 'config'>): Flags {
  return {
    chatSupport: ctx.config.FEATURE_CHAT_SUPPORT,
    analytics: ctx.config.FEATURE_ANALYTICS,
    errorReporting: ctx.config.FEATURE_ERROR_REPORTING,
    buildVersion: buildVersion(ctx),
  };
}

/**
 * The instruments of issue 17: feature flags, the public /test overview, browser error reports and their groups
 * (head office), web vitals, and the scheduler's jobs. Reports and vitals are public, so they are limited per
 * client address and in size; with their feature flag off they are answered 202 and dropped (the browser does not
 * send them then, and an old tab that still does gets no error to report).
 */
export async function instrumentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['diagnostics']);
  const operate = ctx.guards.can('diagnostics.operate');

  /** The signed-in user behind a report, from the session only; an expired or broken session is a visitor. */
  const reporter = async (req: FastifyRequest) => (await ctx.getSession(req).catch(() => null))?.actor.userId ?? null;

  /**
   * Whether the caller of a public route holds diagnostics.operate (an active session that passes the guards' own
   * checks, two-factor enrolment included); a visitor or a broken session is not.
   */
  const isOperator = async (req: FastifyRequest) => {
    const s = await ctx.guards.requireSession(req).catch(() => null);
    return s ? roleHas(s.actor.role, 'diagnostics.operate') : false;
  };

  api.get(
    DIAGNOSTICS_API.flags,
    'public',
    { summary: 'Feature flags in force and the build the server runs', response: { 200: ZFlags } },
    async () => featureFlags(ctx),
  );

  api.get(
    DIAGNOSTICS_API.overview,
    'public',
    {
      summary:
        'The /test dashboard: each suite’s last result, flags, slow requests (24 h), web vitals (7 days), open error groups. Totals for anyone; per-route figures with diagnostics.operate',
      response: { 200: ZDiagnosticsOverview },
    },
    async (req) => {
      const perRoute = await isOperator(req);
      const [runs, slowRequests, vitals, openErrorGroups] = await Promise.all([
        ctx.diagnosticRuns.all(),
        ctx.slowRequests.lastDay(ctx.config.SLOW_REQUEST_MS, { perRoute }),
        ctx.webVitals.summary(7, { perRoute }),
        ctx.errorReports.openCount(),
      ]);
      const last = new Map(runs.map((r) => [r.suite, r]));
      return {
        suites: SUITE_NAMES.map((suite) => {
          const run = last.get(suite);
          return {
            suite,
            last: run
              ? {
                  status: run.status,
                  passed: run.passed,
                  failed: run.failed,
                  skipped: run.skipped,
                  durationMs: run.durationMs,
                  runAt: run.runAt,
                  role: run.role,
                }
              : null,
          };
        }),
        flags: featureFlags(ctx),
        slowRequests,
        vitals,
        perRoute,
        openErrorGroups,
      };
    },
  );

  await instrumentScope(app, INSTRUMENT_BODY_LIMITS.errorReport, (scope) =>
    routeKit(scope, ['diagnostics']).post(
      DIAGNOSTICS_API.errorReports,
      'public',
      {
        summary: 'Report a browser error (grouped by fingerprint); limited per client address and to 16 KB',
        body: ZErrorReport,
        example: {
          kind: 'error',
          message: "TypeError: Cannot read properties of undefined (reading 'lines')",
          stack: "TypeError: Cannot read properties of undefined (reading 'lines')\n    at CartPage (/assets/cart-3f2a9c1.js:1:2345)",
          route: '/cart',
          buildVersion: '0.1.0+3f2a9c1',
          browser: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        },
        response: { 202: ZOk },
        errors: [413, 429],
      },
      async (req, reply) => {
        if (ctx.config.FEATURE_ERROR_REPORTING) await ctx.errorReports.report(req.ip, await reporter(req), req.body);
        return reply.status(202).send({ ok: true });
      },
    ),
  );

  await instrumentScope(app, INSTRUMENT_BODY_LIMITS.vitals, (scope) =>
    routeKit(scope, ['diagnostics']).post(
      DIAGNOSTICS_API.vitals,
      'public',
      {
        summary: 'Report Core Web Vitals of a page load (route patterns of the route table only; JSON or sendBeacon text)',
        body: ZVitalsReport,
        example: {
          samples: [
            { route: '/dashboard', metric: 'LCP', value: 1840 },
            { route: '/dashboard', metric: 'CLS', value: 0.04 },
            { route: '/dashboard', metric: 'INP', value: 120 },
          ],
        },
        response: { 202: ZOk },
        errors: [413, 429],
      },
      async (req, reply) => {
        if (ctx.config.FEATURE_ANALYTICS) await ctx.webVitals.record(req.ip, req.body.samples);
        return reply.status(202).send({ ok: true });
      },
    ),
  );

  api.get(
    DIAGNOSTICS_API.errorGroups,
    operate,
    {
      summary: 'Browser error groups: status filter, paged, newest last seen first, counts per status',
      querystring: ZErrorGroupQuery,
      response: { 200: ZErrorGroupList },
    },
    async (req) => ctx.errorReports.list(req.query),
  );
  api.patch(
    `${DIAGNOSTICS_API.errorGroups}/:id`,
    operate,
    {
      summary: 'Mark an error group open, resolved or ignored',
      params: ZId,
      body: ZErrorGroupUpdate,
      example: { status: 'resolved' },
      response: { 200: ZErrorGroup },
      errors: [404],
    },
    async (req) => ctx.errorReports.setStatus(requireActor(req), req.params.id, req.body.status),
  );

  api.get(
    DIAGNOSTICS_API.jobs,
    operate,
    { summary: 'The scheduler’s jobs: schedule, last run and result, next run', response: { 200: ZJobList } },
    async () => ({
      items: (await ctx.jobs.list()).map((j) => ({
        name: j.name,
        schedule: j.schedule,
        nextRunAt: j.nextRunAt.toISOString(),
        lastStartedAt: j.lastStartedAt?.toISOString() ?? null,
        lastFinishedAt: j.lastFinishedAt?.toISOString() ?? null,
        lastResult: j.lastResult,
        lastError: j.lastError,
        running: j.runningBy !== null,
        runs: j.runs,
        failures: j.failures,
      })),
    }),
  );
}
