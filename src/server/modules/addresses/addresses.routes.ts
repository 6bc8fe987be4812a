import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { requireActor } from '../../auth/session';
import { ZAddress, ZAddressList, ZAddressInput, ZSetDefault } from '../../../shared/addresses.contracts';
import { ZId, ZOk } from '../../../shared/http';

const ADDRESS_EXAMPLE = {
  type: 'shipping',
  recipientName: 'Ana Santos',
  company: 'Kape Kanto Makati',
  line1: 'Unit 204, 8750 Paseo de Roxas',
  line2: 'Bel-Air',
  city: 'Makati',
  province: 'Metro Manila',
  postalCode: '1226',
  phone: '+639171234567',
  deliveryInstructions: 'Deliver via the service entrance on Sedeño St., 8 AM to 5 PM.',
  nickname: 'Makati store',
  makeDefault: true,
} satisfies z.input<typeof ZAddressInput>;

export async function addressRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['checkout']);
  const pre = ctx.guards.can('orders.place');

  api.get('/api/addresses', pre, { summary: 'My addresses', response: { 200: ZAddressList } }, async (req) => ({
    items: await ctx.addresses.list(requireActor(req)),
  }));
  api.post(
    '/api/addresses',
    pre,
    {
      summary: 'Add an address',
      body: ZAddressInput,
      example: ADDRESS_EXAMPLE,
      response: { 200: ZAddress },
    },
    async (req) => ctx.addresses.create(requireActor(req), req.body),
  );
  api.patch(
    '/api/addresses/:id',
    pre,
    {
      summary: 'Edit an address',
      params: ZId,
      body: ZAddressInput,
      example: { ...ADDRESS_EXAMPLE, type: 'both' },
      response: { 200: ZAddress },
      errors: [404],
    },
    async (req) => ctx.addresses.update(requireActor(req), req.params.id, req.body),
  );
  api.delete(
    '/api/addresses/:id',
    pre,
    { summary: 'Delete an address', params: ZId, response: { 200: ZOk }, errors: [404] },
    async (req) => {
      await ctx.addresses.remove(requireActor(req), req.params.id);
      return { ok: true as const };
    },
  );
  api.post(
    '/api/addresses/:id/default',
    pre,
    {
      summary: 'Make it the default shipping or billing address',
      params: ZId,
      body: ZSetDefault,
      example: { kind: 'shipping' },
      response: { 200: ZAddress },
      errors: [404],
    },
    async (req) => ctx.addresses.setDefault(requireActor(req), req.params.id, req.body.kind),
  );
}
