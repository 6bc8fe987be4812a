import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { supplierPermissionsOf, supplierPermissionsQueryOptions } from './get-supplier-permissions';

const unavailable = () => new ApiError({ code: 'SERVICE_UNAVAILABLE', status: 503, message: 'down', path: '/api/session' });
const forbidden = () => new ApiError({ code: 'PERMISSION_DENIED', status: 403, message: 'no', path: '/api/session' });

describe('supplier permission check', () => {
  const opts = supplierPermissionsQueryOptions(new QueryClient());
  const retry = opts.retry as (n: number, e: unknown) => boolean;

  it('retries a failing check at most 3 times, 1 s apart', () => {
    expect([0, 1, 2].map((n) => retry(n, unavailable()))).toEqual([true, true, true]);
    expect(retry(3, unavailable())).toBe(false);
    expect(opts.retryDelay).toBe(1_000);
  });

  it('does not retry an answer that will not change', () => {
    expect(retry(0, forbidden())).toBe(false);
  });

  it('reads the permissions the server granted, none when signed out', () => {
    const user = {
      id: 'u',
      email: 'a@b.c',
      fullName: 'A',
      avatarUrl: null,
      role: 'admin' as const,
      status: 'active' as const,
      lastLoginAt: null,
      updatedAt: '',
      metadata: {},
      phone: null,
      phoneVerified: false,
      timeZone: 'Asia/Manila',
      preferences: {},
    };
    expect(supplierPermissionsOf({ user, permissions: { suppliers: ['read'] }, demoAccounts: false, twoFactor: null })).toEqual(['read']);
    expect(supplierPermissionsOf({ user: null, permissions: null, demoAccounts: false, twoFactor: null })).toEqual([]);
  });
});
