import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
import { ZAnnouncement, ZAnnouncementCreate, ZAudienceOptions } from '../../../shared/notifications.contracts';

export async function announcementRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['announcements'];
  const franchisorOnly = ctx.guards.can('announcements.send');

  r.get(
    '/api/announcements',
    {
      onRequest: franchisorOnly,
      schema: signedIn({ tags, summary: 'Recent system announcements', response: { 200: z.object({ items: z.array(ZAnnouncement) }) } }),
    },
    async () => ({
      items: await ctx.announcementsService.list(),
    }),
  );

  r.get(
    '/api/announcements/audience',
    {
      onRequest: franchisorOnly,
      schema: signedIn({ tags, summary: 'Brands and locations an announcement can target', response: { 200: ZAudienceOptions } }),
    },
    async () => ctx.announcementsService.audienceOptions(),
  );

  r.post(
    '/api/announcements',
    {
      onRequest: franchisorOnly,
      schema: signedIn({
        tags,
        summary: 'Send a system announcement to everyone, a brand, or chosen locations',
        body: ZAnnouncementCreate,
        response: { 200: z.object({ announcement: ZAnnouncement }) },
      }),
    },
    async (request) => {
      return { announcement: await ctx.announcementsService.create(requireActor(request), request.body) };
    },
  );
}
