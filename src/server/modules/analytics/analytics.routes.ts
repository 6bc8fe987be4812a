import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { fileResponse } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { AppError } from '../../lib/app-error';
import { asDownload } from '../../lib/download';
import { routeKit } from '../../lib/route-kit';
import { roleHas } from '../../../shared/roles';
import { CSV_CONTENT_TYPE } from '../../lib/spreadsheet';
import {
  ZFinancialAnalytics,
  ZInventoryAnalytics,
  ZNetworkAnalyticsQuery,
  ZNetworkExportQuery,
  ZOwnAnalyticsQuery,
  ZOwnExportQuery,
  ZPerformanceAnalytics,
  ZSalesAnalytics,
  ZWarningsAnalytics,
  type AnalyticsTable,
} from '../../../shared/analytics.contracts';
import { analyticsCsv } from './analytics-export';
import type { AnalyticsRequest } from './analytics.service';

const AREAS = {
  sales: { schema: ZSalesAnalytics, summary: 'Sales over time, by brand, location and payment method, vs the previous period' },
  performance: { schema: ZPerformanceAnalytics, summary: 'Locations ranked against their prorated target and the network average' },
  inventory: { schema: ZInventoryAnalytics, summary: 'Purchases by category, stock value and turns' },
  financial: { schema: ZFinancialAnalytics, summary: 'Revenue and royalties due, billed and collected, by month' },
} as const;

/**
 * /api/analytics/network/* (head office, `analytics.network`): the network, filterable by brand or location.
 * /api/analytics/own/* (franchisee, `analytics.own`): their own locations, with the network average per measure.
 * Each has an export.csv for every table on its page.
 */
export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['analytics']);
  const network = ctx.guards.can('analytics.network');
  const own = ctx.guards.can('analytics.own');
  // The role-resolved paths (/api/analytics/sales …): either analytics permission.
  const either = async (request: FastifyRequest, _reply: FastifyReply) => {
    const s = await ctx.guards.requireSession(request);
    if (!roleHas(s.actor.role, 'analytics.network') && !roleHas(s.actor.role, 'analytics.own')) throw AppError.forbidden();
  };

  for (const [area, def] of Object.entries(AREAS) as [keyof typeof AREAS, (typeof AREAS)[keyof typeof AREAS]][]) {
    api.get(
      `/api/analytics/network/${area}`,
      network,
      { summary: `Network: ${def.summary}`, querystring: ZNetworkAnalyticsQuery, response: { 200: def.schema }, errors: [404] },
      async (req) => ctx.analytics[area]({ actor: requireActor(req), scope: 'network', q: req.query }),
    );
    api.get(
      `/api/analytics/own/${area}`,
      own,
      { summary: `Own locations: ${def.summary}`, querystring: ZOwnAnalyticsQuery, response: { 200: def.schema }, errors: [404] },
      async (req) => ctx.analytics[area]({ actor: requireActor(req), scope: 'own', q: req.query }),
    );
  }
  for (const [area, def] of Object.entries(AREAS) as [keyof typeof AREAS, (typeof AREAS)[keyof typeof AREAS]][]) {
    // The caller's own view by role (head office: the network; a franchisee: their locations, a brand filter ignored),
    // for links and prefetches that do not know the role (spec 2: /analytics prefetches its data).
    api.get(
      `/api/analytics/${area}`,
      either,
      { summary: `By role: ${def.summary}`, querystring: ZNetworkAnalyticsQuery, response: { 200: def.schema }, errors: [404] },
      async (req) => {
        const actor = requireActor(req);
        return roleHas(actor.role, 'analytics.network')
          ? ctx.analytics[area]({ actor, scope: 'network', q: req.query })
          : ctx.analytics[area]({
              actor,
              scope: 'own',
              q: { period: req.query.period, from: req.query.from, to: req.query.to, locationId: req.query.locationId },
            });
      },
    );
  }
  api.get(
    '/api/analytics/network/warnings',
    network,
    {
      summary: 'Early warnings: sales out of line with purchases, open locations that stopped reporting',
      querystring: ZNetworkAnalyticsQuery,
      response: { 200: ZWarningsAnalytics },
      errors: [404],
    },
    async (req) => ctx.analytics.warnings({ actor: requireActor(req), scope: 'network', q: req.query }),
  );

  const sendCsv = async (reply: FastifyReply, request: AnalyticsRequest, table: AnalyticsTable) => {
    const { filename, body } = await analyticsCsv(ctx.analytics, request, table);
    return asDownload(reply, { filename, contentType: CSV_CONTENT_TYPE }).send(body);
  };
  api.get(
    '/api/analytics/network/export.csv',
    network,
    {
      summary: 'One network analytics table as CSV',
      querystring: ZNetworkExportQuery,
      response: { 200: fileResponse('text/csv', 'The table') },
      errors: [404],
    },
    async (req, reply) => {
      const { table, ...q } = req.query;
      return sendCsv(reply, { actor: requireActor(req), scope: 'network', q }, table);
    },
  );
  api.get(
    '/api/analytics/own/export.csv',
    own,
    {
      summary: 'One own-locations analytics table as CSV',
      querystring: ZOwnExportQuery,
      response: { 200: fileResponse('text/csv', 'The table') },
      errors: [404],
    },
    async (req, reply) => {
      const { table, ...q } = req.query;
      return sendCsv(reply, { actor: requireActor(req), scope: 'own', q }, table as AnalyticsTable);
    },
  );
}
