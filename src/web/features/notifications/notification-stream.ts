import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { STREAM_EVENTS, ZNotification, ZOrderChanged, ZUnreadCount, type NotificationList } from '../../../shared/notifications.contracts';
import { withPushedNotification } from './get-latest-notifications';
import { invalidateForEvent } from './invalidate-for-event';
import type { UnreadCount } from './get-unread-count';
import { notificationKeys } from './query-keys';
import { streamRetryDelay } from './stream-retry';

/**
 * Live delivery over server-sent events (GET /api/notifications/stream, same-origin cookie auth):
 * `ready` {unreadCount} on connect, `notification` (a Notification) the moment one is created for the
 * user, `unread` {count} when the count changes, `order_changed` {orderId, status} when an order the user
 * may see moves (nothing stored; see invalidate-for-event). A pushed notification goes straight on top of the
 * latest 5, which the bell shows and the toast watcher observes, so it appears within a second rather
 * than at the next 10-second poll. The poll keeps running regardless: with the stream down nothing is lost.
 */

export const NOTIFICATION_STREAM_URL = '/api/notifications/stream';

/** The part of EventSource used here, so tests can drive a fake one. */
export interface StreamSource {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface StreamDeps {
  queryClient: QueryClient;
  open?: (url: string) => StreamSource;
  schedule?: (fn: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

const ZReady = z.object({ unreadCount: z.number().int() });

function readJson<T>(event: MessageEvent, schema: z.ZodType<T>): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(String(event.data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // a malformed event is dropped; the next poll corrects anything missed
  }
}

/** Opens the stream and keeps it open (reconnecting with back-off) until the returned stop() is called. */
export function connectNotificationStream({
  queryClient,
  open = (url) => new EventSource(url) as unknown as StreamSource,
  schedule = (fn, ms) => setTimeout(fn, ms),
  cancel = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: StreamDeps): () => void {
  let source: StreamSource | null = null;
  let retry: unknown;
  let failures = 0;
  let connectedBefore = false;
  let stopped = false;

  const setUnread = (count: number) => queryClient.setQueryData<UnreadCount>(notificationKeys.unread, { count });

  const connect = () => {
    source = open(NOTIFICATION_STREAM_URL);

    source.addEventListener(STREAM_EVENTS.ready, (event) => {
      failures = 0;
      const ready = readJson(event, ZReady);
      if (ready) setUnread(ready.unreadCount);
      // Whatever was created while we were disconnected was never pushed: catch up now, not at the next poll.
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      connectedBefore = true;
    });

    source.addEventListener(STREAM_EVENTS.notification, (event) => {
      const pushed = readJson(event, ZNotification);
      if (!pushed) return;
      // The toast watcher sees the new top item and refreshes the page's list; the server follows every
      // notification with an `unread` event, so the count needs no request of its own.
      queryClient.setQueryData<NotificationList>(notificationKeys.latest, (list) => withPushedNotification(list, pushed));
    });

    // An order moved with no notification for us (a franchisee cancelling, a step with no message):
    // the open pages it concerns re-read now.
    source.addEventListener(STREAM_EVENTS.orderChanged, (event) => {
      const change = readJson(event, ZOrderChanged);
      if (change) void invalidateForEvent(queryClient, { type: 'order_changed', relatedOrderId: change.orderId });
    });

    source.addEventListener(STREAM_EVENTS.unread, (event) => {
      const unread = readJson(event, ZUnreadCount);
      if (unread) setUnread(unread.count);
    });

    // EventSource retries by itself only after some failures (never after an HTTP error status), at its
    // own pace. Closing and scheduling our own retry gives one predictable back-off for every case.
    source.onerror = () => {
      source?.close();
      source = null;
      if (stopped) return;
      retry = schedule(connect, streamRetryDelay(failures));
      failures += 1;
    };
  };

  connect();
  return () => {
    stopped = true;
    cancel(retry);
    source?.close();
  };
}
