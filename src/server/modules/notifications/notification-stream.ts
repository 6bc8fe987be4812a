import type { FastifyInstance } from 'fastify';
import { fileResponse } from '../../lib/openapi-errors';
import { routeKit, type RouteGuard } from '../../lib/route-kit';
import type { AppContext } from '../../context';
import { requireSignedIn } from '../../auth/session';
import { STREAM_EVENTS } from '../../../shared/notifications.contracts';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/notifications/stream: server-sent events for the signed-in user. New notifications arrive
 * through the bus (LISTEN/NOTIFY), so one created on any app process reaches a stream held by this one;
 * revocations travel the same way and end the streams they concern, on every process.
 */
export function registerNotificationStream(app: FastifyInstance, ctx: AppContext, onRequest: Exclude<RouteGuard, 'public'>) {
  // Open streams never finish on their own; end them before the server waits for connections to drain.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  routeKit(app, ['notifications']).get(
    '/api/notifications/stream',
    onRequest,
    {
      summary: 'Live notifications (server-sent events)',
      response: { 200: fileResponse('text/event-stream', 'A stream of events: ' + Object.values(STREAM_EVENTS).join(', ')) },
    },
    async (request, reply) => {
      // The session the guard accepted: its id ties the stream to that sign-in.
      const session = requireSignedIn(request);
      const actor = session.actor;
      const unread = await ctx.notificationsService.unreadCount(actor);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) => {
        if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      res.write('retry: 3000\n\n');
      send(STREAM_EVENTS.ready, { unreadCount: unread });

      const cleanups: (() => void)[] = [];
      const end = () => {
        for (const cleanup of cleanups.splice(0)) cleanup();
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      cleanups.push(
        ctx.notificationBus.subscribe(actor.userId, (message) => {
          void (async () => {
            const notification = await ctx.notificationsService.getOwn(actor, message.notificationId);
            if (notification) send(STREAM_EVENTS.notification, notification);
            send(STREAM_EVENTS.unread, { count: await ctx.notificationsService.unreadCount(actor) });
          })().catch((err) => request.log.warn({ err }, 'notification stream push failed'));
        }),
        // Order changes carry no notification of their own (e.g. a franchisee cancelling): head office hears
        // every one, the owner their own, so an open approvals queue or order page follows at once.
        ctx.notificationBus.onOrderChange((change) => {
          if (actor.role === 'franchisor' || actor.role === 'admin' || change.ownerId === actor.userId) {
            send(STREAM_EVENTS.orderChanged, { orderId: change.orderId, status: change.status });
          }
        }),
        // Sign-out, ended sessions, a disabled or demoted user (announced by any process): the stream ends with its access.
        ctx.notificationBus.onRevocation(actor.userId, (revocation) => {
          if (!revocation.sessionIds || (session.sessionId !== null && revocation.sessionIds.includes(session.sessionId))) end();
        }),
      );
      // With each heartbeat the session is checked again, for what no message reported (expiry, a row deleted by hand).
      const heartbeat = setInterval(() => {
        if (res.writableEnded) return;
        res.write(': keep-alive\n\n');
        ctx.sessionStillValid(session).then(
          (valid) => valid || end(),
          (err: unknown) => request.log.warn({ err }, 'notification stream session check failed'),
        );
      }, HEARTBEAT_MS);
      cleanups.push(() => clearInterval(heartbeat));
      open.add(end);
      request.raw.on('close', end);
    },
  );
}
