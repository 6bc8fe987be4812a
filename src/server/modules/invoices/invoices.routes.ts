import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ZId } from '../../../shared/http';
import { requireActor } from '../../auth/session';

export async function invoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/invoices/:id/pdf',
    {
      onRequest: ctx.guards.can('orders.view'),
      schema: { tags: ['invoices'], summary: 'Invoice PDF (own locations for franchisees)', params: ZId },
    },
    async (req, reply) => {
      const actor = requireActor(req);
      const { filename, body } = await ctx.invoices.pdf(actor, req.params.id);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(body);
    },
  );
}
