import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor } from '../../auth/session';
import { readUploadedFile } from '../../lib/document-upload';
import { asDownload } from '../../lib/download';
import { fileResponse } from '../../lib/openapi-errors';
import { routeKit, who } from '../../lib/route-kit';
import { ZId } from '../../../shared/http';
import {
  AUDIT_MESSAGES,
  ZActionQuery,
  ZActionResponse,
  ZAnswerInput,
  ZAnswerSaved,
  ZAuditAction,
  ZAuditActionList,
  ZAuditAnalytics,
  ZAuditAnalyticsQuery,
  ZAuditDetail,
  ZAuditList,
  ZAuditQuery,
  ZAuditSummary,
  ZAuditorList,
  ZFranchiseeAudits,
  ZPhotoFields,
  ZPhotoSaved,
  ZScheduleInput,
  ZTemplate,
  ZTemplateBody,
  ZTemplateInput,
  ZTemplateList,
  ZTemplateQuery,
  ZTemplateVersionParams,
} from '../../../shared/audits.contracts';

const UPLOAD_MESSAGES = { chooseFile: AUDIT_MESSAGES.chooseFile, tooLarge: AUDIT_MESSAGES.photoTooLarge };
const ZPdf = fileResponse('application/pdf', 'The audit report (PDF)');
const ZImage = fileResponse(['image/jpeg', 'image/png'], 'The photo');
const EXAMPLE_ID = '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f';
const EXAMPLE_TEMPLATE = {
  name: 'Store standards',
  passMarkPercent: 80,
  sections: [
    {
      title: 'Food safety',
      questions: [
        {
          prompt: 'Chiller at 0–5 °C',
          kind: 'number' as const,
          min: -30,
          max: 60,
          passMin: 0,
          passMax: 5,
          unit: '°C',
          weight: 3,
          critical: true,
        },
      ],
    },
  ],
};

/**
 * Audit routes: audits.manage (franchisor: templates, scheduling, approval, analytics), audits.perform (head-office
 * auditors: their list, the form, answers, photos, submit, closing actions) and audits.respond (franchisees: their
 * announced and approved audits, reports and corrective actions). Row-level security (migration 0044) enforces the
 * same in the database.
 */
export async function auditsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = routeKit(app, ['audits']);
  const manage = ctx.guards.can('audits.manage');
  const perform = ctx.guards.can('audits.perform');
  const respond = ctx.guards.can('audits.respond');
  const svc = ctx.audits;

  // ---------------------------------------------------------------- templates
  api.get(
    '/api/audits/templates',
    perform,
    { summary: 'Audit templates (per brand)', querystring: ZTemplateQuery, response: { 200: ZTemplateList } },
    async (req) => svc.listTemplates(requireActor(req), req.query.brandId),
  );
  api.post(
    '/api/audits/templates',
    manage,
    {
      summary: 'Create an audit template (version 1)',
      body: ZTemplateInput,
      example: { brandId: EXAMPLE_ID, ...EXAMPLE_TEMPLATE },
      response: { 201: ZTemplate },
      // An unknown brand.
      errors: [404],
    },
    async (req, reply) => reply.status(201).send(await svc.createTemplate(who(req), req.body)),
  );
  api.get(
    '/api/audits/templates/:id',
    perform,
    { summary: 'An audit template with its current version', params: ZId, response: { 200: ZTemplate } },
    async (req) => svc.getTemplate(requireActor(req), req.params.id),
  );
  api.get(
    '/api/audits/templates/:id/versions/:version',
    perform,
    { summary: 'One version of an audit template', params: ZTemplateVersionParams, response: { 200: ZTemplate } },
    async (req) => svc.getTemplate(requireActor(req), req.params.id, req.params.version),
  );
  api.put(
    '/api/audits/templates/:id',
    manage,
    {
      summary: 'Edit an audit template: a new version (audits already started keep theirs)',
      params: ZId,
      body: ZTemplateBody,
      example: EXAMPLE_TEMPLATE,
      response: { 200: ZTemplate },
    },
    async (req) => svc.updateTemplate(who(req), req.params.id, req.body),
  );

  // ---------------------------------------------------------------- scheduling, lists
  api.post(
    '/api/audits',
    manage,
    {
      summary: 'Schedule an audit of a location (one-off or with a cadence), assigned to an auditor',
      body: ZScheduleInput,
      example: {
        locationId: EXAMPLE_ID,
        templateId: EXAMPLE_ID,
        auditorId: EXAMPLE_ID,
        scheduledFor: '2026-12-15',
        cadence: 'quarterly',
        announced: false,
      },
      response: { 201: ZAuditSummary },
    },
    async (req, reply) => reply.status(201).send(await svc.schedule(who(req), req.body)),
  );
  api.get(
    '/api/audits',
    perform,
    { summary: 'All audits (head office)', querystring: ZAuditQuery, response: { 200: ZAuditList } },
    async (req) => svc.list(requireActor(req), req.query),
  );
  api.get(
    '/api/audits/mine',
    perform,
    { summary: "The auditor's audits: due today (or before) and upcoming", response: { 200: ZAuditorList } },
    async (req) => svc.auditorList(requireActor(req)),
  );
  api.get(
    '/api/audits/analytics',
    manage,
    {
      summary: 'Scores by brand, region and location over time, most-failed questions this quarter, locations below the pass mark',
      querystring: ZAuditAnalyticsQuery,
      response: { 200: ZAuditAnalytics },
    },
    async (req) => svc.analytics(requireActor(req), req.query.passMark),
  );
  api.get(
    '/api/audits/actions',
    perform,
    { summary: 'Corrective actions of every store', querystring: ZActionQuery, response: { 200: ZAuditActionList } },
    async (req) => svc.actions(requireActor(req), req.query.status),
  );
  api.post(
    '/api/audits/actions/:id/accept',
    perform,
    { summary: 'Accept an answered corrective action (closes it)', params: ZId, response: { 200: ZAuditAction }, errors: [409] },
    async (req) => svc.accept(who(req), req.params.id),
  );
  api.post(
    '/api/audits/actions/:id/reopen',
    perform,
    { summary: 'Reopen an answered corrective action', params: ZId, response: { 200: ZAuditAction }, errors: [409] },
    async (req) => svc.reopen(who(req), req.params.id),
  );
  api.get(
    '/api/audits/photos/:id',
    perform,
    { summary: 'An audit photo (private)', params: ZId, response: { 200: ZImage } },
    async (req, reply) => {
      const p = await svc.photo(requireActor(req), req.params.id);
      return asDownload(reply, p).send(p.body);
    },
  );

  // ---------------------------------------------------------------- performing
  api.get(
    '/api/audits/:id',
    perform,
    {
      summary: 'An audit: store card, template version, answers, photos, the previous audit’s answers',
      params: ZId,
      response: { 200: ZAuditDetail },
    },
    async (req) => svc.detail(requireActor(req), req.params.id),
  );
  api.post(
    '/api/audits/:id/start',
    perform,
    { summary: 'Open an audit (its auditor): pins the template version', params: ZId, response: { 200: ZAuditDetail } },
    async (req) => svc.start(who(req), req.params.id),
  );
  api.put(
    '/api/audits/:id/answers',
    perform,
    {
      summary: 'Save one answer; its idempotency key makes a second copy a no-op',
      params: ZId,
      body: ZAnswerInput,
      example: {
        idempotencyKey: 'a1b2c3d4e5f6a7b8',
        questionId: EXAMPLE_ID,
        na: false,
        value: 'yes',
        comment: 'Clean.',
        answeredAt: '2026-12-01T09:30:00+08:00',
      },
      response: { 200: ZAnswerSaved },
      errors: [409],
    },
    async (req) => svc.saveAnswer(who(req), req.params.id, req.body),
  );
  api.post(
    '/api/audits/:id/photos',
    perform,
    {
      summary: 'Upload a photo for a question (JPG/PNG ≤ 5 MB, checked by content, private); once per idempotency key',
      params: ZId,
      querystring: ZPhotoFields,
      response: { 200: ZPhotoSaved },
      errors: [409, 413, 429],
      upload: { file: 'A JPG or PNG photo, at most 5 MB' },
    },
    async (req) => svc.savePhoto(who(req), req.params.id, req.query, await readUploadedFile(req, UPLOAD_MESSAGES)),
  );
  api.post(
    '/api/audits/:id/submit',
    perform,
    {
      summary: 'Submit an audit: the server computes the weighted score and critical failures',
      params: ZId,
      response: { 200: ZAuditSummary },
      errors: [409],
    },
    async (req) => svc.submit(who(req), req.params.id),
  );
  api.post(
    '/api/audits/:id/approve',
    manage,
    {
      summary: 'Approve a submitted audit: corrective actions, the PDF report, the franchisee notified',
      params: ZId,
      response: { 200: ZAuditSummary },
      errors: [409],
    },
    async (req) => svc.approve(who(req), req.params.id),
  );
  api.get(
    '/api/audits/:id/report',
    perform,
    { summary: 'The approved audit’s PDF report', params: ZId, response: { 200: ZPdf } },
    async (req, reply) => {
      const body = await svc.report(requireActor(req), req.params.id);
      return asDownload(reply, { filename: `audit-${req.params.id}.pdf`, contentType: 'application/pdf' }).send(body);
    },
  );

  // ---------------------------------------------------------------- the franchisee
  api.get(
    '/api/my-audits',
    respond,
    { summary: "Own stores' announced audits to come and approved reports", response: { 200: ZFranchiseeAudits } },
    async (req) => svc.franchiseeAudits(requireActor(req)),
  );
  api.get(
    '/api/my-audits/actions',
    respond,
    { summary: "Own stores' corrective actions", querystring: ZActionQuery, response: { 200: ZAuditActionList } },
    async (req) => svc.actions(requireActor(req), req.query.status),
  );
  api.post(
    '/api/my-audits/actions/:id/photos',
    respond,
    {
      summary: 'Upload the photo answering a corrective action (JPG/PNG ≤ 5 MB, private); once per idempotency key',
      params: ZId,
      querystring: ZPhotoFields.pick({ idempotencyKey: true }),
      response: { 200: ZPhotoSaved },
      errors: [409, 413, 429],
      upload: { file: 'A JPG or PNG photo, at most 5 MB' },
    },
    async (req) => svc.saveActionPhoto(who(req), req.params.id, req.query, await readUploadedFile(req, UPLOAD_MESSAGES)),
  );
  api.post(
    '/api/my-audits/actions/:id/response',
    respond,
    {
      summary: 'Answer a corrective action with a comment and a photo',
      params: ZId,
      body: ZActionResponse,
      example: { comment: 'Chiller serviced; now at 3 °C.', photoId: EXAMPLE_ID },
      response: { 200: ZAuditAction },
      errors: [409],
    },
    async (req) => svc.respond(who(req), req.params.id, req.body),
  );
  api.get(
    '/api/my-audits/photos/:id',
    respond,
    { summary: 'A photo of an own store’s approved audit or own action answer', params: ZId, response: { 200: ZImage } },
    async (req, reply) => {
      const p = await svc.photo(requireActor(req), req.params.id);
      return asDownload(reply, p).send(p.body);
    },
  );
  api.get(
    '/api/my-audits/:id',
    respond,
    { summary: "An own store's approved audit", params: ZId, response: { 200: ZAuditDetail } },
    async (req) => svc.detail(requireActor(req), req.params.id, { approvedOnly: true }),
  );
  api.get(
    '/api/my-audits/:id/report',
    respond,
    { summary: "An own store's approved audit report (PDF)", params: ZId, response: { 200: ZPdf } },
    async (req, reply) => {
      const body = await svc.report(requireActor(req), req.params.id);
      return asDownload(reply, { filename: `audit-${req.params.id}.pdf`, contentType: 'application/pdf' }).send(body);
    },
  );
}
