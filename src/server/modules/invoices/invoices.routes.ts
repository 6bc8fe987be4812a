import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ZId } from '../../../shared/http';
import { requireActor } from '../../auth/session';
import { errorResponses, SIGNED_IN } from '../../lib/openapi-errors';
import { asDownload } from '../../lib/download';

export async function invoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/invoices/:id/pdf',
    {
      onRequest: ctx.guards.can('orders.view'),
      schema: {
        tags: ['invoices'],
        summary: 'Invoice PDF (own locations for franchisees; another location’s invoice is 404)',
        security: SIGNED_IN,
        params: ZId,
        response: { 200: z.unknown().describe('The invoice (application/pdf)'), ...errorResponses(401, 403, 404) },
      },
    },
    async (req, reply) => {
      const actor = requireActor(req);
      // The permission check (guard, then row-level security in pdf()) comes before any byte of the private object.
      const { filename, body } = await ctx.invoices.pdf(actor, req.params.id);
      return asDownload(reply, { filename, contentType: 'application/pdf' }).send(body);
    },
  );
}
