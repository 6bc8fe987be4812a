import { describe, expect, it } from 'vitest';
import { ZAuthProviders, ZRedirectUrl } from '../../../shared/account.contracts';
import { ZSessionResponse, ZSignIn, ZSignInResult } from '../../../shared/auth.contracts';
import { defaultFieldMessages } from '../../lib/form-errors';
import { ZOidcRedirect, ZProviders, ZSession, ZSignInAnswer, ZSignInForm } from './auth-schemas';
import { profile } from './profile-fixture';

/** The sign-in page's zod/mini copies must refuse and accept exactly what the server's classic contracts do. */

type Parser = { safeParse: (v: unknown, params?: object) => { success: boolean; data?: unknown; error?: { issues: unknown[] } } };

function outcome(schema: Parser, value: unknown, params?: object) {
  const r = schema.safeParse(value, params);
  if (r.success) return { ok: true, data: r.data };
  // Path and message are what the form shows (zodResolver keeps the first issue per field).
  return { ok: false, issues: (r.error!.issues as { path: PropertyKey[]; message: string }[]).map((i) => [i.path.join('.'), i.message]) };
}

function expectSame(classic: Parser, mini: Parser, values: unknown[], params?: object) {
  for (const value of values) expect(outcome(mini, value, params), JSON.stringify(value)).toEqual(outcome(classic, value, params));
}

describe('the sign-in page schemas agree with the shared contracts', () => {
  it('sign-in form: e-mail or phone and password, same messages', () => {
    const params = defaultFieldMessages({ email: 'email', password: 'password' });
    expectSame(
      ZSignIn,
      ZSignInForm,
      [
        { email: 'franchisee@demo.com', password: 'demo123' },
        { email: '  franchisee@demo.com  ', password: 'x' },
        { email: '+63 917 123 4567', password: 'x' },
        { email: '0917-123-4567', password: 'x' },
        { email: '', password: '' },
        { email: '   ', password: 'x' },
        { email: 'not-an-email', password: 'x' },
        { email: 'a@b', password: 'x' },
        { email: `${'a'.repeat(250)}@b.co`, password: 'x' },
        { email: 'a@b.co', password: 'p'.repeat(1025) },
        { email: 12, password: null },
        {},
        null,
      ],
      params,
    );
  });

  it('session, sign-in answer, providers and OIDC redirect', () => {
    const session = {
      user: profile,
      permissions: { suppliers: ['read'], granted: ['catalog.browse'] },
      demoAccounts: true,
      twoFactor: null,
    };
    expectSame(ZSessionResponse, ZSession, [
      session,
      { user: null, permissions: null, demoAccounts: false, twoFactor: null },
      { ...session, permissions: { suppliers: ['read'] }, twoFactor: { enabled: true, mustEnroll: false } },
      { ...session, user: { ...profile, role: 'owner' } },
      { ...session, user: { ...profile, status: 'deleted' } },
      { ...session, permissions: { suppliers: ['delete'] } },
      { user: null },
      'nope',
    ]);
    expectSame(ZSignInResult, ZSignInAnswer, [
      { user: profile, redirectTo: '/franchisee-dashboard' },
      { twoFactorRequired: true },
      { twoFactorRequired: false },
      { user: profile },
    ]);
    expectSame(ZAuthProviders, ZProviders, [
      { oidc: null, phoneSignIn: false },
      { oidc: { providerId: 'corp', label: 'Corp SSO' }, phoneSignIn: true },
      { oidc: { providerId: 'corp' }, phoneSignIn: true },
      {},
    ]);
    expectSame(ZRedirectUrl, ZOidcRedirect, [{ url: 'https://idp.example/authorize' }, { url: 1 }, {}]);
  });
});
