import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

describe('where a notification leads', () => {
  it('follows a path inside the app, query included', () => {
    expect(notificationTarget({ actionUrl: '/orders/42' })).toBe('/orders/42');
    expect(notificationTarget({ actionUrl: '/orders?status=shipped' })).toBe('/orders?status=shipped');
  });

  it('falls back to the notification centre for none, blank or another site', () => {
    expect(notificationTarget({ actionUrl: null })).toBe('/notifications');
    expect(notificationTarget({ actionUrl: '  ' })).toBe('/notifications');
    expect(notificationTarget({ actionUrl: 'https://evil.example/x' })).toBe('/notifications');
    expect(notificationTarget({ actionUrl: '//evil.example/x' })).toBe('/notifications');
    expect(notificationTarget({ actionUrl: '/\\evil.example' })).toBe('/notifications');
  });
});
