import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor } from '../../auth/session';
import { routeKit } from '../../lib/route-kit';
import { ZFranchiseeDashboard, ZFranchiseeDashboardQuery, ZFranchisorDashboard } from '../../../shared/dashboards.contracts';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['analytics']);
  api.get(
    '/api/dashboards/franchisor',
    ctx.guards.can('analytics.network'),
    {
      summary: 'Network landing dashboard: reported sales, orders, stock, receivables, royalties, ranking, activity',
      response: { 200: ZFranchisorDashboard },
    },
    async () => ctx.dashboards.franchisor(),
  );
  api.get(
    '/api/dashboards/franchisee',
    ctx.guards.can('analytics.own'),
    {
      summary: 'Landing dashboard of one of the caller’s own locations (another location’s id is 404)',
      querystring: ZFranchiseeDashboardQuery,
      response: { 200: ZFranchiseeDashboard },
      errors: [404],
    },
    async (req) => ctx.dashboards.franchisee(requireActor(req), req.query),
  );
}
