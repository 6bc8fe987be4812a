import { describe, expect, it } from 'vitest';
import { ZAuthProviders } from '../../../shared/account.contracts';
import { ZSessionResponse } from '../../../shared/auth.contracts';
import { parseProviders, parseSession } from './session-shape';
import { profile } from './profile-fixture';

/** The sign-in page's zod-free checks must accept, refuse and output exactly what the shared contracts do. */

function outcome(parse: (v: unknown) => unknown, value: unknown) {
  try {
    return { ok: true, data: parse(value) };
  } catch {
    return { ok: false };
  }
}

function expectSame(classic: { parse: (v: unknown) => unknown }, mine: (v: unknown) => unknown, values: unknown[]) {
  for (const value of values) expect(outcome(mine, value), JSON.stringify(value)).toEqual(outcome((v) => classic.parse(v), value));
}

const signedIn = {
  user: profile,
  permissions: { suppliers: ['read'], granted: ['orders.read'] },
  demoAccounts: false,
  twoFactor: { enabled: true, mustEnroll: false },
};

describe('session and providers checks agree with the shared contracts', () => {
  it('GET /api/session', () => {
    expectSame(ZSessionResponse, parseSession, [
      { user: null, permissions: null, demoAccounts: true, twoFactor: null },
      signedIn,
      { ...signedIn, extra: 1, user: { ...profile, secret: 'x' } },
      { ...signedIn, permissions: { suppliers: [] } },
      { ...signedIn, permissions: { suppliers: ['read', 'write'], granted: undefined } },
      { ...signedIn, user: { ...profile, avatarUrl: 'https://x/y.png', lastLoginAt: '2026-01-02', phone: null, metadata: { a: [1] } } },
      { ...signedIn, user: { ...profile, role: 'owner' } },
      { ...signedIn, user: { ...profile, status: 'gone' } },
      { ...signedIn, user: { ...profile, metadata: null } },
      { ...signedIn, user: { ...profile, preferences: [] } },
      { ...signedIn, user: { ...profile, phoneVerified: 'yes' } },
      { ...signedIn, user: { ...profile, id: undefined } },
      { ...signedIn, permissions: { suppliers: ['delete'] } },
      { ...signedIn, permissions: { suppliers: ['read'], granted: [1] } },
      { ...signedIn, permissions: { suppliers: 'read' } },
      { ...signedIn, twoFactor: { enabled: true } },
      { ...signedIn, demoAccounts: undefined },
      { user: null },
      [],
      null,
      'signed out',
    ]);
  });

  it('GET /api/auth/providers', () => {
    expectSame(ZAuthProviders, parseProviders, [
      { oidc: null, phoneSignIn: false },
      { oidc: { providerId: 'keycloak', label: 'Keycloak', extra: true }, phoneSignIn: true },
      { oidc: { providerId: 'keycloak' }, phoneSignIn: true },
      { oidc: null },
      { phoneSignIn: true },
      null,
    ]);
  });
});
