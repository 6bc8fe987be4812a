import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor } from '../../auth/session';
import { routeKit } from '../../lib/route-kit';
import { ZId } from '../../../shared/http';
import {
  CONTACT_API,
  ZContactMessage,
  ZContactMessageCreate,
  ZContactMessageList,
  ZContactMessageQuery,
  ZContactMessageUpdate,
  ZContactReceipt,
} from '../../../shared/contact.contracts';

/** The public contact form and head office's inbox of its messages (contact.handle). */
export async function contactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = routeKit(app, ['contact']);
  const handle = ctx.guards.can('contact.handle');

  api.post(
    CONTACT_API.public,
    'public',
    {
      summary: 'Send a message to head office (stored and e-mailed); limited per e-mail address and per client address',
      body: ZContactMessageCreate,
      example: {
        firstName: 'Ana',
        lastName: 'Santos',
        email: 'ana.santos@example.com',
        phone: '+63 917 123 4567',
        subject: 'Franchise fee for a kiosk in Pasig',
        message: 'Good day! I would like to know the franchise fee and the space needed for a mall kiosk in Pasig. Thank you.',
      },
      response: { 201: ZContactReceipt },
      errors: [429],
    },
    async (req, reply) => reply.status(201).send(await ctx.contact.send(req.ip, req.body)),
  );
  api.get(
    CONTACT_API.manage,
    handle,
    {
      summary: 'Contact messages: search, status filter, paged, counts per status',
      querystring: ZContactMessageQuery,
      response: { 200: ZContactMessageList },
    },
    async (req) => ctx.contact.list(requireActor(req), req.query),
  );
  api.get(
    `${CONTACT_API.manage}/:id`,
    handle,
    { summary: 'One contact message', params: ZId, response: { 200: ZContactMessage }, errors: [404] },
    async (req) => ctx.contact.get(requireActor(req), req.params.id),
  );
  api.patch(
    `${CONTACT_API.manage}/:id`,
    handle,
    {
      summary: 'Mark a message handled (records who and when) or new again',
      params: ZId,
      body: ZContactMessageUpdate,
      example: { status: 'handled' },
      response: { 200: ZContactMessage },
      errors: [404],
    },
    async (req) => ctx.contact.setStatus(requireActor(req), req.params.id, req.body.status),
  );
}
