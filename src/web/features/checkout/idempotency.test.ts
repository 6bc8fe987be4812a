import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { CheckoutAttempt, refusedForSure } from './idempotency';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const apiError = (status: number, code = 'X') => new ApiError({ code, message: 'm', status, path: '/api/orders' });

describe('checkout idempotency key', () => {
  it('reuses the key for a double click of the same attempt', () => {
    const attempt = new CheckoutAttempt(counter());
    expect(attempt.keyForSubmit()).toBe('key-1');
    expect(attempt.keyForSubmit()).toBe('key-1');
  });

  it('keeps the key when the outcome is unknown (network, timeout, 5xx, 429), so a retry cannot place a second order', () => {
    const attempt = new CheckoutAttempt(counter());
    const key = attempt.keyForSubmit();
    for (const error of [
      apiError(0, 'NETWORK_ERROR'),
      apiError(0, 'TIMEOUT_ERROR'),
      apiError(503),
      apiError(500),
      apiError(429),
      new Error('boom'),
    ]) {
      attempt.failed(error);
      expect(attempt.keyForSubmit()).toBe(key);
    }
  });

  it('starts a new attempt after the server refused (409 out of stock, 422 invalid cart)', () => {
    const attempt = new CheckoutAttempt(counter());
    attempt.keyForSubmit();
    attempt.failed(apiError(409, 'CONFLICT'));
    expect(attempt.keyForSubmit()).toBe('key-2');
    attempt.failed(apiError(422, 'VALIDATION_ERROR'));
    expect(attempt.keyForSubmit()).toBe('key-3');
  });

  it('starts a new attempt after success', () => {
    const attempt = new CheckoutAttempt(counter());
    attempt.keyForSubmit();
    attempt.succeeded();
    expect(attempt.currentKey).toBeNull();
    expect(attempt.keyForSubmit()).toBe('key-2');
  });

  it('creates no key before the first submit, and uses crypto.randomUUID by default', () => {
    const attempt = new CheckoutAttempt();
    expect(attempt.currentKey).toBeNull();
    expect(attempt.keyForSubmit()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts only a non-retryable 4xx as a sure refusal', () => {
    expect(refusedForSure(apiError(409))).toBe(true);
    expect(refusedForSure(apiError(408))).toBe(false);
    expect(refusedForSure(apiError(502))).toBe(false);
    expect(refusedForSure(new Error('x'))).toBe(false);
  });
});
