import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { documentResponse } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { asDownload } from '../../lib/download';
import { routeKit, who } from '../../lib/route-kit';
import { ZId } from '../../../shared/http';
import {
  APPLICATIONS_API,
  ZApplicationDetail,
  ZApplicationDocumentParams,
  ZApplicationList,
  ZApplicationNote,
  ZApplicationOptions,
  ZApplicationQuery,
  ZApplicationReceipt,
  ZApplicationStatusChange,
  ZApplicationSubmit,
  ZApplicationUpload,
  ZUploadClaim,
} from '../../../shared/applications.contracts';
import { readApplicantUpload } from './application-form';

const PUBLIC = APPLICATIONS_API.public;
const REVIEW = APPLICATIONS_API.review;

/**
 * Franchise applications. Public routes (no sign-in) for the /apply form; head-office routes (applications.review)
 * for the pipeline, under row-level security. See the contract's header for the whole list.
 */
export async function applicationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = routeKit(app, ['applications']);
  const review = ctx.guards.can('applications.review');

  // ---------------------------------------------------------------- public

  api.get(
    `${PUBLIC}/options`,
    'public',
    {
      summary: 'Active brands and the packages (with prices) each offers, for the application form',
      response: { 200: ZApplicationOptions },
    },
    async () => ctx.applications.options(),
  );
  api.post(
    `${PUBLIC}/documents`,
    'public',
    {
      summary:
        'Upload one applicant document (multipart "kind" + one "file": PDF, DOC, DOCX, JPG or PNG ≤ 5 MB, checked by content); ' +
        'the answer carries the one-time token that claims it at submit. Limited per client address',
      response: { 201: ZApplicationUpload },
      errors: [413, 429],
      upload: {
        file: 'A PDF, DOC, DOCX, JPG or PNG document, at most 5 MB (checked by content)',
        fields: { kind: 'Which document this is' },
      },
    },
    async (req, reply) => reply.status(201).send(await ctx.applications.upload(req.ip, await readApplicantUpload(req))),
  );
  api.post(
    `${PUBLIC}/documents/:id/discard`,
    'public',
    {
      summary: 'Remove an unclaimed upload (its token proves it is the caller’s)',
      params: ZId,
      body: ZUploadClaim,
      example: { id: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f', token: 'Fj1mybGUS4U3hdKniTemnwtnJGc66cYlMtQIMtjK4Zk' },
      response: { 204: z.null().describe('Discarded') },
    },
    async (req, reply) => {
      await ctx.applications.discard({ id: req.params.id, token: req.body.token });
      return reply.status(204).send(null);
    },
  );
  api.post(
    PUBLIC,
    'public',
    {
      summary:
        'Submit an application (all five steps; documents claimed with their upload tokens). A confirmation e-mail with the ' +
        'reference goes to the applicant and head office is notified. Limited per client address',
      body: ZApplicationSubmit,
      example: {
        firstName: 'Ana',
        lastName: 'Santos',
        email: 'ana.santos@example.com',
        phone: '+63 917 123 4567',
        birthDate: '1988-03-14',
        addressLine: '27 Kamuning Road, Barangay Kamuning',
        city: 'Quezon City',
        province: 'Metro Manila',
        occupation: 'Restaurant manager',
        yearsInBusiness: 6,
        hasFranchiseExperience: false,
        experienceSummary: 'Managed a 40-seat café in Cubao for six years: staff, inventory and daily sales.',
        investmentRange: '250k-500k',
        fundingSource: 'personal_savings',
        brandId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
        packageCode: 'B',
        preferredProvince: 'Metro Manila',
        preferredCity: 'Pasig',
        motivation: 'Strong foot traffic near Ortigas offices and a brand my customers already ask for.',
        documents: [
          { id: '0b7d4e21-5a3c-4f8e-9d62-7c1e3a5b9f04', token: 'Fj1mybGUS4U3hdKniTemnwtnJGc66cYlMtQIMtjK4Zk' },
          { id: 'a9e3c5d7-2f14-4b68-8c0e-5d7f9b1a3c26', token: 'UdB3N2rHYkZE_DXqA-j1PfX8vNtdAX0uDe7A5zqGQfM' },
        ],
        consent: true,
      },
      response: { 201: ZApplicationReceipt },
      errors: [429],
    },
    async (req, reply) => reply.status(201).send(await ctx.applications.submit(req.ip, req.body)),
  );

  // ---------------------------------------------------------------- head office

  api.get(
    REVIEW,
    review,
    {
      summary: 'Franchise applications: search (name, e-mail, reference), status, brand and package filters, paged, counts per status',
      querystring: ZApplicationQuery,
      response: { 200: ZApplicationList },
    },
    async (req) => ctx.applicationsReview.list(requireActor(req), req.query),
  );
  api.get(
    `${REVIEW}/:id`,
    review,
    {
      summary: 'One application with its documents, timeline and invitation',
      params: ZId,
      response: { 200: ZApplicationDetail },
      errors: [404],
    },
    async (req) => ctx.applicationsReview.get(requireActor(req), req.params.id),
  );
  api.post(
    `${REVIEW}/:id/status`,
    review,
    {
      summary:
        'Move an application (409 when the move is not allowed). Approving invites the applicant as a franchisee (409 when ' +
        'the e-mail has an account or a pending invitation; nothing changes then); rejecting e-mails the applicant',
      params: ZId,
      body: ZApplicationStatusChange,
      example: { status: 'interview', note: 'Interview set for Monday 10 AM at the Ortigas office.' },
      response: { 200: ZApplicationDetail },
      errors: [404, 409],
    },
    async (req) =>
      ctx.applicationsReview.setStatus(who(req), req.params.id, req.body.status, req.body.note ?? null, req.body.targetOpeningDate),
  );
  api.post(
    `${REVIEW}/:id/notes`,
    review,
    {
      summary: 'Add a note to the timeline',
      params: ZId,
      body: ZApplicationNote,
      example: { body: 'Called the applicant: the proof of billing is from March; asked for a recent one.' },
      response: { 201: ZApplicationDetail },
      errors: [404],
    },
    async (req, reply) => reply.status(201).send(await ctx.applicationsReview.addNote(who(req), req.params.id, req.body.body)),
  );
  api.get(
    `${REVIEW}/:id/documents/:documentId`,
    review,
    {
      summary: 'Download a document of the application (private)',
      params: ZApplicationDocumentParams,
      response: { 200: documentResponse('The document') },
      errors: [404],
    },
    async (req, reply) => {
      const { body, filename, contentType } = await ctx.applicationsReview.document(
        requireActor(req),
        req.params.id,
        req.params.documentId,
      );
      return asDownload(reply, { filename, contentType }).send(body);
    },
  );
}
