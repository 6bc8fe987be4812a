import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, cookieFrom, signIn, signUp, uniqueEmail, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { invitations, userProfiles } from '../../db/schema';
import { AUTH_MESSAGES, RESET_MESSAGES, SIGNUP_MESSAGES } from '../../../shared/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNIN_MAX_FAILURES_PER_EMAIL: '3', SIGNIN_MAX_FAILURES_PER_IP: '6' } });
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: TEST_ORIGIN, ...headers } });
/** A sign-in from another client address (the connection's, as no proxy is trusted by default). */
const signInFrom = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    payload: { email, password },
    headers: { origin: TEST_ORIGIN },
  });

describe('sign-up', () => {
  it('creates an active franchisee profile, ignores a role in the request and signs the user in', async () => {
    const email = uniqueEmail('new');
    const res = await post('/api/auth/sign-up/email', { fullName: 'Nina Cruz', email, password: 'secret123', role: 'franchisor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email, fullName: 'Nina Cruz', role: 'franchisee', status: 'active' },
      redirectTo: '/franchisee-dashboard',
    });
    const cookie = cookieFrom(res);
    const sessionCookie = [res.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.includes('session_token='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    const session = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ email, role: 'franchisee' });
    expect(session.json().user.lastLoginAt).not.toBeNull();
  });

  it('refuses a password under 6 characters with the spec text', async () => {
    const res = await post('/api/auth/sign-up/email', { fullName: 'Short', email: uniqueEmail(), password: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: SIGNUP_MESSAGES.WEAK_PASSWORD });
    expect(res.json().error.details.fieldErrors.password).toEqual([SIGNUP_MESSAGES.WEAK_PASSWORD]);
  });

  it('refuses an e-mail that is already registered', async () => {
    const { email } = await signUp(t);
    const res = await post('/api/auth/sign-up/email', { fullName: 'Again', email, password: 'secret123' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'USER_ALREADY_REGISTERED', message: SIGNUP_MESSAGES.USER_ALREADY_REGISTERED, status: 409 });
  });

  it('states the limit of a too-long full name', async () => {
    const res = await post('/api/auth/sign-up/email', { fullName: 'A'.repeat(121), email: uniqueEmail(), password: 'secret123' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Full name can be at most 120 characters.');
    expect(res.json().error.details.fieldErrors.fullName).toEqual(['Full name can be at most 120 characters.']);
  });

  it('gives a missing field the default field message', async () => {
    const res = await post('/api/auth/sign-up/email', { email: uniqueEmail(), password: 'secret123' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors.fullName).toEqual(['Invalid fullName. Please check your input.']);
  });

  it('does not hand out an invited role to whoever signs up with the invited address', async () => {
    const email = uniqueEmail('invited');
    await t.db.insert(invitations).values({ email, role: 'admin' });
    const res = await post('/api/auth/sign-up/email', { fullName: 'Not The Invitee', email, password: 'secret123' });
    expect(res.json().user.role).toBe('franchisee');
    expect(res.json().redirectTo).toBe('/franchisee-dashboard');
    const [inv] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(inv.acceptedAt).toBeNull();
  });
});

describe('sign-up disabled', () => {
  it('answers with the spec text', async () => {
    const closed = await createTestApp({ env: { SIGNUP_ENABLED: 'false' } });
    try {
      const res = await closed.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN },
        payload: { fullName: 'Nobody', email: uniqueEmail(), password: 'secret123' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'SIGNUP_DISABLED', message: SIGNUP_MESSAGES.SIGNUP_DISABLED });
    } finally {
      await closed.close();
    }
  });
});

describe('sign-in', () => {
  it('keeps the role of an existing profile and updates last_login_at', async () => {
    const u = await signUp(t, { role: 'franchisor' });
    const [before] = await t.db.select().from(userProfiles).where(eq(userProfiles.id, u.userId));
    await new Promise((r) => setTimeout(r, 20));
    const res = await signIn(t, u.email, u.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { role: 'franchisor' }, redirectTo: '/franchisor-dashboard' });
    const [after] = await t.db.select().from(userProfiles).where(eq(userProfiles.id, u.userId));
    expect(after.lastLoginAt!.getTime()).toBeGreaterThan(before.lastLoginAt!.getTime());
  });

  it.each([
    ['franchisor', '/franchisor-dashboard'],
    ['franchisee', '/franchisee-dashboard'],
    ['admin', '/iam-management'],
    ['user', '/profile'],
  ] as const)('sends a %s to %s', async (role, destination) => {
    const u = await signUp(t, { role });
    const res = await signIn(t, u.email, u.password);
    expect(res.json().redirectTo).toBe(destination);
  });

  it('is case-insensitive on the e-mail', async () => {
    const u = await signUp(t);
    const res = await signIn(t, u.email.toUpperCase(), u.password);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with the INVALID_CREDENTIALS text and sets no cookie', async () => {
    const u = await signUp(t);
    const res = await signIn(t, u.email, 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.INVALID_CREDENTIALS, status: 401 });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('gives an unknown e-mail the same answer as a wrong password', async () => {
    const res = await signIn(t, uniqueEmail('ghost'), 'whatever1');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a profile whose status is not active (ACCOUNT_DISABLED) and starts no session', async () => {
    const u = await signUp(t);
    await t.db.update(userProfiles).set({ status: 'suspended' }).where(eq(userProfiles.id, u.userId));
    const res = await signIn(t, u.email, u.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'ACCOUNT_DISABLED', message: AUTH_MESSAGES.ACCOUNT_DISABLED, status: 403 });
    expect(res.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
    // An existing session of a disabled user is refused by the guards too.
    const me = await t.app.inject({ url: '/api/profile', headers: { cookie: u.cookie } });
    expect(me.statusCode).toBe(403);
    expect(me.json().error.code).toBe('ACCOUNT_DISABLED');
  });

  it('is rate limited per e-mail and address after repeated failures, even with the right password', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await signInFrom('10.0.0.1', u.email, 'bad-password')).statusCode).toBe(401);
    const res = await signInFrom('10.0.0.1', u.email, u.password);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.TOO_MANY_REQUESTS, status: 429 });
  });

  it('is rate limited per address across different e-mails', async () => {
    for (let i = 0; i < 6; i++) await signInFrom('192.0.2.77', uniqueEmail('spray'), 'bad-password');
    const u = await signUp(t);
    const res = await signInFrom('192.0.2.77', u.email, u.password);
    expect(res.statusCode).toBe(429);
    const elsewhere = await signInFrom('192.0.2.78', u.email, u.password);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('validates the request body', async () => {
    const res = await post('/api/auth/sign-in/email', { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('sign-out', () => {
  it('ends the session on the server', async () => {
    const u = await signUp(t);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie: u.cookie } })).statusCode).toBe(200);
    const out = await post('/api/auth/sign-out', {}, { cookie: u.cookie });
    expect(out.statusCode).toBe(200);
    // The old cookie no longer works even if the browser kept it.
    const after = await t.app.inject({ url: '/api/profile', headers: { cookie: u.cookie } });
    expect(after.statusCode).toBe(401);
    const session = await t.app.inject({ url: '/api/session', headers: { cookie: u.cookie } });
    expect(session.json().user).toBeNull();
  });
});

describe('password reset', () => {
  it('mails a link that leads through /auth/callback, sets a new password and throttles a second request for 60 s', async () => {
    const u = await signUp(t);
    const first = await post('/api/auth/forgot-password', { email: u.email });
    expect(first.statusCode).toBe(200);
    const second = await post('/api/auth/forgot-password', { email: u.email });
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toEqual({ code: 'RESET_THROTTLED', message: RESET_MESSAGES.RESET_THROTTLED, status: 429 });

    const message = t.mail.find((m) => m.to === u.email);
    expect(message?.subject).toMatch(/reset/i);
    const link = message!.text.match(/https?:\/\/\S+/)![0];
    const follow = await t.app.inject({ url: new URL(link).pathname + new URL(link).search });
    expect(follow.statusCode).toBe(302);
    const target = new URL(follow.headers.location as string, 'http://localhost:3000');
    expect(target.pathname).toBe('/auth/callback');
    expect(target.searchParams.get('type')).toBe('recovery');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await post('/api/auth/reset-password', { token, password: 'brand-new-pw' });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t, u.email, u.password)).statusCode).toBe(401);
    expect((await signIn(t, u.email, 'brand-new-pw')).statusCode).toBe(200);
    // Sessions from before the reset are gone.
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie: u.cookie } })).statusCode).toBe(401);
    // A token works once.
    const again = await post('/api/auth/reset-password', { token, password: 'another-pw' });
    expect(again.statusCode).toBe(422);
  });

  it('answers an unknown e-mail like a known one (no account discovery)', async () => {
    const res = await post('/api/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect(res.statusCode).toBe(200);
  });
});

describe('origin check', () => {
  it('refuses a state-changing request from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PERMISSION_DENIED');
  });
});
