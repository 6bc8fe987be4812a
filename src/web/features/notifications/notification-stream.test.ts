import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { NotificationList } from '../../../shared/notifications.contracts';
import { makeNotification } from './notification-factory';
import { connectNotificationStream, NOTIFICATION_STREAM_URL, type StreamSource } from './notification-stream';
import { notificationKeys } from './query-keys';

class FakeSource implements StreamSource {
  listeners = new Map<string, (event: MessageEvent) => void>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

describe('notification stream', () => {
  let sources: FakeSource[];
  let scheduled: { fn: () => void; ms: number }[];
  let queryClient: QueryClient;
  let stop: () => void;

  const latest = () => queryClient.getQueryData<NotificationList>(notificationKeys.latest);
  const current = () => sources[sources.length - 1];
  /** Runs the pending reconnect, as the timer would. */
  const fireRetry = () => scheduled.shift()!.fn();

  beforeEach(() => {
    sources = [];
    scheduled = [];
    queryClient = new QueryClient();
    stop = connectNotificationStream({
      queryClient,
      open: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source;
      },
      schedule: (fn, ms) => scheduled.push({ fn, ms }),
      cancel: () => scheduled.splice(0),
    });
  });

  it('an order_changed event makes that order, the lists and the queues stale', () => {
    const watched = [
      ['orders', 'detail', 'o1'],
      ['orders', 'detail', 'o2'],
      ['approvals', 'queue', {}],
      ['shipping', 'board', {}],
      ['cart', 'items'],
      ['announcements', 'list'],
    ];
    for (const key of watched) queryClient.setQueryData(key, { x: 1 });
    current().emit('order_changed', { orderId: 'o1', status: 'cancelled' });
    const stale = watched.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
    expect(stale).toEqual(['orders/detail/o1', 'approvals/queue/[object Object]', 'shipping/board/[object Object]', 'cart/items']);
  });

  it('opens the stream URL once', () => {
    expect(sources.map((s) => s.url)).toEqual([NOTIFICATION_STREAM_URL]);
  });

  it('puts a pushed notification on top of the latest 5 and keeps five', () => {
    const older = ['e', 'd', 'c', 'b', 'a'].map((id) => makeNotification(id));
    queryClient.setQueryData<NotificationList>(notificationKeys.latest, { items: older, total: 7, unreadCount: 2 });
    const pushed = makeNotification('new');
    current().emit('notification', pushed);
    expect(latest()?.items.map((n) => n.id)).toEqual(['new', 'e', 'd', 'c', 'b']);
    expect(latest()).toMatchObject({ total: 8, unreadCount: 3 });
    current().emit('notification', pushed); // delivered twice: still once
    expect(latest()?.items.filter((n) => n.id === 'new')).toHaveLength(1);
  });

  it('ignores a notification event that is not a notification', () => {
    queryClient.setQueryData<NotificationList>(notificationKeys.latest, { items: [], total: 0, unreadCount: 0 });
    current().emit('notification', { id: 'x' });
    expect(latest()?.items).toEqual([]);
  });

  it('sets the unread count from ready and unread events', () => {
    current().emit('ready', { unreadCount: 4 });
    expect(queryClient.getQueryData(notificationKeys.unread)).toEqual({ count: 4 });
    current().emit('unread', { count: 2 });
    expect(queryClient.getQueryData(notificationKeys.unread)).toEqual({ count: 2 });
  });

  it('reconnects after 2 s, 4 s, 8 s … at most 30 s, and starts over once connected', () => {
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      current().fail();
      expect(current().closed).toBe(true);
      delays.push(scheduled[0].ms);
      fireRetry();
    }
    expect(delays).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(sources).toHaveLength(7);

    current().emit('ready', { unreadCount: 0 });
    current().fail();
    expect(scheduled[0].ms).toBe(2_000);
  });

  it('stops for good: closes the source and cancels a pending reconnect', () => {
    current().fail();
    expect(scheduled).toHaveLength(1);
    stop();
    expect(scheduled).toHaveLength(0);
    expect(current().closed).toBe(true);
  });
});
