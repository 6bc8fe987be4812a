import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { NOTIFICATION_UNAUTHENTICATED } from '../../../shared/errors';
import {
  ZNotification,
  ZNotificationList,
  ZNotificationListQuery,
  ZPreferences,
  ZPreferencesUpdate,
  ZUnreadCount,
} from '../../../shared/notifications.contracts';
import { registerNotificationStream } from './notification-stream';
import { ZId } from '../../../shared/http';


export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  /** Spec 8: notification calls without a user answer 'User not authenticated'. */
  async function actorOf(request: FastifyRequest) {
    const s = await ctx.getSession(request);
    if (!s) throw new AppError('AUTHENTICATION_ERROR', 401, NOTIFICATION_UNAUTHENTICATED);
    return (await ctx.guards.requireSession(request)).actor;
  }

  r.get('/api/notifications', { schema: { tags, summary: 'My notifications, newest first', querystring: ZNotificationListQuery, response: { 200: ZNotificationList } } }, async (request) =>
    ctx.notificationsService.list(await actorOf(request), request.query),
  );

  r.get('/api/notifications/unread-count', { schema: { tags, summary: 'How many of my notifications are unread', response: { 200: ZUnreadCount } } }, async (request) => ({
    count: await ctx.notificationsService.unreadCount(await actorOf(request)),
  }));

  r.patch('/api/notifications/:id/read', { schema: { tags, summary: 'Mark one notification read', params: ZId, response: { 200: ZNotification } } }, async (request) =>
    ctx.notificationsService.markRead(await actorOf(request), request.params.id),
  );

  r.post('/api/notifications/read-all', { schema: { tags, summary: 'Mark all my notifications read', response: { 200: z.object({ updated: z.number().int() }) } } }, async (request) => ({
    updated: await ctx.notificationsService.markAllRead(await actorOf(request)),
  }));

  r.delete('/api/notifications/:id', { schema: { tags, summary: 'Delete one of my notifications', params: ZId, response: { 200: z.object({ ok: z.literal(true) }) } } }, async (request) => {
    await ctx.notificationsService.remove(await actorOf(request), request.params.id);
    return { ok: true as const };
  });

  r.get('/api/notification-preferences', { schema: { tags, summary: 'My notification preferences (defaults when none saved)', response: { 200: ZPreferences } } }, async (request) =>
    ctx.notificationsService.getPreferences(await actorOf(request)),
  );

  r.put('/api/notification-preferences', { schema: { tags, summary: 'Change some of my notification preferences', body: ZPreferencesUpdate, response: { 200: ZPreferences } } }, async (request) =>
    ctx.notificationsService.updatePreferences(await actorOf(request), request.body),
  );

  registerNotificationStream(app, ctx, actorOf);
}
