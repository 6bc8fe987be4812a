import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { documentResponse } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { readUploadedFile } from '../../lib/document-upload';
import { asDownload } from '../../lib/download';
import { routeKit, who } from '../../lib/route-kit';
import { ZId, ZOk } from '../../../shared/http';
import {
  SUPPLIER_MESSAGES,
  ZContract,
  ZContractInput,
  ZContractList,
  ZContractQuery,
  ZContractUpdate,
  ZCostHistory,
  ZSupplier,
  ZSupplierInput,
  ZSupplierList,
  ZSupplierOptions,
  ZSupplierOptionsQuery,
  ZSupplierProduct,
  ZSupplierProductInput,
  ZSupplierProductList,
  ZSupplierProductQuery,
  ZSupplierProductUpdate,
  ZSupplierQuery,
  ZSupplierUpdate,
} from '../../../shared/suppliers.contracts';

const UPLOAD_MESSAGES = { chooseFile: SUPPLIER_MESSAGES.chooseFile, tooLarge: SUPPLIER_MESSAGES.documentTooLarge };

/**
 * Supplier routes: suppliers.read (franchisor, admin) and suppliers.write (franchisor); row-level security
 * (migration 0018) enforces the same in the database. The static segments (/options, /products, /contracts) are
 * declared before /:id; fastify prefers static segments anyway, the order is for the reader.
 */
export async function suppliersRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['suppliers']);
  const read = ctx.guards.can('suppliers.read');
  const write = ctx.guards.can('suppliers.write');

  // ---------------------------------------------------------------- supplier products

  api.get(
    '/api/suppliers/products',
    read,
    {
      summary: 'Which supplier supplies which product (with warehouse stock), paged',
      querystring: ZSupplierProductQuery,
      response: { 200: ZSupplierProductList },
    },
    async (req) => ctx.supplierProducts.list(requireActor(req), req.query),
  );
  api.post(
    '/api/suppliers/products',
    write,
    {
      summary: 'Link a catalogue product to a supplier (the first cost-history entry is recorded)',
      body: ZSupplierProductInput,
      example: {
        supplierId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
        productId: '8d3e4b1f-5c6a-4d7b-9e81-2b3c4d5e6f70',
        supplierSku: 'BTG-BARAKO-1KG',
        unitCostPesos: 850.5,
        minOrderQty: 10,
        casePack: 10,
        leadTimeDays: 5,
        isPreferred: true,
        priority: 1,
      },
      response: { 201: ZSupplierProduct },
      errors: [404, 409],
    },
    async (req, reply) => reply.status(201).send(await ctx.supplierProducts.create(who(req), req.body)),
  );
  api.patch(
    '/api/suppliers/products/:id',
    write,
    {
      summary: 'Edit a supplier product (a changed unit cost is added to the cost history)',
      params: ZId,
      body: ZSupplierProductUpdate,
      example: { unitCostPesos: 895, costNote: 'Price increase after the November harvest.' },
      response: { 200: ZSupplierProduct },
      errors: [404],
    },
    async (req) => ctx.supplierProducts.update(who(req), req.params.id, req.body),
  );
  api.delete(
    '/api/suppliers/products/:id',
    write,
    { summary: 'Unlink a product from a supplier (purchase orders keep their lines)', params: ZId, response: { 200: ZOk }, errors: [404] },
    async (req) => {
      await ctx.supplierProducts.remove(who(req), req.params.id);
      return { ok: true as const };
    },
  );
  api.get(
    '/api/suppliers/products/:id/cost-history',
    read,
    { summary: 'Every unit cost of a supplier product, newest first', params: ZId, response: { 200: ZCostHistory }, errors: [404] },
    async (req) => ctx.supplierProducts.costHistory(requireActor(req), req.params.id),
  );

  // ---------------------------------------------------------------- contracts

  api.get(
    '/api/suppliers/contracts',
    read,
    {
      summary: 'Supplier contracts, ending soonest first (endingSoon: in force and ending within 30 days)',
      querystring: ZContractQuery,
      response: { 200: ZContractList },
    },
    async (req) => ctx.supplierContracts.list(requireActor(req), req.query),
  );
  api.post(
    '/api/suppliers/contracts',
    write,
    {
      summary: 'Create a contract (number unique; an active one past or near its end date is expired or expiring)',
      body: ZContractInput,
      example: {
        supplierId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
        contractNumber: 'SC-2027-014',
        title: 'Barako coffee beans supply, 2027',
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        paymentTerms: 'Net 30 days',
        pricingTerms: 'Fixed unit cost of ₱850.50 per kilo; reviewed every quarter.',
        valuePesos: 1250000,
        status: 'draft',
      },
      response: { 201: ZContract },
      errors: [404, 409],
    },
    async (req, reply) => reply.status(201).send(await ctx.supplierContracts.create(who(req), req.body)),
  );
  api.get(
    '/api/suppliers/contracts/:id',
    read,
    { summary: 'One contract', params: ZId, response: { 200: ZContract }, errors: [404] },
    async (req) => ctx.supplierContracts.get(requireActor(req), req.params.id),
  );
  api.patch(
    '/api/suppliers/contracts/:id',
    write,
    {
      summary: 'Edit a contract (a terminated contract cannot be changed)',
      params: ZId,
      body: ZContractUpdate,
      example: { status: 'active', paymentTerms: 'Net 45 days' },
      response: { 200: ZContract },
      errors: [404, 409],
    },
    async (req) => ctx.supplierContracts.update(who(req), req.params.id, req.body),
  );
  api.post(
    '/api/suppliers/contracts/:id/document',
    write,
    {
      summary: 'Attach the signed document (multipart "file": PDF, DOC, DOCX, JPG or PNG ≤ 5 MB, checked by content)',
      params: ZId,
      response: { 200: ZContract },
      errors: [404, 409, 413, 429],
      upload: { file: 'A PDF, DOC, DOCX, JPG or PNG document, at most 5 MB (checked by content)' },
    },
    async (req) => ctx.supplierContracts.attachDocument(who(req), req.params.id, await readUploadedFile(req, UPLOAD_MESSAGES)),
  );
  api.get(
    '/api/suppliers/contracts/:id/document',
    read,
    {
      summary: 'Download the contract’s document (private; streamed after the permission check)',
      params: ZId,
      response: { 200: documentResponse('The attached file') },
      errors: [404],
    },
    async (req, reply) => {
      const { body, filename, contentType } = await ctx.supplierContracts.document(requireActor(req), req.params.id);
      return asDownload(reply, { filename, contentType }).send(body);
    },
  );

  // ---------------------------------------------------------------- suppliers

  api.get(
    '/api/suppliers',
    read,
    {
      summary: 'Suppliers: search, status and type filters, sorts, paged with total',
      querystring: ZSupplierQuery,
      response: { 200: ZSupplierList },
    },
    async (req) => ctx.suppliers.list(requireActor(req), req.query),
  );
  api.get(
    '/api/suppliers/options',
    read,
    { summary: 'Up to 50 suppliers for a picker, by name', querystring: ZSupplierOptionsQuery, response: { 200: ZSupplierOptions } },
    async (req) => ctx.suppliers.options(requireActor(req), req.query),
  );
  api.post(
    '/api/suppliers',
    write,
    {
      summary: 'Create a supplier (code unique, case-insensitively)',
      body: ZSupplierInput,
      example: {
        name: 'Batangas Barako Traders',
        code: 'BBT-01',
        description: 'Roasts and supplies Batangas barako and Benguet arabica beans.',
        type: 'primary',
        status: 'active',
        contactName: 'Ramon dela Cruz',
        contactEmail: 'ramon.delacruz@example.com',
        contactPhone: '+63 2 8123 4567',
        website: 'https://barako.example.com',
        address: '1234 Padre Faura Street, Ermita, Manila',
        leadTimeDays: 5,
        minimumOrderPesos: 10000,
      },
      response: { 201: ZSupplier },
      errors: [409],
    },
    async (req, reply) => reply.status(201).send(await ctx.suppliers.create(who(req), req.body)),
  );
  api.get(
    '/api/suppliers/:id',
    read,
    { summary: 'One supplier with its counts', params: ZId, response: { 200: ZSupplier }, errors: [404] },
    async (req) => ctx.suppliers.get(requireActor(req), req.params.id),
  );
  api.patch(
    '/api/suppliers/:id',
    write,
    {
      summary: 'Edit a supplier (deactivate: status "inactive")',
      params: ZId,
      body: ZSupplierUpdate,
      example: { contactName: 'Liza Reyes', contactEmail: 'liza.reyes@example.com', leadTimeDays: 7 },
      response: { 200: ZSupplier },
      errors: [404, 409],
    },
    async (req) => ctx.suppliers.update(who(req), req.params.id, req.body),
  );
}
