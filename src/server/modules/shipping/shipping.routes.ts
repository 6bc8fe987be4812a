import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { ZIdParam } from '../../../shared/http';
import { requireActor } from '../../auth/session';
import { ZBulkResult, ZBulkStatus, ZShip, ZShippingBoard, ZShippingQuery } from '../../../shared/operations.contracts';
import { ZOrderDetail } from '../../../shared/orders.contracts';
import { addCalendarDays, manilaToday } from '../../../shared/time';

const ZOrderId = ZIdParam('orderId');

export async function shippingRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['shipping']);
  const onRequest = ctx.guards.can('orders.ship');

  api.get(
    '/api/shipping',
    onRequest,
    {
      summary: 'Approved, processing, shipped and delivered orders with counts',
      querystring: ZShippingQuery,
      response: { 200: ZShippingBoard },
    },
    async (req) => ctx.shipping.board(req.query),
  );
  api.post(
    '/api/shipping/:orderId/processing',
    onRequest,
    { summary: 'Mark as processing', params: ZOrderId, response: { 200: ZOrderDetail }, errors: [404, 409] },
    async (req) => ctx.shipping.markProcessing(requireActor(req), req.params.orderId),
  );
  api.post(
    '/api/shipping/:orderId/ship',
    onRequest,
    {
      summary: 'Mark as shipped (carrier, tracking, method, ETA); stock leaves the warehouse',
      params: ZOrderId,
      body: ZShip,
      // The example must pass its own schema at boot, and an estimate is today or later: two days after start-up.
      example: {
        carrier: 'LBC',
        trackingNumber: 'LBC-1234567890',
        shippingMethod: 'Next Day',
        estimatedDelivery: addCalendarDays(manilaToday(), 2),
      },
      response: { 200: ZOrderDetail },
      errors: [404, 409],
    },
    async (req) => ctx.shipping.markShipped(requireActor(req), req.params.orderId, req.body),
  );
  api.post(
    '/api/shipping/:orderId/deliver',
    onRequest,
    { summary: 'Mark as delivered; stock arrives at the location', params: ZOrderId, response: { 200: ZOrderDetail }, errors: [404, 409] },
    async (req) => ctx.shipping.markDelivered(requireActor(req), req.params.orderId),
  );
  api.post(
    '/api/shipping/bulk',
    onRequest,
    {
      summary: 'Mark several orders processing or delivered (never bulk shipping)',
      body: ZBulkStatus,
      example: { orderIds: ['6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f', '8d3e4b1f-5c6a-4d7b-9e81-2b3c4d5e6f70'], to: 'processing' },
      response: { 200: ZBulkResult },
    },
    async (req) => ({
      results: await ctx.shipping.bulk(requireActor(req), req.body.orderIds, req.body.to),
    }),
  );
}
