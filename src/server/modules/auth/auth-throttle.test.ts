import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, signUp, uniqueEmail, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { authSessions, authUsers } from '../../db/schema';
import { ConfigError, loadConfig } from '../../config';
import { AUTH_MESSAGES, SIGNUP_MESSAGES } from '../../../shared/errors';

// Concurrency: the attempts really run at once (Promise.all over inject); on PostgreSQL they run in parallel.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNIN_MAX_FAILURES_PER_EMAIL: '5', SIGNIN_MAX_FAILURES_PER_IP: '1000' } });
});
afterAll(async () => t?.close());

const codes = (responses: { statusCode: number; json: () => { error?: { code: string } } }[]) =>
  responses.map((r) => (r.statusCode === 200 ? 'OK' : (r.json().error?.code ?? String(r.statusCode))));

describe('sign-in burst', () => {
  it('100 attempts at once (99 wrong, then the right one): at most the limit reach the password check, the right one is refused', async () => {
    const u = await signUp(t);
    const attempts = [...Array.from({ length: 99 }, (_, i) => `wrong-password-${i}`), u.password];
    const responses = await Promise.all(attempts.map((password) => signIn(t, u.email, password)));
    const seen = codes(responses);
    expect(seen.filter((c) => c === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(5);
    expect(seen.filter((c) => c !== 'INVALID_CREDENTIALS' && c !== 'TOO_MANY_REQUESTS')).toEqual([]);
    expect(seen[99]).toBe('TOO_MANY_REQUESTS');
    expect(responses[99].json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.TOO_MANY_REQUESTS, status: 429 });
    // And afterwards, one at a time, the right password is still refused for the rest of the window.
    const after = await signIn(t, u.email, u.password);
    expect(after.statusCode).toBe(429);
    expect(await t.db.select().from(authSessions).where(eq(authSessions.userId, u.userId))).toHaveLength(1);
  });

  it('a burst of wrong passwords checks at most the limit; the rest get 429 however they are timed', async () => {
    const u = await signUp(t);
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(t, u.email, `bad-${i}-password`)));
    const seen = codes(responses);
    expect(seen.filter((c) => c === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(5);
    expect(seen.filter((c) => c === 'TOO_MANY_REQUESTS').length).toBeGreaterThanOrEqual(35);
    expect((await signIn(t, u.email, u.password)).statusCode).toBe(429);
  });

  it('a successful sign-in still clears the failures of that e-mail (sequential use)', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 4; i++) expect((await signIn(t, u.email, 'not-it-123')).statusCode).toBe(401);
    expect((await signIn(t, u.email, u.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(t, u.email, 'not-it-123')).statusCode).toBe(401);
    expect((await signIn(t, u.email, u.password)).statusCode).toBe(200);
  });
});

describe('sign-up burst', () => {
  it('five identical sign-ups at once: one account, the rest 409 USER_ALREADY_REGISTERED, no 500', async () => {
    const email = uniqueEmail('twin');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: { origin: TEST_ORIGIN },
          payload: { fullName: 'Twin', email, password: 'secret123' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().error).toEqual({ code: 'USER_ALREADY_REGISTERED', message: SIGNUP_MESSAGES.USER_ALREADY_REGISTERED, status: 409 });
    }
    expect((await signIn(t, email, 'secret123')).statusCode).toBe(200);
  });
});

/** A 429's Retry-After: whole seconds, at least 1 and at most the window. */
function retryAfter(res: { headers: Record<string, unknown> }, windowSeconds: number): number {
  const raw = String(res.headers['retry-after']);
  expect(raw).toMatch(/^\d+$/);
  const seconds = Number(raw);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  return seconds;
}

describe('Retry-After on the sign-in and reset limits', () => {
  it('a sign-in refused by the per-e-mail limit says how long until its window frees', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 5; i++) expect((await signIn(t, u.email, 'not-it-123')).statusCode).toBe(401);
    const refused = await signIn(t, u.email, u.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.TOO_MANY_REQUESTS, status: 429 });
    expect(retryAfter(refused, 900)).toBeGreaterThan(800);
  });

  it('a second reset e-mail within 60 s is refused with a Retry-After inside that minute', async () => {
    const u = await signUp(t);
    const ask = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', headers: { origin: TEST_ORIGIN }, payload: { email: u.email } });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(first.headers['retry-after']).toBeUndefined();
    const second = await ask();
    expect(second.statusCode).toBe(429);
    expect(second.json().error.code).toBe('RESET_THROTTLED');
    retryAfter(second, 60);
  });
});

describe('sign-up per client address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { SIGNUP_MAX_PER_IP: '3', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => limited?.close());

  const signUpFrom = (address: string, email = uniqueEmail('bulk')) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address },
      payload: { fullName: 'Bulk Account', email, password: 'secret123' },
    });
  const accounts = async (emails: string[]) =>
    (await limited.db.select({ email: authUsers.email }).from(authUsers)).filter((u) => emails.includes(u.email)).length;

  it('production allows a handful of sign-ups per address per hour', () => {
    const config = loadConfig({});
    expect(config.SIGNUP_MAX_PER_IP).toBe(5);
    expect(config.SIGNUP_WINDOW_SECONDS).toBe(3600);
  });

  it('past the limit a sign-up is a 429 TOO_MANY_REQUESTS with Retry-After, and makes no account; another address still signs up', async () => {
    const address = '203.0.113.21';
    for (let i = 0; i < 3; i++) expect((await signUpFrom(address)).statusCode).toBe(200);
    const email = uniqueEmail('refused');
    const refused = await signUpFrom(address, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.TOO_MANY_REQUESTS, status: 429 });
    expect(retryAfter(refused, 3600)).toBeGreaterThan(3500);
    expect(await accounts([email])).toBe(0);
    // Still refused on the next try; the limit is per address.
    expect((await signUpFrom(address)).statusCode).toBe(429);
    expect((await signUpFrom('203.0.113.22')).statusCode).toBe(200);
  });

  it('an e-mail found already registered counts too (no unlimited probing for accounts)', async () => {
    const address = '203.0.113.31';
    const taken = uniqueEmail('taken');
    expect((await signUpFrom(address, taken)).statusCode).toBe(200);
    expect((await signUpFrom(address, taken)).statusCode).toBe(409);
    expect((await signUpFrom(address, taken)).statusCode).toBe(409);
    expect((await signUpFrom(address, taken)).statusCode).toBe(429);
  });

  it('a burst of 20 sign-ups at once from one address makes at most the limit of accounts', async () => {
    const emails = Array.from({ length: 20 }, () => uniqueEmail('burst'));
    const responses = await Promise.all(emails.map((email) => signUpFrom('203.0.113.41', email)));
    const seen = codes(responses);
    expect(seen.filter((c) => c === 'OK')).toHaveLength(3);
    expect(seen.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(17);
    expect(await accounts(emails)).toBe(3);
  });
});

describe('client address (TRUST_PROXY)', () => {
  it('by default ignores X-Forwarded-For: a client changing it on each request still meets the per-address limit', async () => {
    const app = await createTestApp({ env: { SIGNIN_MAX_FAILURES_PER_IP: '3', SIGNIN_MAX_FAILURES_PER_EMAIL: '100' } });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await signIn(app, uniqueEmail('spray'), 'bad-password', { 'x-forwarded-for': `198.51.100.${i + 1}` })).statusCode).toBe(
          401,
        );
      }
      // Nor is the header recorded as the session's address.
      const email = uniqueEmail('xff');
      const created = await app.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '198.51.100.250' },
        payload: { fullName: 'Forwarded', email, password: 'secret123' },
      });
      expect(created.statusCode).toBe(200);
      const [session] = await app.db.select().from(authSessions).where(eq(authSessions.userId, created.json().user.id));
      expect(session.ipAddress).toBe('127.0.0.1');
      const res = await signIn(app, email, 'secret123', { 'x-forwarded-for': '198.51.100.200' });
      expect(res.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('with TRUST_PROXY naming the proxy, the forwarded address counts and is recorded', async () => {
    const app = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1', SIGNIN_MAX_FAILURES_PER_IP: '3', SIGNIN_MAX_FAILURES_PER_EMAIL: '100' },
    });
    try {
      const ip = { 'x-forwarded-for': '203.0.113.9' };
      for (let i = 0; i < 3; i++) expect((await signIn(app, uniqueEmail('spray'), 'bad-password', ip)).statusCode).toBe(401);
      const u = await signUp(app);
      expect((await signIn(app, u.email, u.password, ip)).statusCode).toBe(429);
      const elsewhere = await signIn(app, u.email, u.password, { 'x-forwarded-for': '203.0.113.10' });
      expect(elsewhere.statusCode).toBe(200);
      const sessions = await app.db.select().from(authSessions).where(eq(authSessions.userId, u.userId));
      expect(sessions.map((s) => s.ipAddress)).toContain('203.0.113.10');
    } finally {
      await app.close();
    }
  });
});

describe('the per-e-mail limit and other addresses', () => {
  it('failures from one address lock the account there only; the owner elsewhere still signs in, until failures from all addresses reach ten times the limit', async () => {
    const app = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1', SIGNIN_MAX_FAILURES_PER_EMAIL: '3', SIGNIN_MAX_FAILURES_PER_IP: '1000' },
    });
    try {
      const u = await signUp(app);
      const from = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
      for (let i = 0; i < 3; i++) expect((await signIn(app, u.email, 'wrong-password', from(1))).statusCode).toBe(401);
      const there = await signIn(app, u.email, u.password, from(1));
      expect(there.statusCode).toBe(429);
      expect(there.json().error.message).toBe(AUTH_MESSAGES.TOO_MANY_REQUESTS);
      // The attacker knew the e-mail, not the password: the owner at the shop is not locked out.
      expect((await signIn(app, u.email, u.password, from(200))).statusCode).toBe(200);
      // Guessing spread over ten addresses (3 each, 30 in all) meets the all-addresses wall: the next try anywhere is refused.
      for (let n = 2; n <= 11; n++) {
        for (let i = 0; i < 3; i++) expect((await signIn(app, u.email, 'wrong-password', from(n))).statusCode).toBe(401);
      }
      expect((await signIn(app, u.email, u.password, from(201))).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('TRUST_PROXY parsing', () => {
  const trust = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;
  it('trusts nobody by default; accepts true, a hop count or a list of addresses and CIDR ranges', () => {
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    const twoHops = trust('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trust('10.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual(['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
  });
  it('stops start-up on anything else, naming the variable', () => {
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example.com', '1.2.3']) {
      expect(() => trust(bad)).toThrow(ConfigError);
      expect(() => trust(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});
