import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { auditLog, authSessions, authUsers } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object | undefined, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });

function expectNotFound(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode).toBe(404);
  const body = res.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toMatchObject({ code: 'RESOURCE_NOT_FOUND', status: 404 });
  expect(typeof body.error.message).toBe('string');
}

describe('the auth library’s own endpoints', () => {
  // Library endpoints that would skip the app's rules, audit trail or throttling, or hand out raw session tokens.
  const closed: [Method, string, Record<string, unknown>?][] = [
    ['POST', '/api/auth/request-password-reset', { email: 'x@example.com', redirectTo: '/auth/callback' }],
    ['POST', '/api/auth/forget-password', { email: 'x@example.com' }],
    ['POST', '/api/auth/change-email', { newEmail: 'taken-over@example.com' }],
    ['POST', '/api/auth/change-password', { currentPassword: 'secret123', newPassword: 'other-pw-1', revokeOtherSessions: true }],
    ['POST', '/api/auth/update-user', { name: 'Renamed' }],
    ['POST', '/api/auth/delete-user', {}],
    ['POST', '/api/auth/revoke-other-sessions', {}],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['POST', '/api/auth/revoke-session', { token: 'x' }],
    ['POST', '/api/auth/two-factor/enable', { password: 'secret123' }],
    ['POST', '/api/auth/two-factor/disable', { password: 'secret123' }],
    ['POST', '/api/auth/two-factor/generate-backup-codes', { password: 'secret123' }],
    ['POST', '/api/auth/two-factor/verify-totp', { code: '123456' }],
    ['POST', '/api/auth/two-factor/verify-backup-code', { code: '123456' }],
    ['POST', '/api/auth/sign-in/social', { provider: 'oidc' }],
    ['POST', '/api/auth/link-social', { provider: 'oidc' }],
    ['POST', '/api/auth/unlink-account', { providerId: 'credential' }],
    ['POST', '/api/auth/send-verification-email', { email: 'x@example.com' }],
    ['GET', '/api/auth/list-sessions'],
    ['GET', '/api/auth/get-session'],
    ['GET', '/api/auth/list-accounts'],
    ['GET', '/api/auth/ok'],
    ['GET', '/api/auth/error'],
    ['GET', '/api/auth/no-such-endpoint'],
  ];

  it.each(closed)('%s %s answers 404 in the error shape and changes nothing', async (method, url, payload) => {
    const u = await signUp(t);
    const auditBefore = (await t.db.select().from(auditLog)).length;
    const res = await call(method, url, u.cookie, payload);
    expectNotFound(res);
    expect(res.body).not.toMatch(/token/i);
    expect(res.headers['set-cookie']).toBeUndefined();
    // The session survives, the account is unchanged and nothing was written on its behalf.
    expect((await call('GET', '/api/profile', u.cookie)).statusCode).toBe(200);
    const [user] = await t.db.select().from(authUsers).where(eq(authUsers.id, u.userId));
    expect(user).toMatchObject({ email: u.email, name: 'Test User', twoFactorEnabled: false });
    expect(t.mail.filter((m) => m.to === u.email)).toEqual([]);
    expect((await t.db.select().from(auditLog)).length).toBe(auditBefore);
  });

  it('keeps the endpoints the app uses: JWKS, our token route, and our own sign-in/out, reset and two-factor routes', async () => {
    expect((await call('GET', '/api/auth/jwks')).json().keys.length).toBeGreaterThan(0);
    const u = await signUp(t);
    expect((await call('GET', '/api/auth/token', u.cookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/forgot-password', undefined, { email: u.email })).statusCode).toBe(200);
    expect((await call('POST', '/api/auth/two-factor/verify', undefined, { code: '123456' })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/sign-out', u.cookie, {})).statusCode).toBe(200);
  });

  it('a bad reset link still redirects (the library route behind the e-mail link is open)', async () => {
    const res = await call('GET', '/api/auth/reset-password/not-a-token?callbackURL=%2Fauth%2Fcallback%3Ftype%3Drecovery');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/error=INVALID_TOKEN/);
  });
});

describe('no response carries a session token', () => {
  it('the session, the sessions list and the IAM user detail expose ids, never tokens', async () => {
    const u = await signUp(t);
    const [session] = await t.db.select().from(authSessions).where(eq(authSessions.userId, u.userId));
    const hq = await signUp(t, { role: 'franchisor' });
    const bodies = [
      (await call('GET', '/api/session', u.cookie)).body,
      (await call('GET', '/api/profile/sessions', u.cookie)).body,
      (await call('GET', `/api/iam/users/${u.userId}`, hq.cookie)).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain(session.token);
      expect(body).not.toMatch(/"token"/);
    }
  });
});
