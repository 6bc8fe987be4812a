import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { ZAddToCart, ZCart, ZCartCount, ZOrderingLocations, ZSelectLocation, ZUpdateCartLine } from '../../../shared/cart.contracts';
import { ZId } from '../../../shared/http';

export async function cartRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];
  const franchisee = ctx.guards.can('orders.place');

  r.get(
    '/api/ordering/locations',
    {
      onRequest: franchisee,
      schema: signedIn({ tags, summary: 'My locations and the one I order for', response: { 200: ZOrderingLocations } }),
    },
    async (req) => ctx.orderingLocations.get(requireActor(req)),
  );
  r.put(
    '/api/ordering/location',
    {
      onRequest: franchisee,
      schema: signedIn({ tags, summary: 'Choose the location I order for', body: ZSelectLocation, response: { 200: ZOrderingLocations } }),
    },
    async (req) => ctx.orderingLocations.select(requireActor(req), req.body.locationId),
  );

  r.get(
    '/api/cart',
    {
      onRequest: franchisee,
      schema: signedIn({ tags, summary: 'My cart for the selected location, validated', response: { 200: ZCart } }),
    },
    async (req) => ctx.cart.get(requireActor(req)),
  );
  r.get(
    '/api/cart/count',
    { onRequest: franchisee, schema: signedIn({ tags, summary: 'Number of lines in my cart', response: { 200: ZCartCount } }) },
    async (req) => ({
      count: await ctx.cart.count(requireActor(req)),
    }),
  );
  r.post(
    '/api/cart/lines',
    {
      onRequest: franchisee,
      schema: signedIn({ tags, summary: 'Add a product (adds to an existing line)', body: ZAddToCart, response: { 200: ZCart } }),
    },
    async (req) => ctx.cart.addLine(requireActor(req), req.body.productId, req.body.quantity),
  );
  r.patch(
    '/api/cart/lines/:id',
    {
      onRequest: franchisee,
      schema: signedIn({ tags, summary: 'Change a quantity', params: ZId, body: ZUpdateCartLine, response: { 200: ZCart } }, 404),
    },
    async (req) => ctx.cart.updateLine(requireActor(req), req.params.id, req.body.quantity),
  );
  r.post(
    '/api/cart/lines/:id/accept-price',
    {
      onRequest: franchisee,
      schema: signedIn({ tags, summary: 'Accept the current price of a line', params: ZId, response: { 200: ZCart } }, 404),
    },
    async (req) => ctx.cart.acceptPrice(requireActor(req), req.params.id),
  );
  r.delete(
    '/api/cart/lines/:id',
    { onRequest: franchisee, schema: signedIn({ tags, summary: 'Remove a line', params: ZId, response: { 200: ZCart } }, 404) },
    async (req) => ctx.cart.removeLine(requireActor(req), req.params.id),
  );
  r.delete(
    '/api/cart',
    { onRequest: franchisee, schema: signedIn({ tags, summary: 'Clear my cart', response: { 200: ZCart } }) },
    async (req) => ctx.cart.clear(requireActor(req)),
  );
}
