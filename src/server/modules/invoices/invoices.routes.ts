import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';

export async function invoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/invoices/:id/pdf',
    { onRequest: ctx.guards.can('orders.view'), schema: { tags: ['invoices'], summary: 'Invoice PDF (own locations for franchisees)', params: z.object({ id: z.string().uuid('Invalid id. Please check your input.') }) } },
    async (req, reply) => {
      const { actor } = await ctx.guards.requireSession(req);
      const { filename, body } = await ctx.invoices.pdf(actor, req.params.id);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(body);
    },
  );
}
