import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { documentResponse } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { asDownload } from '../../lib/download';
import { routeKit, who, type RouteGuard } from '../../lib/route-kit';
import { ZId } from '../../../shared/http';
import {
  SUPPORT_API,
  TICKET_MAX_ATTACHMENTS,
  ZMyTicketQuery,
  ZQueueQuery,
  ZTicketActionNote,
  ZTicketAssign,
  ZTicketAssignees,
  ZTicketAttachmentParams,
  ZTicketCreate,
  ZTicketDetail,
  ZTicketList,
  ZTicketLocationOptions,
  ZTicketPriorityChange,
  ZTicketReply,
  ZTicketStatusChange,
} from '../../../shared/support.contracts';
import { acceptForms, uploadsFrom } from './support-forms';

const MINE = SUPPORT_API.franchisee;
const QUEUE = SUPPORT_API.head_office;
const FILE_TYPES = 'PDF, DOC, DOCX, JPG or PNG ≤ 5 MB, checked by content';
/** A close / reopen may come with no body at all. */
const ZOptionalNote = ZTicketActionNote.nullish();

/**
 * Support requests. Franchisee routes (support.raise) under /api/support/requests, head-office routes
 * (support.handle: franchisor, admin) under /api/support/tickets; row-level security (migration 0021) decides which
 * tickets a franchisee reaches, and another location's ticket or file is a 404. Create, reply and attach take JSON
 * or multipart/form-data (the same fields as text plus files named "file"), read in this module's own scope.
 */
export async function supportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    acceptForms(scope, {
      [MINE]: TICKET_MAX_ATTACHMENTS,
      [`${MINE}/:id/messages`]: 1,
      [`${MINE}/:id/attachments`]: 1,
      [`${QUEUE}/:id/messages`]: 1,
      [`${QUEUE}/:id/attachments`]: 1,
    });
    const api = routeKit(scope, ['support']);
    const raise = ctx.guards.can('support.raise');
    const handle = ctx.guards.can('support.handle');
    const download = async (
      req: { params: { id: string; attachmentId: string } } & Parameters<typeof requireActor>[0],
      reply: Parameters<typeof asDownload>[0],
    ) => {
      const { body, filename, contentType } = await ctx.support.attachment(requireActor(req), req.params.id, req.params.attachmentId);
      return asDownload(reply, { filename, contentType }).send(body);
    };

    // Both sides reply and attach files the same way; only the guard, the wording and the example differ.
    const conversation = (base: string, guard: RouteGuard, text: { reply: string; example: string; attach: string }) => {
      api.post(
        `${base}/:id/messages`,
        guard,
        {
          summary: text.reply,
          params: ZId,
          body: ZTicketReply,
          example: { body: text.example },
          response: { 201: ZTicketDetail },
          errors: [404, 409, 413, 429],
        },
        async (req, reply) => reply.status(201).send(await ctx.support.reply(who(req), req.params.id, req.body.body, uploadsFrom(req))),
      );
      api.post(
        `${base}/:id/attachments`,
        guard,
        {
          summary: text.attach,
          params: ZId,
          response: { 201: ZTicketDetail },
          errors: [404, 409, 413, 429],
          upload: { file: 'A PDF, DOC, DOCX, JPG or PNG document, at most 5 MB (checked by content)' },
        },
        async (req, reply) => reply.status(201).send(await ctx.support.attach(who(req), req.params.id, uploadsFrom(req))),
      );
    };

    // ---------------------------------------------------------------- franchisee

    api.get(
      MINE,
      raise,
      {
        summary: 'Own support requests (raised by the caller or at their locations): status filter, search, paged, counts per status',
        querystring: ZMyTicketQuery,
        response: { 200: ZTicketList },
      },
      async (req) => ctx.support.listOwn(requireActor(req), req.query),
    );
    api.post(
      MINE,
      raise,
      {
        summary: `Raise a support request (JSON, or multipart with the same fields and up to ${TICKET_MAX_ATTACHMENTS} "file": ${FILE_TYPES}); head office is notified`,
        body: ZTicketCreate,
        example: {
          subject: 'POS terminal will not print receipts',
          category: 'Technical',
          priority: 'High',
          description:
            'Since this morning the Makati Ayala POS shows "printer offline" and no official receipts print. We restarted the terminal and the printer twice.',
          locationId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
          sourceUrl: '/franchisee/orders',
        },
        response: { 201: ZTicketDetail },
        errors: [409, 413, 429],
      },
      async (req, reply) => reply.status(201).send(await ctx.support.create(who(req), req.body, uploadsFrom(req))),
    );
    api.get(
      `${MINE}/locations`,
      raise,
      { summary: 'The caller’s locations for the request form (the first is the default)', response: { 200: ZTicketLocationOptions } },
      async (req) => ctx.support.myLocations(requireActor(req)),
    );
    api.get(
      `${MINE}/:id`,
      raise,
      {
        summary: 'One own support request with its conversation, files and history',
        params: ZId,
        response: { 200: ZTicketDetail },
        errors: [404],
      },
      async (req) => ctx.support.get(requireActor(req), req.params.id),
    );
    conversation(MINE, raise, {
      reply: `Reply (JSON, or multipart "body" + one "file": ${FILE_TYPES}); the assignee, or head office, is notified. A resolved ticket stays resolved`,
      example: 'We replaced the paper roll and the printer still shows offline.',
      attach: `Add a file to an own request (multipart "file": ${FILE_TYPES}; at most ${TICKET_MAX_ATTACHMENTS} per ticket)`,
    });
    // Close and reopen share one shape: an optional note in, the ticket out, 409 when the ticket may not move.
    const ownSteps = {
      close: {
        summary: 'Close an own request (from open, in progress or resolved)',
        example: { note: 'Fixed after the printer cable was replaced; thank you.' },
      },
      reopen: {
        summary: 'Reopen a resolved request within 7 days of its resolution (409 afterwards)',
        example: { note: 'The printer went offline again this afternoon.' },
      },
    } as const;
    for (const step of Object.keys(ownSteps) as (keyof typeof ownSteps)[]) {
      const { summary, example } = ownSteps[step];
      api.post(
        `${MINE}/:id/${step}`,
        raise,
        { summary, params: ZId, body: ZOptionalNote, example, response: { 200: ZTicketDetail }, errors: [404, 409] },
        async (req) => ctx.support[step](who(req), req.params.id, req.body?.note ?? null),
      );
    }
    api.get(
      `${MINE}/:id/attachments/:attachmentId`,
      raise,
      {
        summary: 'Download a file of an own request (private; streamed after the row-level check)',
        params: ZTicketAttachmentParams,
        response: { 200: documentResponse('The attached file') },
        errors: [404],
      },
      download,
    );

    // ---------------------------------------------------------------- head office

    api.get(
      QUEUE,
      handle,
      {
        summary: 'The support queue: every ticket with age and first-response time; filters, sorts, paged, counts per status',
        querystring: ZQueueQuery,
        response: { 200: ZTicketList },
      },
      async (req) => ctx.support.queue(requireActor(req), req.query),
    );
    api.get(
      `${QUEUE}/assignees`,
      handle,
      { summary: 'Head-office staff a ticket can be assigned to (active franchisors and admins)', response: { 200: ZTicketAssignees } },
      async (req) => ctx.support.assignees(requireActor(req)),
    );
    api.get(
      `${QUEUE}/:id`,
      handle,
      { summary: 'One ticket with its conversation, files and history', params: ZId, response: { 200: ZTicketDetail }, errors: [404] },
      async (req) => ctx.support.get(requireActor(req), req.params.id),
    );
    conversation(QUEUE, handle, {
      reply: `Reply (JSON, or multipart "body" + one "file"); the first reply sets the first-response time and moves an open ticket to in progress; the franchisee is notified`,
      example:
        'Thanks, Ana. Please unplug the printer for 30 seconds, then run a test print from Settings → Printer. Our technician can visit tomorrow morning if it still fails.',
      attach: `Add a file to a ticket (multipart "file": ${FILE_TYPES}; at most ${TICKET_MAX_ATTACHMENTS} per ticket)`,
    });
    api.post(
      `${QUEUE}/:id/status`,
      handle,
      {
        summary: 'Change the status: open → in progress → resolved → closed, resolved → in progress; anything else is a 409',
        params: ZId,
        body: ZTicketStatusChange,
        example: { status: 'resolved', note: 'Replaced the printer cable on site; test receipts print correctly.' },
        response: { 200: ZTicketDetail },
        errors: [404, 409],
      },
      async (req) => ctx.support.setStatus(who(req), req.params.id, req.body.status, req.body.note),
    );
    api.post(
      `${QUEUE}/:id/assign`,
      handle,
      {
        summary: 'Assign to an active franchisor or admin (null: unassign); the assignee is notified',
        params: ZId,
        body: ZTicketAssign,
        example: { assigneeId: '8d3e4b1f-5c6a-4d7b-9e81-2b3c4d5e6f70' },
        response: { 200: ZTicketDetail },
        errors: [404, 409],
      },
      async (req) => ctx.support.assign(who(req), req.params.id, req.body.assigneeId),
    );
    api.post(
      `${QUEUE}/:id/priority`,
      handle,
      {
        summary: 'Change the priority',
        params: ZId,
        body: ZTicketPriorityChange,
        example: { priority: 'Urgent' },
        response: { 200: ZTicketDetail },
        errors: [404, 409],
      },
      async (req) => ctx.support.setPriority(who(req), req.params.id, req.body.priority),
    );
    api.get(
      `${QUEUE}/:id/attachments/:attachmentId`,
      handle,
      {
        summary: 'Download a file of a ticket (private)',
        params: ZTicketAttachmentParams,
        response: { 200: documentResponse('The attached file') },
        errors: [404],
      },
      download,
    );
  });
}
