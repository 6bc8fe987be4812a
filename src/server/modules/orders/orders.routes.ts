import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ZIdempotencyHeaders } from '../../lib/openapi-errors';
import { routeKit } from '../../lib/route-kit';
import { requireActor } from '../../auth/session';
import { ZCancelOrder, ZOrderDetail, ZOrderList, ZOrderListQuery, ZPlaceOrder, ZReorderResult } from '../../../shared/orders.contracts';
import { ZId } from '../../../shared/http';

export async function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['orders']);
  const franchisee = ctx.guards.can('orders.place');
  const viewers = ctx.guards.can('orders.view');

  api.post(
    '/api/orders',
    franchisee,
    {
      summary: 'Place an order from my cart (send an Idempotency-Key header: the same key gives the same single order)',
      body: ZPlaceOrder,
      example: {
        shippingAddressId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
        billingAddressId: '8d3e4b1f-5c6a-4d7b-9e81-2b3c4d5e6f70',
        paymentMethodId: 'a2b7c9d1-4e5f-4a6b-8c7d-3e4f5a6b7c8d',
        notes: 'Deliver before 10 AM; the mall loading bay closes at noon.',
      },
      headers: ZIdempotencyHeaders,
      response: { 200: ZOrderDetail, 201: ZOrderDetail },
      errors: [409],
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      const { order, replayed } = await ctx.checkout.placeOrder(requireActor(req), req.body, typeof key === 'string' ? key : undefined);
      return reply.status(replayed ? 200 : 201).send(order);
    },
  );
  api.get(
    '/api/orders',
    viewers,
    { summary: 'Orders I may see (franchisee: my locations)', querystring: ZOrderListQuery, response: { 200: ZOrderList } },
    async (req) => ctx.orders.list(requireActor(req), req.query),
  );
  api.get(
    '/api/orders/:id',
    viewers,
    { summary: 'One order with its timeline', params: ZId, response: { 200: ZOrderDetail }, errors: [404] },
    async (req) => ctx.orders.detail(requireActor(req), req.params.id),
  );
  api.post(
    '/api/orders/:id/cancel',
    franchisee,
    {
      summary: 'Cancel my order while it waits for approval',
      params: ZId,
      body: ZCancelOrder,
      example: { reason: 'Ordered the wrong cup size; I will place a new order.' },
      response: { 200: ZOrderDetail },
      errors: [404, 409],
    },
    async (req) => ctx.orders.cancel(requireActor(req), req.params.id, req.body.reason),
  );
  api.post(
    '/api/orders/:id/reorder',
    franchisee,
    { summary: 'Put the items of an order back into my cart', params: ZId, response: { 200: ZReorderResult }, errors: [404, 409] },
    async (req) => ctx.orders.reorder(requireActor(req), req.params.id),
  );
}
