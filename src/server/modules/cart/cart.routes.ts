import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { requireActor } from '../../auth/session';
import { ZAddToCart, ZCart, ZCartCount, ZOrderingLocations, ZSelectLocation, ZUpdateCartLine } from '../../../shared/cart.contracts';
import { ZId } from '../../../shared/http';

export async function cartRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['cart']);
  const franchisee = ctx.guards.can('orders.place');

  api.get(
    '/api/ordering/locations',
    franchisee,
    { summary: 'My locations and the one I order for', response: { 200: ZOrderingLocations } },
    async (req) => ctx.orderingLocations.get(requireActor(req)),
  );
  api.put(
    '/api/ordering/location',
    franchisee,
    {
      summary: 'Choose the location I order for',
      body: ZSelectLocation,
      example: { locationId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f' },
      response: { 200: ZOrderingLocations },
      errors: [404, 409],
    },
    async (req) => ctx.orderingLocations.select(requireActor(req), req.body.locationId),
  );

  api.get('/api/cart', franchisee, { summary: 'My cart for the selected location, validated', response: { 200: ZCart } }, async (req) =>
    ctx.cart.get(requireActor(req)),
  );
  api.get('/api/cart/count', franchisee, { summary: 'Number of lines in my cart', response: { 200: ZCartCount } }, async (req) => ({
    count: await ctx.cart.count(requireActor(req)),
  }));
  api.post(
    '/api/cart/lines',
    franchisee,
    {
      summary: 'Add a product (adds to an existing line)',
      body: ZAddToCart,
      example: { productId: '0b7d4e21-5a3c-4f8e-9d62-7c1e3a5b9f04', quantity: 6 },
      response: { 200: ZCart },
      errors: [404, 409],
    },
    async (req) => ctx.cart.addLine(requireActor(req), req.body.productId, req.body.quantity),
  );
  api.patch(
    '/api/cart/lines/:id',
    franchisee,
    {
      summary: 'Change a quantity',
      params: ZId,
      body: ZUpdateCartLine,
      example: { quantity: 12 },
      response: { 200: ZCart },
      errors: [404, 409],
    },
    async (req) => ctx.cart.updateLine(requireActor(req), req.params.id, req.body.quantity),
  );
  api.post(
    '/api/cart/lines/:id/accept-price',
    franchisee,
    { summary: 'Accept the current price of a line', params: ZId, response: { 200: ZCart }, errors: [404, 409] },
    async (req) => ctx.cart.acceptPrice(requireActor(req), req.params.id),
  );
  api.delete(
    '/api/cart/lines/:id',
    franchisee,
    { summary: 'Remove a line', params: ZId, response: { 200: ZCart }, errors: [404, 409] },
    async (req) => ctx.cart.removeLine(requireActor(req), req.params.id),
  );
  api.delete('/api/cart', franchisee, { summary: 'Clear my cart', response: { 200: ZCart }, errors: [409] }, async (req) =>
    ctx.cart.clear(requireActor(req)),
  );
}
