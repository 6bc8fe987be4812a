import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { documentResponse } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { readUploadedFile } from '../../lib/document-upload';
import { asDownload } from '../../lib/download';
import { routeKit, who } from '../../lib/route-kit';
import { ZId, ZOk } from '../../../shared/http';
import {
  CONTRACT_MESSAGES,
  ZAgreementInput,
  ZAgreementQuery,
  ZAgreementSummaryList,
  ZContractLocationList,
  ZContractPackage,
  ZDocumentReview,
  ZDocumentUploadQuery,
  ZLocationDocument,
  ZLocationParams,
  ZMilestoneParams,
  ZMilestoneUpdate,
  ZUpgradeDecision,
  ZUpgradeRequest,
  ZUpgradeRequestInput,
} from '../../../shared/contract-package.contracts';

const UPLOAD_MESSAGES = { chooseFile: CONTRACT_MESSAGES.chooseFile, tooLarge: CONTRACT_MESSAGES.documentTooLarge };

/**
 * Contract package routes: contracts.view (franchisor, admin, franchisee for their own locations), contracts.upload
 * (franchisee: documents, upgrade requests) and contracts.manage (franchisor: agreements, reviews, milestones,
 * decisions). Row-level security (migration 0021) enforces the same in the database; another location's records
 * are a 404.
 */
export async function contractPackageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = routeKit(app, ['contracts']);
  const view = ctx.guards.can('contracts.view');
  const upload = ctx.guards.can('contracts.upload');
  const manage = ctx.guards.can('contracts.manage');
  const svc = ctx.contractPackage;

  api.get(
    '/api/contract-package/my-locations',
    view,
    {
      summary: 'The locations whose contract package the caller may see (a franchisee: their own)',
      response: { 200: ZContractLocationList },
    },
    async (req) => svc.myLocations(requireActor(req)),
  );
  api.get(
    '/api/contract-package/agreements',
    view,
    {
      summary: 'Head office: every location with its agreement summary (search, package, renewal, awaiting review), paged',
      querystring: ZAgreementQuery,
      response: { 200: ZAgreementSummaryList },
    },
    async (req) => svc.list(requireActor(req), req.query),
  );
  api.get(
    '/api/contract-package/locations/:locationId',
    view,
    {
      summary: 'A location’s contract package: agreement, effective rates, documents, milestones, upgrade requests, history',
      params: ZLocationParams,
      response: { 200: ZContractPackage },
      errors: [404],
    },
    async (req) => svc.get(requireActor(req), req.params.locationId),
  );
  api.put(
    '/api/contract-package/locations/:locationId/agreement',
    manage,
    {
      summary: 'Create or change the agreement; its rates become the location’s royalty and marketing fee rates (history appended)',
      params: ZLocationParams,
      body: ZAgreementInput,
      example: {
        packageCode: 'B',
        termStart: '2026-01-01',
        termEnd: '2030-12-31',
        territory: 'Makati CBD: Ayala Avenue, Paseo de Roxas and Legazpi Village',
        renewalStatus: 'not_due',
        signedOn: '2025-12-15',
        royaltyPercent: 5,
        marketingFeePercent: 2.5,
        note: 'Five-year term signed at the Makati office.',
      },
      response: { 200: ZContractPackage },
      errors: [404, 409],
    },
    async (req) => svc.saveAgreement(who(req), req.params.locationId, req.body),
  );
  api.put(
    '/api/contract-package/locations/:locationId/milestones/:milestone',
    manage,
    {
      summary: 'Set a milestone’s state, due date and completion date',
      params: ZMilestoneParams,
      body: ZMilestoneUpdate,
      example: {
        state: 'completed',
        dueOn: '2026-02-15',
        completedOn: '2026-02-12',
        note: 'Grand opening at Greenbelt 5, ribbon cutting at 10 AM.',
      },
      response: { 200: ZContractPackage },
      errors: [404],
    },
    async (req) => svc.updateMilestone(who(req), req.params.locationId, req.params.milestone, req.body),
  );
  api.post(
    '/api/contract-package/locations/:locationId/documents',
    view,
    {
      summary:
        'Upload a document (multipart "file": PDF, DOC, DOCX, JPG or PNG ≤ 5 MB, checked by content; kind, title, expiresOn in the query). Franchisee (own location) or franchisor.',
      params: ZLocationParams,
      querystring: ZDocumentUploadQuery,
      response: { 201: ZLocationDocument },
      errors: [404, 413, 429],
      upload: { file: 'A PDF, DOC, DOCX, JPG or PNG document, at most 5 MB (checked by content)' },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await svc.uploadDocument(who(req), req.params.locationId, req.query, await readUploadedFile(req, UPLOAD_MESSAGES))),
  );
  api.get(
    '/api/contract-package/documents/:id/file',
    view,
    {
      summary: 'Download a location document (private; streamed after the permission check)',
      params: ZId,
      response: { 200: documentResponse('The uploaded file') },
      errors: [404],
    },
    async (req, reply) => {
      const { body, filename, contentType } = await svc.download(requireActor(req), req.params.id);
      return asDownload(reply, { filename, contentType }).send(body);
    },
  );
  api.delete(
    '/api/contract-package/documents/:id',
    view,
    {
      summary: 'Delete a document (a franchisee: their own upload while it is pending review; the franchisor: any)',
      params: ZId,
      response: { 200: ZOk },
      errors: [404, 409],
    },
    async (req) => {
      await svc.deleteDocument(who(req), req.params.id);
      return { ok: true as const };
    },
  );
  api.post(
    '/api/contract-package/documents/:id/review',
    manage,
    {
      summary: 'Approve or reject (with a note) a pending document; the location owner is notified',
      params: ZId,
      body: ZDocumentReview,
      example: { decision: 'rejected', note: 'The mayor’s permit is for 2025; please upload the 2026 permit from Makati City Hall.' },
      response: { 200: ZLocationDocument },
      errors: [404, 409],
    },
    async (req) => svc.review(who(req), req.params.id, req.body),
  );
  api.post(
    '/api/contract-package/locations/:locationId/upgrade-requests',
    upload,
    {
      summary: 'Ask for a higher package (one pending request per location)',
      params: ZLocationParams,
      body: ZUpgradeRequestInput,
      example: { toPackage: 'C', reason: 'Weekday sales are above ₱60,000 and we are adding a second counter and delivery.' },
      response: { 201: ZUpgradeRequest },
      errors: [404, 409],
    },
    async (req, reply) => reply.status(201).send(await svc.requestUpgrade(who(req), req.params.locationId, req.body)),
  );
  api.post(
    '/api/contract-package/upgrade-requests/:id/withdraw',
    upload,
    { summary: 'Withdraw a pending upgrade request', params: ZId, response: { 200: ZUpgradeRequest }, errors: [404, 409] },
    async (req) => svc.withdrawUpgrade(who(req), req.params.id),
  );
  api.post(
    '/api/contract-package/upgrade-requests/:id/decision',
    manage,
    {
      summary: 'Approve (the agreement’s package changes, with history) or decline (with a note) an upgrade request',
      params: ZId,
      body: ZUpgradeDecision,
      example: { decision: 'approved', note: 'Approved from 1 March; the new royalty applies to March sales.' },
      response: { 200: ZUpgradeRequest },
      errors: [404, 409],
    },
    async (req) => svc.decideUpgrade(who(req), req.params.id, req.body),
  );
}
