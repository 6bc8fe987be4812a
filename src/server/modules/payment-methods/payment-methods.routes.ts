import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { ZPaymentMethod, ZPaymentMethodInput, ZPaymentMethodPatch } from '../../../shared/payment-methods.contracts';
import { ZId, ZOk } from '../../../shared/http';

export async function paymentMethodRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment-methods'];
  const pre = ctx.guards.can('orders.place');

  r.get(
    '/api/payment-methods',
    {
      onRequest: pre,
      schema: signedIn({
        tags,
        summary: 'My payment methods (no full numbers, ever)',
        response: { 200: z.object({ items: z.array(ZPaymentMethod) }) },
      }),
    },
    async (req) => ({
      items: await ctx.paymentMethods.list(requireActor(req)),
    }),
  );
  r.post(
    '/api/payment-methods',
    {
      onRequest: pre,
      schema: signedIn({
        tags,
        summary: 'Add a payment method; only the last four digits are kept',
        body: ZPaymentMethodInput,
        response: { 200: ZPaymentMethod },
      }),
    },
    async (req) => ctx.paymentMethods.create(requireActor(req), req.body),
  );
  r.patch(
    '/api/payment-methods/:id',
    {
      onRequest: pre,
      schema: signedIn(
        { tags, summary: 'Rename a payment method', params: ZId, body: ZPaymentMethodPatch, response: { 200: ZPaymentMethod } },
        404,
      ),
    },
    async (req) => ctx.paymentMethods.rename(requireActor(req), req.params.id, req.body.nickname),
  );
  r.delete(
    '/api/payment-methods/:id',
    {
      onRequest: pre,
      schema: signedIn({ tags, summary: 'Delete a payment method', params: ZId, response: { 200: ZOk } }, 404),
    },
    async (req) => {
      await ctx.paymentMethods.remove(requireActor(req), req.params.id);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/payment-methods/:id/default',
    {
      onRequest: pre,
      schema: signedIn({ tags, summary: 'Make it my default payment method', params: ZId, response: { 200: ZPaymentMethod } }, 404),
    },
    async (req) => ctx.paymentMethods.setDefault(requireActor(req), req.params.id),
  );
}
