import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireActor } from '../../auth/session';
import { signedIn } from '../../lib/openapi-errors';
import { ZFranchiseeDashboard, ZFranchiseeDashboardQuery, ZFranchisorDashboard } from '../../../shared/dashboards.contracts';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboards'];
  r.get(
    '/api/dashboards/franchisor',
    {
      onRequest: ctx.guards.can('analytics.network'),
      schema: signedIn({
        tags,
        summary: 'Network landing dashboard: reported sales, orders, stock, receivables, royalties, ranking, activity',
        response: { 200: ZFranchisorDashboard },
      }),
    },
    async () => ctx.dashboards.franchisor(),
  );
  r.get(
    '/api/dashboards/franchisee',
    {
      onRequest: ctx.guards.can('analytics.own'),
      schema: signedIn(
        {
          tags,
          summary: 'Landing dashboard of one of the caller’s own locations (another location’s id is 404)',
          querystring: ZFranchiseeDashboardQuery,
          response: { 200: ZFranchiseeDashboard },
        },
        404,
      ),
    },
    async (req) => ctx.dashboards.franchisee(requireActor(req), req.query),
  );
}
