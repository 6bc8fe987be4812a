import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_MESSAGES, httpStatusMessage } from '../../shared/errors';
import { ApiError } from '../lib/api-client';
import { CACHE_PROFILES } from '../lib/cache-profiles';
import {
  backoffDelay,
  CircuitBreaker,
  createQueryClient,
  endpointOf,
  errorToastFor,
  isRetryableError,
  meansEnrolmentRequired,
  mutationRetryDelay,
  queryRetryDelay,
  retryWithBackoff,
  shouldRetryMutation,
  shouldRetryQuery,
  type ErrorToast,
} from './query-client';

const apiError = (status: number, code = 'X', path = '/api/orders') => new ApiError({ code, message: `failed ${status}`, status, path });
const networkError = (path = '/api/orders') =>
  new ApiError({ code: 'NETWORK_ERROR', message: CODE_MESSAGES.NETWORK_ERROR, status: 0, path });
const timeoutError = (path = '/api/orders') =>
  new ApiError({ code: 'TIMEOUT_ERROR', message: CODE_MESSAGES.TIMEOUT_ERROR, status: 0, path });

describe('retryable errors', () => {
  it.each([408, 429, 500, 502, 503, 504])('status %i is retryable', (status) => {
    expect(isRetryableError(apiError(status))).toBe(true);
  });
  it.each([400, 401, 403, 404, 409, 422, 501])('status %i is not', (status) => {
    expect(isRetryableError(apiError(status))).toBe(false);
  });
  it('network and timeout failures are retryable; plain errors are not', () => {
    expect(isRetryableError(networkError())).toBe(true);
    expect(isRetryableError(timeoutError())).toBe(true);
    expect(isRetryableError(new Error('boom'))).toBe(false);
  });
});

describe('query retry delay', () => {
  const mid = () => 0.5; // jitter factor 1.0
  it('starts at 1 s and doubles', () => {
    expect(queryRetryDelay(0, networkError(), mid)).toBe(1000);
    expect(queryRetryDelay(1, networkError(), mid)).toBe(2000);
    expect(queryRetryDelay(2, networkError(), mid)).toBe(4000);
    expect(queryRetryDelay(3, networkError(), mid)).toBe(8000);
  });
  it('never exceeds 8 s', () => {
    expect(queryRetryDelay(10, networkError(), () => 1)).toBe(8000);
    expect(queryRetryDelay(4, networkError(), mid)).toBe(8000);
  });
  it('applies at most 10% jitter either way', () => {
    expect(queryRetryDelay(1, networkError(), () => 0)).toBe(1800);
    expect(queryRetryDelay(1, networkError(), () => 1)).toBe(2200);
    for (let i = 0; i < 200; i++) {
      const d = queryRetryDelay(0, apiError(503));
      expect(d).toBeGreaterThanOrEqual(900);
      expect(d).toBeLessThanOrEqual(1100);
    }
  });
  it('waits a flat 1 s for non-retryable errors', () => {
    expect(queryRetryDelay(0, apiError(404), () => 1)).toBe(1000);
    expect(queryRetryDelay(3, apiError(400), () => 0)).toBe(1000);
  });
});

describe('mutation retries', () => {
  it('grows 1.5x from 1 s, capped at 5 s, without jitter', () => {
    expect([0, 1, 2, 3, 4, 5].map(mutationRetryDelay)).toEqual([1000, 1500, 2250, 3375, 5000, 5000]);
  });
  it('retries at most twice and only retryable errors', () => {
    expect(shouldRetryMutation(0, apiError(503))).toBe(true);
    expect(shouldRetryMutation(1, apiError(503))).toBe(true);
    expect(shouldRetryMutation(2, apiError(503))).toBe(false);
    expect(shouldRetryMutation(0, apiError(422))).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('clamps jitter to the cap and to zero', () => {
    expect(backoffDelay({ attempt: 5, baseMs: 1000, factor: 2, capMs: 10_000, jitter: 0.1, random: () => 1 })).toBe(10_000);
    expect(backoffDelay({ attempt: 0, baseMs: 1000, factor: 2, capMs: 10_000, jitter: 2, random: () => 0 })).toBe(0);
  });
});

describe('circuit breaker', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('opens after 5 recorded failures for one endpoint only', () => {
    const breaker = new CircuitBreaker({ now: clock });
    for (let i = 0; i < 4; i++) breaker.recordFailure('/api/orders');
    expect(breaker.isOpen('/api/orders')).toBe(false);
    breaker.recordFailure('/api/orders');
    expect(breaker.isOpen('/api/orders')).toBe(true);
    expect(breaker.isOpen('/api/products')).toBe(false);
  });

  it('closes again 5 minutes after opening', () => {
    const breaker = new CircuitBreaker({ now: clock });
    for (let i = 0; i < 5; i++) breaker.recordFailure('/api/orders');
    now += 5 * 60_000 - 1;
    expect(breaker.isOpen('/api/orders')).toBe(true);
    now += 1;
    expect(breaker.isOpen('/api/orders')).toBe(false);
    expect(breaker.failures('/api/orders')).toBe(0);
  });

  it('does not add up failures spread over more than the window', () => {
    const breaker = new CircuitBreaker({ now: clock });
    for (let i = 0; i < 4; i++) breaker.recordFailure('/api/orders');
    now += 5 * 60_000;
    breaker.recordFailure('/api/orders');
    expect(breaker.failures('/api/orders')).toBe(1);
    expect(breaker.isOpen('/api/orders')).toBe(false);
  });
});

describe('shouldRetryQuery', () => {
  it('retries retryable errors at most twice', () => {
    const breaker = new CircuitBreaker();
    expect(shouldRetryQuery(0, networkError('/a'), breaker)).toBe(true);
    expect(shouldRetryQuery(1, networkError('/a'), breaker)).toBe(true);
    expect(shouldRetryQuery(2, networkError('/a'), breaker)).toBe(false);
  });

  it('never retries non-retryable errors', () => {
    expect(shouldRetryQuery(0, apiError(404, 'RESOURCE_NOT_FOUND'), new CircuitBreaker())).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('bad json'), new CircuitBreaker())).toBe(false);
  });

  it('stops retrying an endpoint once its breaker has recorded 5 failures', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ now: () => now });
    const decisions = Array.from({ length: 6 }, (_, i) => shouldRetryQuery(i % 2, apiError(500, 'X', '/api/flaky'), breaker));
    // failures 1-4 retry (failureCount 0/1), the 5th opens the breaker
    expect(decisions.slice(0, 4)).toEqual([true, true, true, true]);
    expect(decisions[4]).toBe(false);
    expect(shouldRetryQuery(0, apiError(500, 'X', '/api/other'), breaker)).toBe(true);
    now += 5 * 60_000;
    expect(shouldRetryQuery(0, apiError(500, 'X', '/api/flaky'), breaker)).toBe(true);
  });
});

describe('endpointOf', () => {
  it('prefers the request path, else the first two query-key parts', () => {
    expect(endpointOf(apiError(500, 'X', '/api/orders'), ['orders', 'list', 1])).toBe('/api/orders');
    expect(endpointOf(new Error('x'), ['orders', 'detail', 'abc'])).toBe('orders/detail');
    expect(endpointOf(new Error('x'))).toBeUndefined();
  });
});

describe('retryWithBackoff', () => {
  afterEach(() => vi.useRealTimers());

  it('makes 3 attempts with doubling delays, then rethrows', async () => {
    const waits: number[] = [];
    const fn = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(retryWithBackoff(fn, { sleep: async (ms) => void waits.push(ms), random: () => 0.5 })).rejects.toThrow('down');
    expect(fn).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('resolves as soon as an attempt succeeds, using real timers', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const promise = retryWithBackoff(
      async () => {
        calls += 1;
        if (calls < 2) throw networkError();
        return 'ok';
      },
      { random: () => 0.5 },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(promise).resolves.toBe('ok');
    expect(calls).toBe(2);
  });

  it('gives up immediately on a non-retryable API error', async () => {
    const fn = vi.fn(async () => {
      throw apiError(403, 'PERMISSION_DENIED');
    });
    await expect(retryWithBackoff(fn, { sleep: async () => {} })).rejects.toBeInstanceOf(ApiError);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('error toasts', () => {
  it('query failures say Loading Error with the catalogue text', () => {
    const t = errorToastFor(apiError(404, 'RESOURCE_NOT_FOUND'), 'query', true);
    expect(t.title).toBe('Loading Error');
    expect(t.description).toBe('failed 404');
  });
  it('mutation failures say Save Failed', () => {
    expect(errorToastFor(apiError(409), 'mutation', true).title).toBe('Save Failed');
  });
  it('network failures and offline say Network Error', () => {
    expect(errorToastFor(networkError(), 'mutation', true)).toMatchObject({
      title: 'Network Error',
      description: CODE_MESSAGES.NETWORK_ERROR,
    });
    expect(errorToastFor(apiError(500), 'query', false).title).toBe('Network Error');
  });
  it('503 is a Maintenance Notice', () => {
    expect(errorToastFor(apiError(503), 'query', true)).toMatchObject({
      title: 'Maintenance Notice',
      description: httpStatusMessage(503),
    });
  });
  it('non-API errors get the generic fallback text', () => {
    expect(errorToastFor(new Error('x'), 'query', true).description).toMatch(/unexpected error/i);
  });
});

describe('createQueryClient', () => {
  it('a 409 on an order that moved on re-reads that order and says what happened', async () => {
    const toasts: ErrorToast[] = [];
    const client = createQueryClient({ notify: (t) => toasts.push(t), isOnline: () => true });
    client.setQueryData(['orders', 'detail', 'o1'], { status: 'pending_approval' });
    client.setQueryData(['approvals', 'queue', {}], { items: [] });
    client.setQueryData(['orders', 'detail', 'o2'], { status: 'pending_approval' });
    const reason = 'This order was rejected by head office at 14:02; it can no longer be cancelled.';
    const moved = new ApiError({
      code: 'DUPLICATE_RESOURCE',
      message: 'conflict',
      status: 409,
      path: '/api/orders/o1/cancel',
      details: { reason, orderId: 'o1', currentStatus: 'rejected' },
    });
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: async () => Promise.reject(moved) })
        .execute(undefined),
    ).rejects.toBe(moved);
    expect(client.getQueryState(['orders', 'detail', 'o1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['approvals', 'queue', {}])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['orders', 'detail', 'o2'])?.isInvalidated).toBe(false);
    expect(toasts).toEqual([{ id: `Save Failed:${reason}`, title: 'Save Failed', description: reason }]);
  });

  it('uses the spec defaults', () => {
    const client = createQueryClient({ notify: () => {} });
    const q = client.getDefaultOptions().queries!;
    expect(q.staleTime).toBe(2 * 60_000);
    expect(q.gcTime).toBe(10 * 60_000);
    expect(q.refetchOnWindowFocus).toBe(false);
    expect(q.refetchOnReconnect).toBe(true);
    expect(q.refetchOnMount).toBe(true);
  });

  it('toasts once after a query has spent its retries, and honours meta.errorToast=false', async () => {
    vi.useFakeTimers();
    const toasts: ErrorToast[] = [];
    const client = createQueryClient({ notify: (t) => toasts.push(t), isOnline: () => true, breaker: new CircuitBreaker() });
    let calls = 0;
    const failing = client.fetchQuery({
      queryKey: ['orders', 'list'],
      queryFn: async () => {
        calls += 1;
        throw apiError(500, 'SERVICE_UNAVAILABLE');
      },
      retryDelay: 10,
    });
    failing.catch(() => {});
    await vi.advanceTimersByTimeAsync(100);
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(3); // first try + 2 retries
    expect(toasts).toHaveLength(1);
    expect(toasts[0].title).toBe('Loading Error');

    const quiet = client.fetchQuery({
      queryKey: ['orders', 'quiet'],
      queryFn: async () => {
        throw apiError(404);
      },
      meta: { errorToast: false },
    });
    await expect(quiet).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toHaveLength(1);
    vi.useRealTimers();
  });

  it('exports the cache profiles of the spec', () => {
    expect(CACHE_PROFILES.realTime).toEqual({ staleTime: 30_000, gcTime: 120_000, refetchInterval: 60_000 });
    expect(CACHE_PROFILES.notifications).toEqual({
      staleTime: 15_000,
      gcTime: 60_000,
      refetchInterval: 30_000,
      refetchOnWindowFocus: true,
    });
    expect(CACHE_PROFILES.static.staleTime).toBe(15 * 60_000);
    expect(CACHE_PROFILES.user.gcTime).toBe(15 * 60_000);
    expect(CACHE_PROFILES.analytics).toEqual({ staleTime: 10 * 60_000, gcTime: 20 * 60_000 });
    expect(CACHE_PROFILES.dashboard.refetchOnWindowFocus).toBe(true);
  });
});

describe('two-factor enrolment required', () => {
  it('is recognised only from a 403 with its code', () => {
    const err = (status: number, code: string) => new ApiError({ status, code, message: 'x', path: '/api/orders' });
    expect(meansEnrolmentRequired(err(403, 'TWO_FACTOR_ENROLLMENT_REQUIRED'))).toBe(true);
    expect(meansEnrolmentRequired(err(403, 'PERMISSION_DENIED'))).toBe(false);
    expect(meansEnrolmentRequired(new Error('x'))).toBe(false);
  });
});
