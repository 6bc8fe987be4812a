import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ZIdempotencyHeaders, fileResponse } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { asDownload } from '../../lib/download';
import { routeKit } from '../../lib/route-kit';
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
  ZStatementApproval,
  ZStatementNote,
  ZStatementQuery,
} from '../../../shared/finance.contracts';

/**
 * /api/finance: royalty statements (head office calculates, adjusts, reviews, approves; franchisees read their own),
 * invoices of both kinds with balances and payments, and the financial dashboard's summary.
 */
export async function financeRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['finance']);
  const view = ctx.guards.can('finance.view');
  const manage = ctx.guards.can('finance.manage');

  api.get(
    '/api/finance/summary',
    ctx.guards.signedIn,
    {
      summary: 'Financial summary: head office the network (revenue, royalties per month, ageing), a franchisee their balance, others none',
      response: { 200: ZFinanceSummary },
    },
    async (req) => ctx.receivables.summary(requireActor(req)),
  );

  api.get(
    '/api/finance/statements',
    view,
    { summary: 'Royalty statements (franchisee: own locations)', querystring: ZStatementQuery, response: { 200: ZStatementList } },
    async (req) => ctx.royalties.list(requireActor(req), req.query),
  );
  api.post(
    '/api/finance/statements/calculate',
    manage,
    {
      summary: 'Calculate a month’s royalty statements (all open locations, or the given ones; approved and invoiced are skipped)',
      body: ZCalculateStatements,
      example: { month: '2026-10', locationIds: ['6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f', '0b7d4e21-5a3c-4f8e-9d62-7c1e3a5b9f04'] },
      response: { 200: ZCalculateResult },
      errors: [404],
    },
    async (req) => ctx.royalties.calculate(requireActor(req), req.body),
  );
  api.get(
    '/api/finance/statements/:id',
    view,
    {
      summary: 'A royalty statement line by line, its adjustments and history',
      params: ZId,
      response: { 200: ZRoyaltyStatementDetail },
      errors: [404],
    },
    async (req) => ctx.royalties.detail(requireActor(req), req.params.id),
  );
  api.get(
    '/api/finance/statements/:id/pdf',
    view,
    {
      summary: 'Royalty statement PDF (another location’s statement is 404 for a franchisee)',
      params: ZId,
      response: { 200: fileResponse('application/pdf', 'The statement') },
      errors: [404],
    },
    async (req, reply) => {
      const { filename, body } = await ctx.royalties.pdf(requireActor(req), req.params.id);
      return asDownload(reply, { filename, contentType: 'application/pdf' }).send(body);
    },
  );
  api.post(
    '/api/finance/statements/:id/adjustments',
    manage,
    {
      summary: 'Add a signed adjustment with its reason (before approval)',
      params: ZId,
      body: ZAdjustmentInput,
      example: { amountCentavos: -150000, reason: 'Credit of ₱1,500.00 for the three days the store closed after Typhoon Kristine' },
      response: { 201: ZRoyaltyStatementDetail },
      errors: [404, 409],
    },
    async (req, reply) => reply.status(201).send(await ctx.royalties.addAdjustment(requireActor(req), req.params.id, req.body)),
  );
  api.post(
    '/api/finance/statements/:id/review',
    manage,
    {
      summary: 'Mark a calculated statement reviewed',
      params: ZId,
      body: ZStatementNote,
      example: { note: 'Net sales match the October POS report for Kape Kanto Makati.' },
      response: { 200: ZRoyaltyStatementDetail },
      errors: [404, 409],
    },
    async (req) => ctx.royalties.review(requireActor(req), req.params.id, req.body.note),
  );
  api.post(
    '/api/finance/statements/:id/approve',
    manage,
    {
      summary:
        'Approve a reviewed statement of an ended month: creates its royalty invoice (Net 30) and marks it invoiced, or nothing to bill at ₱0; above the two-approver amount a second head-office user completes it; 409 while days await review (unless a reason is given), on figures that no longer match the sales, or before the month ended',
      params: ZId,
      body: ZStatementApproval,
      example: { note: 'Net sales match the October POS report for Kape Kanto Makati.', confirmedChargesCentavos: 244370 },
      response: { 200: ZRoyaltyStatementDetail },
      errors: [404, 409],
    },
    async (req) => ctx.royalties.approve(requireActor(req), req.params.id, req.body),
  );

  api.get(
    '/api/finance/invoices',
    view,
    {
      summary: 'Invoices of both kinds with balances (franchisee: own locations)',
      querystring: ZInvoiceQuery,
      response: { 200: ZInvoiceList },
    },
    async (req) => ctx.receivables.list(requireActor(req), req.query),
  );
  api.get(
    '/api/finance/invoices/:id',
    view,
    { summary: 'An invoice with its payments', params: ZId, response: { 200: ZInvoiceDetail }, errors: [404] },
    async (req) => ctx.receivables.detail(requireActor(req), req.params.id),
  );
  api.post(
    '/api/finance/invoices/:id/payments',
    manage,
    {
      summary: 'Record a payment (partial allowed; send an Idempotency-Key header: the same key records it once)',
      params: ZId,
      body: ZPaymentInput,
      example: { amountCentavos: 2500000, paidOn: '2026-11-20', method: 'bank_transfer', reference: 'BDO-20261120-004512' },
      headers: ZIdempotencyHeaders,
      response: { 200: ZInvoiceDetail, 201: ZInvoiceDetail },
      errors: [404, 409],
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
