import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CircuitBreaker, createQueryClient, QUERY_POLICY } from '../../../app/query-client';
import { CACHE_PROFILES } from '../../../lib/cache-profiles';
import { reactQueryChecks, wouldRetry } from './react-query';

const appClient = (breaker = new CircuitBreaker()) => createQueryClient({ breaker, notify: () => undefined, isOnline: () => true });
const byName = async (client: QueryClient) => new Map((await reactQueryChecks(client, 'test')).map((c) => [c.name, c]));
const find = (checks: Map<string, { status: string }>, part: string) => [...checks].find(([name]) => name.includes(part))?.[1];

describe('the react-query suite', () => {
  it('passes every check on the app’s own client, one per cache profile', async () => {
    const checks = await reactQueryChecks(appClient(), 'test');
    expect(checks.filter((c) => c.status !== 'pass')).toEqual([]);
    expect(checks.filter((c) => c.name.startsWith('Cache profile'))).toHaveLength(Object.keys(CACHE_PROFILES).length);
    for (const c of checks) expect(c.evidence?.response, c.name).toBeTruthy();
  });

  it('fails the defaults and the retry checks on a client with TanStack’s own defaults', async () => {
    const checks = await byName(new QueryClient());
    expect(find(checks, 'Query defaults')?.status).toBe('fail');
    // TanStack retries everything three times: a 404 is retried, and a 503 once too often.
    expect(find(checks, 'client errors')?.status).toBe('fail');
    expect(find(checks, '503, 500')?.status).toBe('fail');
    expect(find(checks, 'Mutations')?.status).toBe('fail');
  });

  it('fails when a broken retry function retries a 404 or 422', async () => {
    const client = appClient();
    client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: (n) => n < 2 } });
    const checks = await byName(client);
    expect(find(checks, 'client errors')?.status).toBe('fail');
    expect(find(checks, 'Query defaults')?.status).toBe('pass');
  });

  it('fails when the retry function gives up on a 503 at once', async () => {
    const client = appClient();
    client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retry: false } });
    expect(find(await byName(client), '503, 500')?.status).toBe('fail');
  });

  it('fails a cache profile the client does not apply to its queries', async () => {
    const client = appClient();
    const resolve = client.defaultQueryOptions.bind(client);
    // A client that resets every query's freshness, whatever its profile says.
    client.defaultQueryOptions = ((options: Parameters<typeof resolve>[0]) => ({ ...resolve(options), staleTime: 0 })) as typeof resolve;
    const checks = await reactQueryChecks(client, 'test');
    const profiles = checks.filter((c) => c.name.startsWith('Cache profile'));
    expect(profiles.every((c) => c.status === 'fail')).toBe(true);
    expect(profiles[0].detail).toMatch(/staleTime is 0/);
  });

  it('probes on endpoints of their own: the live circuit breaker of real endpoints is untouched', async () => {
    const breaker = new CircuitBreaker();
    await reactQueryChecks(appClient(breaker), 'test');
    expect(breaker.failures('/api/orders')).toBe(0);
    expect(breaker.isOpen(`/api/diagnostics/__retry-probe__/test/503`)).toBe(false);
  });

  it('reads a numeric or boolean retry setting as TanStack does', () => {
    expect(wouldRetry(3, 2, new Error('x'))).toBe(true);
    expect(wouldRetry(3, 3, new Error('x'))).toBe(false);
    expect(wouldRetry(false, 0, new Error('x'))).toBe(false);
    expect(wouldRetry(undefined, QUERY_POLICY.maxRetries, new Error('x'))).toBe(true);
  });
});
