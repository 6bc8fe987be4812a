import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { SPREADSHEET_TYPES, documentResponse, fileResponse } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { AppError } from '../../lib/app-error';
import { routeKit } from '../../lib/route-kit';
import { ZId, ZOk } from '../../../shared/http';
import { roleHas } from '../../../shared/roles';
import {
  ZMissingQuery,
  ZMissingReports,
  ZSalesCorrection,
  ZSalesDay,
  ZSalesDayItems,
  ZSalesDraftUpdate,
  ZSalesEntryInput,
  ZSalesHistory,
  ZSalesImportPreview,
  ZSalesImportResult,
  ZSalesList,
  ZSalesLocations,
  ZSalesQuery,
  ZSalesReviewInput,
  ZSalesReviewResult,
  ZTemplateFormat,
} from '../../../shared/sales.contracts';
import { readUploadedFile } from './sales-files';
import { claimDocumentQuota } from '../../lib/document-upload';
import { asDownload } from '../../lib/download';
import { salesTemplate } from './sales-template';
import {
  ZPosFileColumns,
  ZPosMapping,
  ZPosMappingInput,
  ZPosMappingQuery,
  ZPosMappingState,
  ZSalesImportLayoutQuery,
} from '../../../shared/pos-mapping.contracts';

/**
 * Daily sales. Franchisees (sales.report) enter, import and correct their own locations' days; head office
 * (sales.review) reads every day, approves or rejects, and sees who has not reported. Reads are open to both.
 */
export async function salesRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['sales']);
  const report = ctx.guards.can('sales.report');
  const review = ctx.guards.can('sales.review');
  const read = async (request: FastifyRequest, _reply: FastifyReply) => {
    const s = await ctx.guards.requireSession(request);
    if (!roleHas(s.actor.role, 'sales.report') && !roleHas(s.actor.role, 'sales.review')) throw AppError.forbidden();
  };

  api.get(
    '/api/sales',
    read,
    {
      summary: 'Daily sales (own locations for franchisees, the network for head office), filtered, sorted and paged',
      querystring: ZSalesQuery,
      response: { 200: ZSalesList },
    },
    async (req) => ctx.sales.list(requireActor(req), req.query),
  );
  api.get(
    '/api/sales/locations',
    report,
    { summary: 'The caller’s own locations to report for', response: { 200: ZSalesLocations } },
    async (req) => ctx.sales.locations(requireActor(req)),
  );
  api.post(
    '/api/sales',
    report,
    {
      summary: 'Enter a day’s sales for an own location (draft or submitted); net is computed',
      body: ZSalesEntryInput,
      example: {
        locationId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
        salesDate: '2026-11-20',
        grossCentavos: 4875000,
        discountsCentavos: 125000,
        refundsCentavos: 35000,
        transactions: 312,
        cashCentavos: 2215000,
        cardCentavos: 1500000,
        digitalCentavos: 1000000,
        notes: 'Payday weekend; senior citizen discounts included.',
        submit: true,
      },
      response: { 201: ZSalesDay },
      errors: [404, 409],
    },
    async (req, reply) => reply.status(201).send(await ctx.sales.create(requireActor(req), req.body)),
  );
  api.patch(
    '/api/sales/:id',
    report,
    {
      summary: 'Edit a draft day (optionally submitting it)',
      params: ZId,
      body: ZSalesDraftUpdate,
      example: { grossCentavos: 3620000, discountsCentavos: 80000, transactions: 245, submit: true },
      response: { 200: ZSalesDay },
      errors: [404, 409],
    },
    async (req) => ctx.sales.updateDraft(requireActor(req), req.params.id, req.body),
  );
  api.post(
    '/api/sales/:id/submit',
    report,
    { summary: 'Submit a draft day', params: ZId, response: { 200: ZSalesDay }, errors: [404, 409] },
    async (req) => ctx.sales.submit(requireActor(req), req.params.id),
  );
  api.post(
    '/api/sales/:id/correct',
    report,
    {
      summary: 'Correct a submitted, approved or rejected day: it becomes corrected, the previous figures go to its history',
      params: ZId,
      body: ZSalesCorrection,
      example: {
        grossCentavos: 5012000,
        discountsCentavos: 125000,
        refundsCentavos: 35000,
        transactions: 318,
        cashCentavos: 2352000,
        cardCentavos: 1500000,
        digitalCentavos: 1000000,
        reason: 'The second POS terminal’s Z-reading was left out of gross sales.',
      },
      response: { 200: ZSalesDay },
      errors: [404, 409],
    },
    async (req) => ctx.sales.correct(requireActor(req), req.params.id, req.body),
  );
  api.delete(
    '/api/sales/:id',
    report,
    { summary: 'Delete a draft day (submitted days are never deleted)', params: ZId, response: { 200: ZOk }, errors: [404, 409] },
    async (req) => {
      await ctx.sales.deleteDraft(requireActor(req), req.params.id);
      return { ok: true as const };
    },
  );
  api.get(
    '/api/sales/:id/history',
    read,
    { summary: 'Every submission, correction and review of a day', params: ZId, response: { 200: ZSalesHistory }, errors: [404] },
    async (req) => ctx.sales.history(requireActor(req), req.params.id),
  );
  api.get(
    '/api/sales/:id/items',
    read,
    {
      summary: 'What a day sold by item: the POS Z-report’s list, or the lines of the receipts the day was summed from',
      params: ZId,
      response: { 200: ZSalesDayItems },
      errors: [404],
    },
    async (req) => ctx.sales.items(requireActor(req), req.params.id),
  );
  api.post(
    '/api/sales/:id/proof',
    report,
    {
      summary: 'Attach proof (multipart "file": PDF, DOC, DOCX, JPG or PNG ≤ 5 MB, checked by content)',
      params: ZId,
      response: { 200: ZSalesDay },
      errors: [404, 413, 429],
      upload: { file: 'A PDF, DOC, DOCX, JPG or PNG document, at most 5 MB (checked by content)' },
    },
    async (req) => {
      const actor = requireActor(req);
      const file = await readUploadedFile(req);
      // Stored files count against the uploader's document quota (shared with contract documents).
      const release = await claimDocumentQuota({ userId: actor.userId, limiter: ctx.limiter }, file.bytes.length);
      try {
        return await ctx.sales.attachProof(actor, req.params.id, file);
      } catch (err) {
        await release();
        throw err;
      }
    },
  );
  api.get(
    '/api/sales/:id/proof',
    read,
    {
      summary: 'Download a day’s proof (private; streamed after the permission check)',
      params: ZId,
      response: { 200: documentResponse('The attached file') },
      errors: [404],
    },
    async (req, reply) => {
      const { body, filename, contentType } = await ctx.sales.proof(requireActor(req), req.params.id);
      return asDownload(reply, { filename, contentType }).send(body);
    },
  );
  api.get(
    '/api/sales/template',
    report,
    {
      summary: 'The import template (CSV or XLSX) with its columns',
      querystring: ZTemplateFormat,
      response: { 200: fileResponse(SPREADSHEET_TYPES, 'The template file') },
    },
    async (req, reply) => {
      const t = await salesTemplate(req.query.format);
      return asDownload(reply, { filename: t.filename, contentType: t.contentType, private: false }).send(t.body);
    },
  );
  const importFile = 'A CSV or XLSX file in the template’s columns (GET /api/sales/template), or with layout=pos the location’s POS export';
  api.post(
    '/api/sales/import/preview',
    report,
    {
      summary: 'Preview a CSV/XLSX import (multipart "file"): every row with its errors; nothing is stored',
      querystring: ZSalesImportLayoutQuery,
      response: { 200: ZSalesImportPreview },
      errors: [404, 413, 429],
      upload: { file: importFile },
    },
    async (req) => ctx.sales.preview(requireActor(req), req.query.locationId, (await readUploadedFile(req)).bytes, req.query.layout),
  );
  api.post(
    '/api/sales/import',
    report,
    {
      summary: 'Import the valid rows of a CSV/XLSX file in one transaction (as submitted days)',
      querystring: ZSalesImportLayoutQuery,
      response: { 200: ZSalesImportResult },
      errors: [404, 413, 429],
      upload: { file: importFile },
    },
    async (req) => ctx.sales.import(requireActor(req), req.query.locationId, (await readUploadedFile(req)).bytes, req.query.layout),
  );
  api.post(
    '/api/sales/import/columns',
    report,
    {
      summary: 'The headers and first rows of a POS export (multipart "file"), to map its columns; nothing is stored',
      querystring: ZPosMappingQuery,
      response: { 200: ZPosFileColumns },
      errors: [404, 413, 429],
      upload: { file: 'The location’s POS export, CSV or XLSX' },
    },
    async (req) => ctx.posMapping.columns(requireActor(req), req.query.locationId, (await readUploadedFile(req)).bytes),
  );
  api.get(
    '/api/sales/pos-mapping',
    report,
    {
      summary: 'The location’s saved POS export column mapping (null until its owner saves one)',
      querystring: ZPosMappingQuery,
      response: { 200: ZPosMappingState },
      errors: [404],
    },
    async (req) => ctx.posMapping.get(requireActor(req), req.query.locationId),
  );
  api.put(
    '/api/sales/pos-mapping',
    report,
    {
      summary: 'Save the location’s POS export column mapping: the export’s column for each template field, and its date format',
      querystring: ZPosMappingQuery,
      body: ZPosMappingInput,
      example: {
        columns: { salesDate: 'Business Date', gross: 'Gross Amount', transactions: 'Txn Count', cash: 'Cash' },
        dateFormat: 'MM/DD/YYYY',
      },
      response: { 200: ZPosMapping },
      errors: [404],
    },
    async (req) => ctx.posMapping.save(requireActor(req), req.query.locationId, req.body),
  );
  api.post(
    '/api/sales/review',
    review,
    {
      summary: 'Approve or reject submitted/corrected days (reject needs a reason)',
      body: ZSalesReviewInput,
      example: {
        ids: ['6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f', '8d3e4b1f-5c6a-4d7b-9e81-2b3c4d5e6f70'],
        decision: 'reject',
        reason: 'Gross sales do not match the attached Z-reading; please correct and resubmit.',
      },
      response: { 200: ZSalesReviewResult },
    },
    async (req) => ctx.sales.review(requireActor(req), req.body),
  );
  api.get(
    '/api/sales/missing',
    review,
    { summary: 'Open locations with no submitted report for a day', querystring: ZMissingQuery, response: { 200: ZMissingReports } },
    async (req) => ctx.sales.missing(req.query.date),
  );
}
