import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ZIdempotencyHeaders, fileResponse } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { asDownload } from '../../lib/download';
import { routeKit, who } from '../../lib/route-kit';
import { ZId, ZManilaDateRange } from '../../../shared/http';
import {
  ZCancelPurchaseOrder,
  ZCreatedPurchaseOrders,
  ZEmailQueued,
  ZFromLowStockInput,
  ZLowStockProposal,
  ZPerformanceList,
  ZPerformanceQuery,
  ZPurchaseOrder,
  ZPurchaseOrderInput,
  ZPurchaseOrderList,
  ZPurchaseOrderQuery,
  ZPurchaseOrderUpdate,
  ZReceiveInput,
  ZSupplierPerformanceDetail,
} from '../../../shared/purchasing.contracts';

/** Purchasing routes: suppliers.read (franchisor, admin) and suppliers.write (franchisor). */
export async function purchasingRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['purchasing']);
  const read = ctx.guards.can('suppliers.read');
  const write = ctx.guards.can('suppliers.write');
  const po = ctx.purchaseOrders;

  api.get(
    '/api/purchase-orders',
    read,
    {
      summary: 'Purchase orders (search, supplier, status, created from/to, sort; paged with total)',
      querystring: ZPurchaseOrderQuery,
      response: { 200: ZPurchaseOrderList },
    },
    async (req) => po.list(requireActor(req), req.query),
  );
  api.post(
    '/api/purchase-orders',
    write,
    {
      summary: 'Create a draft purchase order to an active supplier',
      body: ZPurchaseOrderInput,
      example: {
        supplierId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
        expectedDate: '2027-01-15',
        notes: 'Deliver to the Pasig warehouse, receiving bay 2, 8 AM to 4 PM.',
        lines: [
          { productId: '8d3e4b1f-5c6a-4d7b-9e81-2b3c4d5e6f70', quantity: 40, unitCostPesos: 850.5 },
          { productId: 'a2b7c9d1-4e5f-4a6b-8c7d-3e4f5a6b7c8d', quantity: 120 },
        ],
      },
      response: { 201: ZPurchaseOrder },
      errors: [404, 409],
    },
    async (req, reply) => reply.status(201).send(await po.create(who(req), req.body)),
  );
  api.get(
    '/api/purchase-orders/low-stock-proposal',
    read,
    {
      summary: 'Warehouse products at or below reorder level, grouped by the supplier to buy them from',
      response: { 200: ZLowStockProposal },
    },
    async (req) => po.lowStockProposal(requireActor(req)),
  );
  api.post(
    '/api/purchase-orders/from-low-stock',
    write,
    {
      summary: 'Create one draft per supplier from the low-stock proposal',
      body: ZFromLowStockInput,
      example: { supplierIds: ['6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f'] },
      response: { 201: ZCreatedPurchaseOrders },
    },
    async (req, reply) => reply.status(201).send({ items: await po.fromLowStock(who(req), req.body.supplierIds) }),
  );
  api.get(
    '/api/purchase-orders/:id',
    read,
    { summary: 'A purchase order with lines, receipts and history', params: ZId, response: { 200: ZPurchaseOrder }, errors: [404] },
    async (req) => po.get(requireActor(req), req.params.id),
  );
  api.patch(
    '/api/purchase-orders/:id',
    write,
    {
      summary: 'Edit a draft (lines replace all lines)',
      params: ZId,
      body: ZPurchaseOrderUpdate,
      example: {
        expectedDate: '2027-01-22',
        lines: [{ productId: '8d3e4b1f-5c6a-4d7b-9e81-2b3c4d5e6f70', quantity: 60, unitCostPesos: 850.5 }],
      },
      response: { 200: ZPurchaseOrder },
      errors: [404, 409],
    },
    async (req) => po.update(who(req), req.params.id, req.body),
  );
  api.post(
    '/api/purchase-orders/:id/submit',
    write,
    {
      summary: 'Submit a draft: PDF rendered and e-mailed to the supplier contact',
      params: ZId,
      response: { 200: ZPurchaseOrder },
      errors: [404, 409],
    },
    async (req) => po.submit(who(req), req.params.id),
  );
  api.post(
    '/api/purchase-orders/:id/acknowledge',
    write,
    { summary: 'Record the supplier’s acknowledgement', params: ZId, response: { 200: ZPurchaseOrder }, errors: [404, 409] },
    async (req) => po.acknowledge(who(req), req.params.id),
  );
  api.post(
    '/api/purchase-orders/:id/receive',
    write,
    {
      summary: 'Receive goods (partial allowed) into the warehouse (send an Idempotency-Key header: the same key and body receive once)',
      params: ZId,
      body: ZReceiveInput,
      headers: ZIdempotencyHeaders,
      example: {
        lines: [{ lineId: 'c4d5e6f7-8a9b-4c0d-a1e2-4f5a6b7c8d9e', quantity: 25 }],
        note: 'Partial delivery; the rest arrives next week per the supplier.',
      },
      response: { 200: ZPurchaseOrder },
      errors: [404, 409],
    },
    async (req) => {
      const key = req.headers['idempotency-key'];
      return po.receive(who(req), req.params.id, req.body, typeof key === 'string' ? key : undefined);
    },
  );
  api.post(
    '/api/purchase-orders/:id/cancel',
    write,
    {
      summary: 'Cancel a purchase order nothing was received on',
      params: ZId,
      body: ZCancelPurchaseOrder,
      example: { reason: 'The supplier raised its prices; ordering from another supplier instead.' },
      response: { 200: ZPurchaseOrder },
      errors: [404, 409],
    },
    async (req) => po.cancel(who(req), req.params.id, req.body.reason),
  );
  api.get(
    '/api/purchase-orders/:id/pdf',
    read,
    {
      summary: 'The purchase order PDF (not for drafts)',
      params: ZId,
      response: { 200: fileResponse('application/pdf', 'The purchase order') },
      errors: [404, 409],
    },
    async (req, reply) => {
      // The guard and row-level security come before any byte of the private object.
      const { filename, body } = await po.pdf(requireActor(req), req.params.id);
      return asDownload(reply, { filename, contentType: 'application/pdf' }).send(body);
    },
  );
  api.post(
    '/api/purchase-orders/:id/email',
    write,
    { summary: 'E-mail the PDF to the supplier contact again', params: ZId, response: { 200: ZEmailQueued }, errors: [404, 409] },
    async (req) => po.email(who(req), req.params.id),
  );

  api.get(
    '/api/suppliers/performance',
    read,
    {
      summary: 'Supplier performance in a period (paged) and the network figures',
      querystring: ZPerformanceQuery,
      response: { 200: ZPerformanceList },
    },
    async (req) => ctx.supplierPerformance.list(requireActor(req), req.query),
  );
  api.get(
    '/api/suppliers/:id/performance',
    read,
    {
      summary: 'One supplier’s performance in a period and its last 12 months',
      params: ZId,
      querystring: ZManilaDateRange,
      response: { 200: ZSupplierPerformanceDetail },
      errors: [404],
    },
    async (req) => ctx.supplierPerformance.detail(requireActor(req), req.params.id, req.query),
  );
}
