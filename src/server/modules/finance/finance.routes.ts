import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireActor } from '../../auth/session';
import { signedIn } from '../../lib/openapi-errors';
import { ZId } from '../../../shared/http';
import {
  ZAdjustmentInput,
  ZCalculateResult,
  ZCalculateStatements,
  ZFinanceSummary,
  ZInvoiceDetail,
  ZInvoiceList,
  ZInvoiceQuery,
  ZPaymentInput,
  ZRoyaltyStatementDetail,
  ZStatementList,
  ZStatementNote,
  ZStatementQuery,
} from '../../../shared/finance.contracts';

/**
 * /api/finance: royalty statements (head office calculates, adjusts, reviews, approves; franchisees read their own),
 * invoices of both kinds with balances and payments, and the financial dashboard's summary.
 */
export async function financeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['finance'];
  const view = ctx.guards.can('finance.view');
  const manage = ctx.guards.can('finance.manage');

  r.get(
    '/api/finance/summary',
    {
      onRequest: ctx.guards.signedIn,
      schema: signedIn({
        tags,
        summary:
          'Financial summary: head office the network (revenue, royalties per month, ageing), a franchisee their balance, others none',
        response: { 200: ZFinanceSummary },
      }),
    },
    async (req) => ctx.receivables.summary(requireActor(req)),
  );

  r.get(
    '/api/finance/statements',
    {
      onRequest: view,
      schema: signedIn({
        tags,
        summary: 'Royalty statements (franchisee: own locations)',
        querystring: ZStatementQuery,
        response: { 200: ZStatementList },
      }),
    },
    async (req) => ctx.royalties.list(requireActor(req), req.query),
  );
  r.post(
    '/api/finance/statements/calculate',
    {
      onRequest: manage,
      schema: signedIn(
        {
          tags,
          summary: 'Calculate a month’s royalty statements (all open locations, or the given ones; approved and invoiced are skipped)',
          body: ZCalculateStatements,
          response: { 200: ZCalculateResult },
        },
        404,
      ),
    },
    async (req) => ctx.royalties.calculate(requireActor(req), req.body),
  );
  r.get(
    '/api/finance/statements/:id',
    {
      onRequest: view,
      schema: signedIn(
        {
          tags,
          summary: 'A royalty statement line by line, its adjustments and history',
          params: ZId,
          response: { 200: ZRoyaltyStatementDetail },
        },
        404,
      ),
    },
    async (req) => ctx.royalties.detail(requireActor(req), req.params.id),
  );
  r.get(
    '/api/finance/statements/:id/pdf',
    {
      onRequest: view,
      schema: signedIn(
        {
          tags,
          summary: 'Royalty statement PDF (another location’s statement is 404 for a franchisee)',
          params: ZId,
          response: { 200: z.unknown().describe('The statement (application/pdf)') },
        },
        404,
      ),
    },
    async (req, reply) => {
      const { filename, body } = await ctx.royalties.pdf(requireActor(req), req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
  r.post(
    '/api/finance/statements/:id/adjustments',
    {
      onRequest: manage,
      schema: signedIn(
        {
          tags,
          summary: 'Add a signed adjustment with its reason (before approval)',
          params: ZId,
          body: ZAdjustmentInput,
          response: { 201: ZRoyaltyStatementDetail },
        },
        404,
        409,
      ),
    },
    async (req, reply) => reply.status(201).send(await ctx.royalties.addAdjustment(requireActor(req), req.params.id, req.body)),
  );
  // The two status steps share one shape: a note in, the statement out, 409 for any other transition.
  const steps = {
    review: 'Mark a calculated statement reviewed',
    approve: 'Approve a reviewed statement: creates its royalty invoice (Net 30) and marks it invoiced',
  } as const;
  for (const [step, summary] of Object.entries(steps) as [keyof typeof steps, string][]) {
    r.post(
      `/api/finance/statements/:id/${step}`,
      {
        onRequest: manage,
        schema: signedIn({ tags, summary, params: ZId, body: ZStatementNote, response: { 200: ZRoyaltyStatementDetail } }, 404, 409),
      },
      async (req) => ctx.royalties[step](requireActor(req), req.params.id, req.body.note),
    );
  }

  r.get(
    '/api/finance/invoices',
    {
      onRequest: view,
      schema: signedIn({
        tags,
        summary: 'Invoices of both kinds with balances (franchisee: own locations)',
        querystring: ZInvoiceQuery,
        response: { 200: ZInvoiceList },
      }),
    },
    async (req) => ctx.receivables.list(requireActor(req), req.query),
  );
  r.get(
    '/api/finance/invoices/:id',
    {
      onRequest: view,
      schema: signedIn({ tags, summary: 'An invoice with its payments', params: ZId, response: { 200: ZInvoiceDetail } }, 404),
    },
    async (req) => ctx.receivables.detail(requireActor(req), req.params.id),
  );
  r.post(
    '/api/finance/invoices/:id/payments',
    {
      onRequest: manage,
      schema: signedIn(
        {
          tags,
          summary: 'Record a payment (partial allowed; send an Idempotency-Key header: the same key records it once)',
          params: ZId,
          body: ZPaymentInput,
          headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
          response: { 200: ZInvoiceDetail, 201: ZInvoiceDetail },
        },
        404,
        409,
      ),
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'];
      const { invoice, replayed } = await ctx.receivables.recordPayment(
        requireActor(req),
        req.params.id,
        req.body,
        typeof key === 'string' ? key : undefined,
      );
      return reply.status(replayed ? 200 : 201).send(invoice);
    },
  );
}
