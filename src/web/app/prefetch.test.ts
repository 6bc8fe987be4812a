import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { prefetchAfterSignIn, prefetchForNavigation } from './prefetch';

/** The API paths each rule asks for (the answers do not matter here: a failed prefetch is silent). */
async function requested(run: (client: QueryClient) => Promise<void>): Promise<string[]> {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL) => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await run(client);
  return fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://app.test').pathname + new URL(String(url), 'http://app.test').search)
    .sort();
}

afterEach(() => vi.unstubAllGlobals());

describe('prefetch rules of the spec', () => {
  it('after sign-in: franchisor dashboard, this month’s financial analytics and order approvals, plus unread count and profile', async () => {
    const urls = await requested((c) => prefetchAfterSignIn(c, 'franchisor'));
    expect(urls.map((u) => u.split('?')[0])).toEqual([
      '/api/analytics/network/financial',
      '/api/approvals',
      '/api/dashboards/franchisor',
      '/api/notifications/unread-count',
      '/api/profile',
    ]);
    expect(urls.find((u) => u.startsWith('/api/analytics'))).toContain('period=this_month');
  });

  it('after sign-in: franchisee dashboard and pending orders, plus unread count and profile; others only the last two', async () => {
    const urls = await requested((c) => prefetchAfterSignIn(c, 'franchisee'));
    expect(urls.map((u) => u.split('?')[0])).toEqual([
      '/api/dashboards/franchisee',
      '/api/notifications/unread-count',
      '/api/orders',
      '/api/profile',
    ]);
    expect(urls.find((u) => u.startsWith('/api/orders'))).toContain('status=pending_approval');
    expect(await requested((c) => prefetchAfterSignIn(c, 'user'))).toEqual(['/api/notifications/unread-count', '/api/profile']);
  });

  it('on navigation: the dashboard, orders and analytics fetch their data; any other page only the unread count', async () => {
    const paths = async (pathname: string, role: 'franchisor' | 'franchisee' | 'admin') =>
      (await requested((c) => prefetchForNavigation(c, pathname, role))).map((u) => u.split('?')[0]);
    expect(await paths('/dashboard', 'franchisor')).toEqual(['/api/dashboards/franchisor']);
    expect(await paths('/franchisee-dashboard', 'franchisee')).toEqual(['/api/dashboards/franchisee']);
    expect(await paths('/analytics', 'franchisee')).toEqual(['/api/analytics/own/sales']);
    expect(await paths('/franchisor-analytics', 'franchisor')).toEqual(['/api/analytics/network/sales']);
    expect(await paths('/orders', 'franchisee')).toEqual(['/api/orders']);
    expect(await paths('/inventory', 'franchisor')).toEqual(['/api/notifications/unread-count']);
    expect(await paths('/dashboard', 'admin')).toEqual(['/api/notifications/unread-count']);
  });
});
