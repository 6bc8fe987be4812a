import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/openapi-errors';
import { requireActor } from '../../auth/session';
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
import { ZId, ZOk } from '../../../shared/http';

export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  /** Spec 8: notification calls without a user answer 'User not authenticated'. */
  const onRequest = ctx.guards.signedInAs({ unauthenticatedMessage: NOTIFICATION_UNAUTHENTICATED });

  r.get(
    '/api/notifications',
    {
      onRequest,
      schema: signedIn({
        tags,
        summary: 'My notifications, newest first',
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationList },
      }),
    },
    async (request) => ctx.notificationsService.list(requireActor(request), request.query),
  );

  r.get(
    '/api/notifications/unread-count',
    { onRequest, schema: signedIn({ tags, summary: 'How many of my notifications are unread', response: { 200: ZUnreadCount } }) },
    async (request) => ({
      count: await ctx.notificationsService.unreadCount(requireActor(request)),
    }),
  );

  r.patch(
    '/api/notifications/:id/read',
    { onRequest, schema: signedIn({ tags, summary: 'Mark one notification read', params: ZId, response: { 200: ZNotification } }, 404) },
    async (request) => ctx.notificationsService.markRead(requireActor(request), request.params.id),
  );

  r.post(
    '/api/notifications/read-all',
    {
      onRequest,
      schema: signedIn({ tags, summary: 'Mark all my notifications read', response: { 200: z.object({ updated: z.number().int() }) } }),
    },
    async (request) => ({
      updated: await ctx.notificationsService.markAllRead(requireActor(request)),
    }),
  );

  r.delete(
    '/api/notifications/:id',
    {
      onRequest,
      schema: signedIn({ tags, summary: 'Delete one of my notifications', params: ZId, response: { 200: ZOk } }, 404),
    },
    async (request) => {
      await ctx.notificationsService.remove(requireActor(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/notification-preferences',
    {
      onRequest,
      schema: signedIn({ tags, summary: 'My notification preferences (defaults when none saved)', response: { 200: ZPreferences } }),
    },
    async (request) => ctx.notificationsService.getPreferences(requireActor(request)),
  );

  r.put(
    '/api/notification-preferences',
    {
      onRequest,
      schema: signedIn({
        tags,
        summary: 'Change some of my notification preferences',
        body: ZPreferencesUpdate,
        response: { 200: ZPreferences },
      }),
    },
    async (request) => ctx.notificationsService.updatePreferences(requireActor(request), request.body),
  );

  registerNotificationStream(app, ctx, onRequest);
}
