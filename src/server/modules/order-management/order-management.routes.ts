import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { fileResponse } from '../../lib/openapi-errors';
import { asDownload } from '../../lib/download';
import { routeKit } from '../../lib/route-kit';
import { requireActor } from '../../auth/session';
import { NO_NETWORK_MESSAGE } from './order-management.service';
import { ZHeadOfficeCancel, ZOrderManagementList, ZOrderManagementQuery } from '../../../shared/operations.contracts';
import { ZOrderDetail } from '../../../shared/orders.contracts';
import { ZIdParam } from '../../../shared/http';
import { manilaToday } from '../../../shared/time';

const ZOrderId = ZIdParam('orderId');

export async function orderManagementRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['orders']);
  const onRequest = ctx.guards.can('orders.manage_view', { refusedMessage: NO_NETWORK_MESSAGE });

  api.get(
    '/api/order-management',
    onRequest,
    { summary: 'Orders I may see, filtered, sorted, paged', querystring: ZOrderManagementQuery, response: { 200: ZOrderManagementList } },
    async (req) => ctx.orderManagement.list(requireActor(req), req.query),
  );
  api.get(
    '/api/order-management/filters',
    onRequest,
    {
      summary: 'Locations and brands I may filter by',
      response: {
        200: z.object({
          locations: z.array(z.object({ id: z.string(), name: z.string() })),
          brands: z.array(z.object({ id: z.string(), name: z.string() })),
        }),
      },
    },
    async (req) => ctx.orderManagement.filters(requireActor(req)),
  );
  api.get(
    '/api/order-management/export.csv',
    onRequest,
    {
      summary: 'The whole filtered set as CSV',
      querystring: ZOrderManagementQuery,
      response: { 200: fileResponse('text/csv', 'The orders') },
    },
    async (req, reply) => {
      const a = requireActor(req);
      const gen = ctx.orderManagement.csv(a, req.query);
      const first = await gen.next(); // runs the first query: a refusal or failure is answered before any byte is sent
      const stamp = manilaToday();
      asDownload(reply, { filename: `orders-${stamp}.csv`, contentType: 'text/csv; charset=utf-8' });
      return reply.send(
        Readable.from(
          (async function* () {
            if (!first.done) yield first.value;
            yield* gen;
          })(),
        ),
      );
    },
  );
  // Head office's cancel of an approved or processing order; same permission as the shipping board.
  api.post(
    '/api/orders/:orderId/head-office-cancel',
    ctx.guards.can('orders.ship'),
    {
      summary: 'Cancel an approved or processing order (stock released, invoice cancelled)',
      params: ZOrderId,
      body: ZHeadOfficeCancel,
      example: { reason: 'The supplier cannot deliver the Batangas barako beans this week; please reorder next week.' },
      response: { 200: ZOrderDetail },
      errors: [404, 409],
    },
    async (req) => ctx.orderManagement.cancel(requireActor(req), req.params.orderId, req.body.reason),
  );
}
