import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { requireActor } from '../../auth/session';
import { ZPaymentMethod, ZPaymentMethodList, ZPaymentMethodInput, ZPaymentMethodPatch } from '../../../shared/payment-methods.contracts';
import { ZId, ZOk } from '../../../shared/http';

export async function paymentMethodRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['checkout']);
  const pre = ctx.guards.can('orders.place');

  api.get(
    '/api/payment-methods',
    pre,
    { summary: 'My payment methods (no full numbers, ever)', response: { 200: ZPaymentMethodList } },
    async (req) => ({
      items: await ctx.paymentMethods.list(requireActor(req)),
    }),
  );
  api.post(
    '/api/payment-methods',
    pre,
    {
      summary: 'Add a payment method; only the last four digits are kept',
      body: ZPaymentMethodInput,
      example: {
        type: 'bank_transfer',
        nickname: 'BPI payroll account',
        makeDefault: true,
        bankName: 'BPI',
        accountName: 'Ana Santos',
        accountNumber: '1234 5678 90',
      },
      response: { 200: ZPaymentMethod },
    },
    async (req) => ctx.paymentMethods.create(requireActor(req), req.body),
  );
  api.patch(
    '/api/payment-methods/:id',
    pre,
    {
      summary: 'Rename a payment method',
      params: ZId,
      body: ZPaymentMethodPatch,
      example: { nickname: 'BPI Makati branch account' },
      response: { 200: ZPaymentMethod },
      errors: [404],
    },
    async (req) => ctx.paymentMethods.rename(requireActor(req), req.params.id, req.body.nickname),
  );
  api.delete(
    '/api/payment-methods/:id',
    pre,
    { summary: 'Delete a payment method', params: ZId, response: { 200: ZOk }, errors: [404] },
    async (req) => {
      await ctx.paymentMethods.remove(requireActor(req), req.params.id);
      return { ok: true as const };
    },
  );
  api.post(
    '/api/payment-methods/:id/default',
    pre,
    { summary: 'Make it my default payment method', params: ZId, response: { 200: ZPaymentMethod }, errors: [404] },
    async (req) => ctx.paymentMethods.setDefault(requireActor(req), req.params.id),
  );
}
