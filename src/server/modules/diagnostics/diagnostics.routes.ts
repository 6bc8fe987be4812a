import { instrumentsRoutes } from './instruments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor } from '../../auth/session';
import { AppError } from '../../lib/app-error';
import { routeKit } from '../../lib/route-kit';
import type { Actor } from '../../lib/rls';
import {
  SUITES,
  ZBrowserResults,
  ZDiagnosticStatusParams,
  ZSuiteParams,
  ZSuiteRun,
  type SuiteName,
} from '../../../shared/diagnostics.contracts';
import { createProbe, runChecks } from './suite-kit';
import { SERVER_SUITES } from './suites';

/**
 * Runs per caller (signed-in user, or address for the public system suite) in ten minutes. A run makes from a few to a
 * few hundred requests inside the app (auth-security sweeps every protected route), so it is not an endless lever.
 */
export const SUITE_RUN_LIMIT = { perCaller: 40, windowSeconds: 600 } as const;

const RUNS_IN_BROWSER = 'This suite runs in the browser: open its page under /test to run it.';

/**
 * The /test suites (issue 17): run a server suite against the live app, record a browser suite's results, read a
 * suite's last run. Plus the errors of any status on demand (the api-errors page and suite).
 */
export async function diagnosticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['diagnostics']);
  const signedIn = ctx.guards.signedIn;

  async function run(suite: SuiteName, request: FastifyRequest, actor: Actor | null) {
    const definition = SERVER_SUITES[suite];
    if (!definition) throw AppError.conflict(RUNS_IN_BROWSER);
    const caller = actor ? `user:${actor.userId}` : `ip:${request.ip}`;
    const claim = await ctx.limiter.reserve(`diagnostics:runs:${caller}`, SUITE_RUN_LIMIT.windowSeconds, SUITE_RUN_LIMIT.perCaller);
    if (!claim.allowed) throw AppError.of('RATE_LIMITED');
    const started = performance.now();
    const probe = createProbe(app, ctx, actor, {
      cookie: actor ? request.headers.cookie : undefined,
      authorization: actor ? request.headers.authorization : undefined,
    });
    const checks = await runChecks(definition, probe);
    return ctx.diagnosticRuns.record(suite, checks, actor, 'server', performance.now() - started);
  }

  api.post(
    '/api/diagnostics/system/run',
    'public',
    {
      summary: 'Run the public system suite (app up, API answers, database answers and is migrated)',
      response: { 200: ZSuiteRun },
      errors: [429],
    },
    async (req) => run('system', req, null),
  );
  api.post(
    '/api/diagnostics/suites/:suite/run',
    signedIn,
    {
      summary: 'Run a server suite as the caller; checks that write or read others’ data run for franchisor and admin only',
      params: ZSuiteParams,
      response: { 200: ZSuiteRun },
      errors: [409, 429],
    },
    async (req) => run(req.params.suite, req, req.actor),
  );
  api.post(
    '/api/diagnostics/suites/:suite/results',
    signedIn,
    {
      summary: 'Record the checks a browser suite ran (its last result on the dashboard)',
      params: ZSuiteParams,
      body: ZBrowserResults,
      example: {
        checks: [
          {
            name: 'Session: GET /api/session',
            status: 'pass',
            durationMs: 42,
            detail: 'Signed in as franchisee (42 ms).',
            evidence: { request: 'GET /api/session', response: '200 in 42 ms {"user":{"role":"franchisee"}}' },
          },
          {
            name: 'Cart: GET /api/cart',
            status: 'pass',
            durationMs: 118,
            detail: '3 line(s) for Kape Kanto Makati, loaded in 118 ms.',
            evidence: null,
          },
        ],
      },
      response: { 200: ZSuiteRun },
      errors: [409],
    },
    async (req) => {
      if (SUITES[req.params.suite].runs === 'server') throw AppError.conflict('This suite runs on the server: run it instead.');
      const duration = req.body.checks.reduce((sum, c) => sum + c.durationMs, 0);
      return ctx.diagnosticRuns.record(req.params.suite, req.body.checks, req.actor, 'browser', duration);
    },
  );
  api.get(
    '/api/diagnostics/suites/:suite',
    signedIn,
    {
      summary: 'A suite’s last run with every check; the evidence for head office and for whoever made the run',
      params: ZSuiteParams,
      response: { 200: ZSuiteRun },
      errors: [404],
    },
    async (req) => {
      const last = await ctx.diagnosticRuns.last(req.params.suite, requireActor(req));
      if (!last) throw AppError.notFound('This suite has not run yet.');
      return last;
    },
  );

  const failWith = async (status: number) => {
    throw AppError.fromStatus(status);
  };
  const errorSpec = {
    summary: 'Respond with the error of the given status',
    params: ZDiagnosticStatusParams,
    // Never succeeds: it answers the error it is asked for.
    response: {},
    errors: [400, 404, 409, 429, 500, 502, 503, 504],
  };
  api.get('/api/diagnostics/errors/:status', signedIn, errorSpec, (req) => failWith(req.params.status));
  api.post('/api/diagnostics/errors/:status', signedIn, errorSpec, (req) => failWith(req.params.status));

  // The instruments (flags, overview, error reports, vitals, jobs) are this module's routes as well.
  await instrumentsRoutes(app, ctx);
}
