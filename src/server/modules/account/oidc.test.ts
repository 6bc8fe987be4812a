import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, cookieFrom, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { loginAtProvider, startOidcProvider, type OidcTestProvider } from '../../test/oidc-provider';
import { authAccounts, userProfiles } from '../../db/schema';

/** Sign-in through a real OpenID Connect provider running in-process on loopback; no mocked HTTP. */
let t: TestApp;
let idp: OidcTestProvider;
beforeAll(async () => {
  idp = await startOidcProvider({ redirectUris: ['http://localhost:3000/api/auth/callback/oidc'] });
  t = await createTestApp({
    env: {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_DISPLAY_NAME: 'Head Office SSO',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const merge = (...cookies: string[]) => cookies.filter(Boolean).join('; ');

/** Starts at our sign-in (or link) endpoint, logs in at the provider, and lands back on our callback. */
async function throughProvider(start: { url: string; cookie?: string }, login: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: start.url,
    headers: { origin: TEST_ORIGIN, ...(start.cookie ? { cookie: start.cookie } : {}) },
    payload: {},
  });
  expect(res.statusCode).toBe(200);
  const stateCookie = cookieFrom(res);
  const back = await loginAtProvider(res.json().url, login);
  expect(back.pathname).toBe('/api/auth/callback/oidc');
  const callback = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: merge(start.cookie ?? '', stateCookie) },
  });
  return callback;
}

describe('OpenID Connect sign-in', () => {
  it('offers the provider on the login page', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    expect(res.json()).toEqual({ oidc: { providerId: 'oidc', label: 'Head Office SSO' }, phoneSignIn: true });
  });

  it('signs a new person in through the provider and lands on /auth/callback', async () => {
    const callback = await throughProvider({ url: '/api/auth/sign-in/oidc' }, 'maria.santos@sso.example.com');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/\/auth\/callback\?type=oidc/);
    const session = await t.app.inject({ url: '/api/session', headers: { cookie: cookieFrom(callback) } });
    expect(session.json().user).toMatchObject({
      email: 'maria.santos@sso.example.com',
      fullName: 'Maria Santos',
      role: 'franchisee',
      status: 'active',
    });
  });

  it('links the provider to a signed-in account from /profile, then either way signs in; unlinking keeps the last one', async () => {
    const u = await signUp(t);
    const linked = await throughProvider({ url: '/api/profile/identities/oidc/link', cookie: u.cookie }, 'different.login@sso.example.com');
    expect(linked.statusCode).toBe(302);
    expect(linked.headers.location).toMatch(/\/profile\?linked=oidc/);
    const list = await t.app.inject({ url: '/api/profile/identities', headers: { cookie: u.cookie } });
    expect(
      list
        .json()
        .items.map((i: { providerId: string }) => i.providerId)
        .sort(),
    ).toEqual(['credential', 'oidc']);
    expect(list.json().linkable).toEqual([]);

    const viaProvider = await throughProvider({ url: '/api/auth/sign-in/oidc' }, 'different.login@sso.example.com');
    const session = await t.app.inject({ url: '/api/session', headers: { cookie: cookieFrom(viaProvider) } });
    expect(session.json().user.id).toBe(u.userId);

    const unlinked = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/identities/credential',
      headers: { origin: TEST_ORIGIN, cookie: u.cookie },
    });
    expect(unlinked.statusCode).toBe(200);
    const last = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/identities/oidc',
      headers: { origin: TEST_ORIGIN, cookie: u.cookie },
    });
    expect(last.statusCode).toBe(409);
    expect(await t.db.select().from(authAccounts).where(eq(authAccounts.userId, u.userId))).toHaveLength(1);
  });

  it('a disabled account cannot sign in through the provider either', async () => {
    await throughProvider({ url: '/api/auth/sign-in/oidc' }, 'blocked.user@sso.example.com');
    await t.db.update(userProfiles).set({ status: 'suspended' }).where(eq(userProfiles.email, 'blocked.user@sso.example.com'));
    const again = await throughProvider({ url: '/api/auth/sign-in/oidc' }, 'blocked.user@sso.example.com');
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toMatch(/\/login\?error=oidc/);
    expect(cookieFrom(again)).not.toMatch(/session_token=[^;]+/);
  });
});
