import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { documentResponse } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { readUploadedFile } from '../../lib/document-upload';
import { asDownload } from '../../lib/download';
import { routeKit, who } from '../../lib/route-kit';
import {
  OPENING_MESSAGES,
  ZCancelOpening,
  ZOpening,
  ZOpeningItemParams,
  ZOpeningList,
  ZOpeningParams,
  ZOpeningReview,
  ZOpeningStarter,
  ZOpeningStarterInput,
  ZOpeningStarterParams,
  ZOpeningTargetDate,
  ZOpeningTemplate,
  ZOpeningTemplateInput,
  ZOpeningTemplateParams,
  ZOpenStore,
  ZStartOpening,
} from '../../../shared/openings.contracts';

const UPLOAD_MESSAGES = { chooseFile: OPENING_MESSAGES.chooseFile, tooLarge: OPENING_MESSAGES.tooLarge };

/**
 * Opening routes (decision 021): openings.view (head office: every opening; a franchisee: their own, row-level
 * security), openings.work (the franchisee's items and starter order) and openings.manage (head office's items,
 * reviews, target dates, going live); openings.templates (franchisor) edits a brand's template and its packages'
 * starter inventory (head office reads both).
 */
export async function openingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = routeKit(app, ['openings']);
  const view = ctx.guards.can('openings.view');
  const work = ctx.guards.can('openings.work');
  const manage = ctx.guards.can('openings.manage');
  const templates = ctx.guards.can('openings.templates');
  const svc = ctx.openings;

  api.get(
    '/api/openings',
    view,
    { summary: 'Opening projects (head office: the board; a franchisee: their own stores)', response: { 200: ZOpeningList } },
    async (req) => svc.list(requireActor(req)),
  );
  api.post(
    '/api/openings',
    manage,
    {
      summary: "Start the opening of an existing franchisee's next store (a location in status opening, a draft agreement, the checklist)",
      body: ZStartOpening,
      example: {
        ownerId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
        brandId: '0b7c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
        packageCode: 'B',
        name: 'Siomai Express Marikina',
        city: 'Marikina',
        province: 'Metro Manila',
        targetDate: '2027-03-01',
      },
      response: { 201: ZOpening },
    },
    async (req, reply) => reply.status(201).send(await svc.start(who(req), req.body)),
  );
  api.get(
    '/api/openings/:id',
    view,
    {
      summary: 'One opening: the store, target date, progress, what is due next and every item',
      params: ZOpeningParams,
      response: { 200: ZOpening },
    },
    async (req) => svc.get(requireActor(req), req.params.id),
  );
  api.post(
    '/api/openings/:id/items/:itemId/complete',
    view,
    {
      summary: "Tick a task of the caller's side (system-linked items complete themselves)",
      params: ZOpeningItemParams,
      response: { 200: ZOpening },
      errors: [409],
    },
    async (req) => svc.complete(who(req), req.params.id, req.params.itemId),
  );
  api.post(
    '/api/openings/:id/items/:itemId/upload',
    view,
    {
      summary: 'Upload the document or photo of an item (multipart "file": PDF, JPG or PNG ≤ 5 MB, checked by content); it awaits review',
      params: ZOpeningItemParams,
      response: { 200: ZOpening },
      errors: [409],
      upload: { file: 'A PDF, JPG or PNG file, at most 5 MB (checked by content); a photo is JPG or PNG' },
    },
    async (req) => svc.upload(who(req), req.params.id, req.params.itemId, await readUploadedFile(req, UPLOAD_MESSAGES)),
  );
  api.get(
    '/api/openings/:id/items/:itemId/file',
    view,
    {
      summary: "Download an item's upload (private; streamed after the permission check)",
      params: ZOpeningItemParams,
      response: { 200: documentResponse('The uploaded file') },
    },
    async (req, reply) => {
      const { body, filename, contentType } = await svc.file(requireActor(req), req.params.id, req.params.itemId);
      return asDownload(reply, { filename, contentType }).send(body);
    },
  );
  api.post(
    '/api/openings/:id/items/:itemId/review',
    manage,
    {
      summary: 'Accept an upload (the item is done) or reject it with a reason the franchisee sees',
      params: ZOpeningItemParams,
      body: ZOpeningReview,
      example: { decision: 'rejected', note: 'The barangay clearance is for another address; please upload the one for the store.' },
      response: { 200: ZOpening },
      errors: [409],
    },
    async (req) => svc.review(who(req), req.params.id, req.params.itemId, req.body),
  );
  api.post(
    '/api/openings/:id/target-date',
    manage,
    {
      summary: 'Move the target opening date (with a reason); every due date moves with it',
      params: ZOpeningParams,
      body: ZOpeningTargetDate,
      example: { targetDate: '2027-04-15', reason: 'The mall moved the turnover of the unit by six weeks.' },
      response: { 200: ZOpening },
      errors: [409],
    },
    async (req) => svc.changeTarget(who(req), req.params.id, req.body.targetDate, req.body.reason),
  );
  api.post(
    '/api/openings/:id/starter-cart',
    work,
    {
      summary: "Put the package's starter inventory in the opening store's cart (checkout places it as the one starter order)",
      params: ZOpeningParams,
      response: { 200: ZOpening },
      errors: [409],
    },
    async (req) => svc.starterCart(who(req), req.params.id),
  );
  api.post(
    '/api/openings/:id/open',
    manage,
    {
      summary: 'Open the store: refused (409, with the list) while a critical item is not done; the opening date becomes the location’s',
      params: ZOpeningParams,
      body: ZOpenStore,
      example: { openedOn: '2027-03-01' },
      response: { 200: ZOpening },
      errors: [409],
    },
    async (req) => svc.open(who(req), req.params.id, req.body.openedOn),
  );
  api.post(
    '/api/openings/:id/cancel',
    manage,
    {
      summary:
        'Cancel an opening that will not go ahead (with the reason the franchisee reads): the store closes, a pending invitation is revoked; refused (409) while the starter order is still open',
      params: ZOpeningParams,
      body: ZCancelOpening,
      example: { reason: 'The applicant withdrew: the site lease fell through.' },
      response: { 200: ZOpening },
      errors: [409],
    },
    async (req) => svc.cancel(who(req), req.params.id, req.body.reason),
  );
  api.get(
    '/api/openings/templates/:brandId',
    manage,
    { summary: "A brand's opening template", params: ZOpeningTemplateParams, response: { 200: ZOpeningTemplate } },
    async (req) => svc.template(requireActor(req), req.params.brandId),
  );
  api.put(
    '/api/openings/templates/:brandId',
    templates,
    {
      summary: "Replace a brand's opening template (openings already started keep their checklist)",
      params: ZOpeningTemplateParams,
      body: ZOpeningTemplateInput,
      example: {
        items: [
          {
            section: 'Permits and clearances',
            title: 'Barangay clearance',
            description: 'From the barangay hall of the store address.',
            ownerSide: 'franchisee',
            kind: 'document',
            systemLink: null,
            dueOffsetDays: -45,
            critical: true,
          },
        ],
      },
      response: { 200: ZOpeningTemplate },
    },
    async (req) => svc.saveTemplate(who(req), req.params.brandId, req.body.items),
  );
  api.get(
    '/api/openings/templates/:brandId/starter',
    manage,
    {
      summary: "A brand's starter inventory per package (what an opening store's one starter order holds) and the products it may name",
      params: ZOpeningTemplateParams,
      response: { 200: ZOpeningStarter },
    },
    async (req) => svc.starter(requireActor(req), req.params.brandId),
  );
  api.put(
    '/api/openings/templates/:brandId/starter/:packageCode',
    templates,
    {
      summary:
        "Replace a package's starter inventory: active products sold under the brand, whole quantities within each product's order limits (orders already placed are untouched)",
      params: ZOpeningStarterParams,
      body: ZOpeningStarterInput,
      example: {
        lines: [
          { productId: '3d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d', quantity: 4 },
          { productId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', quantity: 12 },
        ],
      },
      response: { 200: ZOpeningStarter },
    },
    async (req) => svc.saveStarter(who(req), req.params.brandId, req.params.packageCode, req.body.lines),
  );
}
