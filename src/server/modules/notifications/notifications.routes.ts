import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { routeKit } from '../../lib/route-kit';
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
  const api = routeKit(app, ['notifications']);

  /** Spec 8: notification calls without a user answer 'User not authenticated'. */
  const onRequest = ctx.guards.signedInAs({ unauthenticatedMessage: NOTIFICATION_UNAUTHENTICATED });

  api.get(
    '/api/notifications',
    onRequest,
    { summary: 'My notifications, newest first', querystring: ZNotificationListQuery, response: { 200: ZNotificationList } },
    async (request) => ctx.notificationsService.list(requireActor(request), request.query),
  );

  api.get(
    '/api/notifications/unread-count',
    onRequest,
    { summary: 'How many of my notifications are unread', response: { 200: ZUnreadCount } },
    async (request) => ({
      count: await ctx.notificationsService.unreadCount(requireActor(request)),
    }),
  );

  api.patch(
    '/api/notifications/:id/read',
    onRequest,
    { summary: 'Mark one notification read', params: ZId, response: { 200: ZNotification }, errors: [404] },
    async (request) => ctx.notificationsService.markRead(requireActor(request), request.params.id),
  );

  api.post(
    '/api/notifications/read-all',
    onRequest,
    { summary: 'Mark all my notifications read', response: { 200: z.object({ updated: z.number().int() }) } },
    async (request) => ({
      updated: await ctx.notificationsService.markAllRead(requireActor(request)),
    }),
  );

  api.delete(
    '/api/notifications/:id',
    onRequest,
    { summary: 'Delete one of my notifications', params: ZId, response: { 200: ZOk }, errors: [404] },
    async (request) => {
      await ctx.notificationsService.remove(requireActor(request), request.params.id);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/notification-preferences',
    onRequest,
    { summary: 'My notification preferences (defaults when none saved)', response: { 200: ZPreferences } },
    async (request) => ctx.notificationsService.getPreferences(requireActor(request)),
  );

  api.put(
    '/api/notification-preferences',
    onRequest,
    {
      summary: 'Change some of my notification preferences',
      body: ZPreferencesUpdate,
      example: { marketingNotifications: true, lowStockAlerts: false },
      response: { 200: ZPreferences },
    },
    async (request) => ctx.notificationsService.updatePreferences(requireActor(request), request.body),
  );

  registerNotificationStream(app, ctx, onRequest);
}
