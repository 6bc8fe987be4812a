import { describe, expect, it } from 'vitest';
import type { NotificationList } from '../../../shared/notifications.contracts';
import { nextPageOffset, notificationsPath } from './get-notifications';
import { makeNotification } from './notification-factory';

const page = (count: number, total: number): NotificationList => ({
  items: Array.from({ length: count }, (_, i) => makeNotification(`n${i}`)),
  total,
  unreadCount: 0,
});

describe('notification list request', () => {
  it('sends limit and offset, and the filters only when set', () => {
    expect(notificationsPath({ limit: 50, offset: 0, unread: false, type: null })).toBe('/api/notifications?limit=50&offset=0');
    expect(notificationsPath({ limit: 50, offset: 100, unread: true, type: 'order_shipped' })).toBe(
      '/api/notifications?limit=50&offset=100&unread=true&type=order_shipped',
    );
  });
});

describe('load more', () => {
  it('asks for the next 50 after what is loaded, until the total is reached', () => {
    const first = page(50, 120);
    expect(nextPageOffset(first, [first])).toBe(50);
    const second = page(50, 120);
    expect(nextPageOffset(second, [first, second])).toBe(100);
    const third = page(20, 120);
    expect(nextPageOffset(third, [first, second, third])).toBeUndefined();
  });

  it('stops on an empty page even if the total says otherwise (rows deleted meanwhile)', () => {
    const first = page(50, 60);
    const empty = page(0, 60);
    expect(nextPageOffset(empty, [first, empty])).toBeUndefined();
  });
});
