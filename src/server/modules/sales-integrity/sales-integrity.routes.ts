import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { routeKit, who } from '../../lib/route-kit';
import {
  ZBenchmarkParam,
  ZBenchmarkQuery,
  ZBenchmarks,
  ZIntegrityDismiss,
  ZIntegrityFlag,
  ZIntegrityFlagParam,
  ZIntegrityList,
  ZIntegrityLocation,
  ZIntegrityLocationParam,
  ZIntegrityQuery,
  ZIntegrityRunResult,
  ZIntegritySummary,
  ZSalesYield,
  ZSalesYieldInput,
  ZSalesYieldParams,
  ZSalesYields,
} from '../../../shared/sales-integrity.contracts';

/** Head office's sales integrity (decision 024): findings, their dismissal, sales yields, and running the checks. */
export async function salesIntegrityRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['sales']);
  const view = ctx.guards.can('integrity.view');
  const manage = ctx.guards.can('integrity.manage');
  const benchmarks = ctx.guards.can('integrity.benchmarks');

  api.get(
    '/api/sales-integrity',
    view,
    {
      summary: 'Sales integrity per location, sorted by the royalty its open flags estimate as unreported (head office)',
      querystring: ZIntegrityQuery,
      response: { 200: ZIntegrityList },
    },
    async (req) => ctx.salesIntegrity.list(who(req).actor, req.query),
  );
  api.get(
    '/api/sales-integrity/summary',
    view,
    { summary: 'Open integrity flags for the franchisor dashboard card', response: { 200: ZIntegritySummary } },
    async (req) => ctx.salesIntegrity.summary(who(req).actor),
  );
  api.get(
    '/api/sales-integrity/locations/:locationId',
    view,
    {
      summary: 'One location’s judged months and flags, with the orders and sales days behind each',
      params: ZIntegrityLocationParam,
      response: { 200: ZIntegrityLocation },
    },
    async (req) => ctx.salesIntegrity.location(who(req).actor, req.params.locationId),
  );
  api.post(
    '/api/sales-integrity/flags/:flagId/dismiss',
    manage,
    {
      summary: 'Dismiss a flag with a reason (audit log); no flag changes money',
      params: ZIntegrityFlagParam,
      body: ZIntegrityDismiss,
      example: { reason: 'Store closed for renovation on those days; confirmed with the area manager.' },
      response: { 200: ZIntegrityFlag },
      errors: [409],
    },
    async (req) => {
      const { actor, ip } = who(req);
      return ctx.salesIntegrity.dismiss(actor, req.params.flagId, req.body.reason, ip);
    },
  );
  api.post(
    '/api/sales-integrity/run',
    manage,
    { summary: 'Run the nightly integrity checks now', response: { 200: ZIntegrityRunResult } },
    async () => ctx.salesIntegrity.run(),
  );
  api.get(
    '/api/sales-integrity/yields',
    view,
    { summary: 'Sales yield of every product per brand that may order it', response: { 200: ZSalesYields } },
    async (req) => ctx.salesIntegrity.yields(who(req).actor),
  );
  api.put(
    '/api/sales-integrity/yields/:productId/:brandId',
    manage,
    {
      summary: 'Set a product’s sales yield for a brand: expected net sales per unit bought',
      params: ZSalesYieldParams,
      body: ZSalesYieldInput,
      example: { yieldCentavos: 150_000 },
      response: { 200: ZSalesYield },
    },
    async (req) => {
      const { actor, ip } = who(req);
      return ctx.salesIntegrity.setYield(actor, req.params.productId, req.params.brandId, req.body.yieldCentavos, ip);
    },
  );
  api.get(
    '/api/sales-integrity/benchmarks/:locationId',
    benchmarks,
    {
      summary:
        'One store against the other trading locations of its brand for a complete month: quartiles only, shown from 5 peers (a franchisee: own stores)',
      params: ZBenchmarkParam,
      querystring: ZBenchmarkQuery,
      response: { 200: ZBenchmarks },
    },
    async (req) => ctx.benchmarks.forLocation(who(req).actor, req.params.locationId, req.query),
  );
}
