import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_TYPES } from '../../../shared/notifications.contracts';
import { invalidateForEvent, queryKeysForEvent } from './invalidate-for-event';

const keys = (type: Parameters<typeof queryKeysForEvent>[0]['type'], relatedOrderId: string | null = null) =>
  queryKeysForEvent({ type, relatedOrderId }).map((k) => k.join('/'));

describe('live event → stale queries', () => {
  it('an order event reaches the order, the lists, head office queues, the cart and stock', () => {
    for (const type of [
      'order_created',
      'order_approved',
      'order_rejected',
      'order_shipped',
      'order_delivered',
      'order_changed',
    ] as const) {
      expect(keys(type, 'o1')).toEqual([
        'orders/detail/o1',
        'orders/list',
        'order-management/list',
        'approvals',
        'shipping',
        'cart',
        'products/catalog',
        'inventory',
        'dashboard',
      ]);
    }
    expect(keys('order_changed')[0]).toBe('orders');
  });

  it('stock alerts refresh stock, catalogue and cart; announcements the franchisee workspace', () => {
    expect(keys('low_stock_alert')).toEqual(['inventory', 'products/catalog', 'cart', 'dashboard']);
    expect(keys('system_announcement')).toEqual(['support', 'contract-package', 'marketing', 'training', 'dashboard']);
    expect(keys('payment_reminder', 'o9')).toEqual(['orders/detail/o9', 'approvals', 'dashboard']);
  });

  it('every notification type has a mapping', () => {
    for (const type of NOTIFICATION_TYPES) expect(Array.isArray(queryKeysForEvent({ type, relatedOrderId: null }))).toBe(true);
  });

  it('marks only the concerned queries stale', async () => {
    const client = new QueryClient();
    const all = [
      ['orders', 'detail', 'o1'],
      ['orders', 'detail', 'o2'],
      ['orders', 'list', {}],
      ['order-management', 'list', {}],
      ['notifications', 'latest'],
      ['iam', 'users'],
    ];
    for (const key of all) client.setQueryData(key, 1);
    await invalidateForEvent(client, { type: 'order_approved', relatedOrderId: 'o1' });
    expect(all.filter((key) => client.getQueryState(key)?.isInvalidated).map((k) => k[0] + '/' + String(k[2] ?? ''))).toEqual([
      'orders/o1',
      'orders/[object Object]',
      'order-management/[object Object]',
    ]);
  });
});
