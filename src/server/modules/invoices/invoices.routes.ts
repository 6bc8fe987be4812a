import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ZId } from '../../../shared/http';
import { requireActor } from '../../auth/session';
import { fileResponse } from '../../lib/openapi-errors';
import { routeKit } from '../../lib/route-kit';
import { asDownload } from '../../lib/download';

export async function invoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  routeKit(app, ['finance']).get(
    '/api/invoices/:id/pdf',
    ctx.guards.can('orders.view'),
    {
      summary: 'Invoice PDF (own locations for franchisees; another location’s invoice is 404)',
      params: ZId,
      response: { 200: fileResponse('application/pdf', 'The invoice') },
    },
    async (req, reply) => {
      const actor = requireActor(req);
      // The permission check (guard, then row-level security in pdf()) comes before any byte of the private object.
      const { filename, body } = await ctx.invoices.pdf(actor, req.params.id);
      return asDownload(reply, { filename, contentType: 'application/pdf' }).send(body);
    },
  );
}
