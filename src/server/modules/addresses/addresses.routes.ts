import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { ZAddress, ZAddressInput, ZSetDefault } from '../../../shared/addresses.contracts';
import { ZId, ZOk } from '../../../shared/http';

export async function addressRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['addresses'];
  const pre = ctx.guards.can('orders.place');

  r.get(
    '/api/addresses',
    { onRequest: pre, schema: signedIn({ tags, summary: 'My addresses', response: { 200: z.object({ items: z.array(ZAddress) }) } }) },
    async (req) => ({
      items: await ctx.addresses.list(requireActor(req)),
    }),
  );
  r.post(
    '/api/addresses',
    { onRequest: pre, schema: signedIn({ tags, summary: 'Add an address', body: ZAddressInput, response: { 200: ZAddress } }) },
    async (req) => ctx.addresses.create(requireActor(req), req.body),
  );
  r.patch(
    '/api/addresses/:id',
    {
      onRequest: pre,
      schema: signedIn({ tags, summary: 'Edit an address', params: ZId, body: ZAddressInput, response: { 200: ZAddress } }, 404),
    },
    async (req) => ctx.addresses.update(requireActor(req), req.params.id, req.body),
  );
  r.delete(
    '/api/addresses/:id',
    {
      onRequest: pre,
      schema: signedIn({ tags, summary: 'Delete an address', params: ZId, response: { 200: ZOk } }, 404),
    },
    async (req) => {
      await ctx.addresses.remove(requireActor(req), req.params.id);
      return { ok: true as const };
    },
  );
  r.post(
    '/api/addresses/:id/default',
    {
      onRequest: pre,
      schema: signedIn(
        {
          tags,
          summary: 'Make it the default shipping or billing address',
          params: ZId,
          body: ZSetDefault,
          response: { 200: ZAddress },
        },
        404,
      ),
    },
    async (req) => ctx.addresses.setDefault(requireActor(req), req.params.id, req.body.kind),
  );
}
