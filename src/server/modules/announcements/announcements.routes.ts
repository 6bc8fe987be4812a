import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { requireActor } from '../../auth/session';
import { ZAnnouncement, ZAnnouncementList, ZAnnouncementCreate, ZAudienceOptions } from '../../../shared/notifications.contracts';

export async function announcementRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = routeKit(app, ['notifications']);
  const franchisorOnly = ctx.guards.can('announcements.send');

  api.get(
    '/api/announcements',
    franchisorOnly,
    { summary: 'Recent system announcements', response: { 200: ZAnnouncementList } },
    async () => ({
      items: await ctx.announcementsService.list(),
    }),
  );

  api.get(
    '/api/announcements/audience',
    franchisorOnly,
    { summary: 'Brands and locations an announcement can target', response: { 200: ZAudienceOptions } },
    async () => ctx.announcementsService.audienceOptions(),
  );

  api.post(
    '/api/announcements',
    franchisorOnly,
    {
      summary: 'Send a system announcement to everyone, a brand, or chosen locations',
      body: ZAnnouncementCreate,
      example: {
        title: 'Holiday delivery schedule',
        message: 'The Manila warehouse is closed on 24–25 December. Orders placed after 20 December ship on 26 December.',
        priority: 'medium',
        category: 'announcement',
        actionUrl: '/orders',
        audience: 'all',
      },
      response: { 200: z.object({ announcement: ZAnnouncement }) },
    },
    async (request) => {
      return { announcement: await ctx.announcementsService.create(requireActor(request), request.body) };
    },
  );
}
