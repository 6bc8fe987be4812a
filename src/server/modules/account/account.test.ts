import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { createLocalJWKSet, jwtVerify, decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import { multipart, tinyPng } from '../../test/image-fixture';
import { createTestApp, cookieFrom, signIn, signUp, uniqueEmail, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { authJwks, authUsers, userProfiles } from '../../db/schema';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, PROFILE_MESSAGES } from '../../../shared/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
  });

const PNG = tinyPng();

function totpFor(secret: string, offsetSteps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** Enrols an authenticator for a signed-in user; returns the secret, the backup codes and the new session cookie. */
async function enrol(cookie: string, password = 'secret123') {
  const start = await call('POST', '/api/profile/two-factor/enable', cookie, { password });
  expect(start.statusCode).toBe(200);
  const { secret, backupCodes, totpUri } = start.json();
  expect(totpUri).toMatch(/^otpauth:\/\/totp\//);
  const confirm = await call('POST', '/api/profile/two-factor/confirm', cookie, { code: totpFor(secret) });
  expect(confirm.statusCode).toBe(200);
  return { secret: secret as string, backupCodes: backupCodes as string[], cookie: cookieFrom(confirm) || cookie };
}

describe('profile', () => {
  it('saves time zone and merges display preferences', async () => {
    const u = await signUp(t);
    let res = await call('PATCH', '/api/profile', u.cookie, { timeZone: 'Asia/Singapore', preferences: { theme: 'dark' } });
    expect(res.statusCode).toBe(200);
    res = await call('PATCH', '/api/profile', u.cookie, { preferences: { compactTables: true } });
    expect(res.json()).toMatchObject({ timeZone: 'Asia/Singapore', preferences: { theme: 'dark', compactTables: true } });
  });

  it('defaults to Asia/Manila and refuses an unknown time zone', async () => {
    const u = await signUp(t);
    expect((await call('GET', '/api/profile', u.cookie)).json().timeZone).toBe('Asia/Manila');
    const res = await call('PATCH', '/api/profile', u.cookie, { timeZone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors.timeZone).toEqual(['Choose a valid time zone.']);
  });

  it('refuses an update without a session with the spec text', async () => {
    const res = await call('PATCH', '/api/profile', undefined, { fullName: 'Nobody' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(PROFILE_MESSAGES.NOT_SIGNED_IN);
  });

  it('stores an avatar checked by content and serves it; refuses a renamed text file', async () => {
    const u = await signUp(t);
    const good = multipart('me.png', PNG, 'image/png');
    const res = await call('POST', '/api/profile/avatar', u.cookie, good.payload, good.headers);
    expect(res.statusCode).toBe(200);
    const url = res.json().avatarUrl as string;
    expect(url).toMatch(/^\/api\/uploads\/avatars\//);
    expect((await call('GET', url)).statusCode).toBe(200);
    expect((await call('GET', '/api/session', u.cookie)).json().user.avatarUrl).toBe(url);

    const bad = multipart('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    const refused = await call('POST', '/api/profile/avatar', u.cookie, bad.payload, bad.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(ACCOUNT_MESSAGES.AVATAR_INVALID);
    expect((await call('GET', '/api/profile', u.cookie)).json().avatarUrl).toBe(url);

    const removed = await call('DELETE', '/api/profile/avatar', u.cookie);
    expect(removed.json().avatarUrl).toBeNull();
  });
});

describe('password and e-mail', () => {
  it('needs the current password, then signs in only with the new one and ends other sessions', async () => {
    const u = await signUp(t);
    const other = cookieFrom(await signIn(t, u.email, u.password));
    const wrong = await call('POST', '/api/profile/password', u.cookie, { currentPassword: 'nope123', newPassword: 'newpass456' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.details.fieldErrors.currentPassword).toEqual([ACCOUNT_MESSAGES.WRONG_PASSWORD]);

    const ok = await call('POST', '/api/profile/password', u.cookie, {
      currentPassword: u.password,
      newPassword: 'newpass456',
      signOutOtherSessions: true,
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/profile', other)).statusCode).toBe(401);
    expect((await signIn(t, u.email, u.password)).statusCode).toBe(401);
    expect((await signIn(t, u.email, 'newpass456')).statusCode).toBe(200);
  });

  it('refuses an e-mail another account uses with the spec text', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const res = await call('POST', '/api/profile/email', a.cookie, { newEmail: b.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PROFILE_MESSAGES.DUPLICATE_UPDATE);
  });

  it('changes the e-mail only when the link mailed to the new address is opened', async () => {
    const u = await signUp(t);
    const newEmail = uniqueEmail('moved');
    const res = await call('POST', '/api/profile/email', u.cookie, { newEmail });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/profile', u.cookie)).json().email).toBe(u.email);
    const mail = t.mail.findLast((m) => m.to === newEmail);
    expect(mail?.subject).toMatch(/confirm/i);
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    const follow = await call('GET', link.pathname + link.search, u.cookie);
    expect([200, 302]).toContain(follow.statusCode);
    const [profile] = await t.db.select().from(userProfiles).where(eq(userProfiles.id, u.userId));
    expect(profile.email).toBe(newEmail);
    expect((await signIn(t, newEmail, u.password)).statusCode).toBe(200);
  });
});

describe('phone', () => {
  function lastSmsCode(to: string): string {
    const dir = path.join(t.ctx.config.DATA_DIR, 'sms');
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(`${to.replace(/[^0-9+]/g, '')}.json`))
      .sort();
    const body = JSON.parse(readFileSync(path.join(dir, files[files.length - 1]), 'utf8')).body as string;
    return /(\d{6})/.exec(body)![1];
  }

  it('verifies a mobile number by texted code, then signs in with it instead of the e-mail', async () => {
    const u = await signUp(t);
    const phone = '+639171234567';
    expect((await call('POST', '/api/profile/phone', u.cookie, { phone: '0917 123 4567' })).statusCode).toBe(200);
    const code = lastSmsCode(phone);
    const wrong = await call('POST', '/api/profile/phone/verify', u.cookie, { phone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe(ACCOUNT_MESSAGES.PHONE_CODE_INVALID);
    const ok = await call('POST', '/api/profile/phone/verify', u.cookie, { phone, code });
    expect(ok.json()).toMatchObject({ phone, phoneVerified: true });

    const byPhone = await signIn(t, '09171234567', u.password);
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().user.id).toBe(u.userId);
    expect((await signIn(t, '+639171234567', 'wrong-password')).statusCode).toBe(401);
  });

  it('throttles a second code within a minute and refuses a number verified on another account', async () => {
    const u = await signUp(t);
    expect((await call('POST', '/api/profile/phone', u.cookie, { phone: '+639181112222' })).statusCode).toBe(200);
    const again = await call('POST', '/api/profile/phone', u.cookie, { phone: '+639181112222' });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toBe(ACCOUNT_MESSAGES.PHONE_CODE_THROTTLED);
    await call('POST', '/api/profile/phone/verify', u.cookie, { phone: '+639181112222', code: lastSmsCode('+639181112222') });

    const other = await signUp(t);
    const taken = await call('POST', '/api/profile/phone', other.cookie, { phone: '+639181112222' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(ACCOUNT_MESSAGES.PHONE_IN_USE);
  });

  it('an unverified or unknown number does not sign anyone in', async () => {
    expect((await signIn(t, '+639990000000', 'secret123')).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('lists my sessions with the current one marked, and signs out one or all others', async () => {
    const u = await signUp(t);
    const phoneCookie = cookieFrom(
      await signIn(t, u.email, u.password, {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1',
      }),
    );
    const third = cookieFrom(await signIn(t, u.email, u.password));
    const list = (await call('GET', '/api/profile/sessions', u.cookie)).json().items as {
      id: string;
      device: string;
      current: boolean;
      ipAddress: string | null;
    }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.device)).toContain('Safari on iOS');
    expect(list.every((s) => s.ipAddress === '127.0.0.1')).toBe(true);

    const phoneSession = (await call('GET', '/api/profile/sessions', phoneCookie))
      .json()
      .items.find((s: { current: boolean }) => s.current);
    expect((await call('DELETE', `/api/profile/sessions/${phoneSession.id}`, u.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/profile', phoneCookie)).statusCode).toBe(401);

    expect((await call('POST', '/api/profile/sessions/revoke-others', u.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/profile', third)).statusCode).toBe(401);
    expect((await call('GET', '/api/profile', u.cookie)).statusCode).toBe(200);
  });

  it('cannot end somebody else’s session', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const bSession = (await call('GET', '/api/profile/sessions', b.cookie)).json().items[0];
    expect((await call('DELETE', `/api/profile/sessions/${bSession.id}`, a.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/profile', b.cookie)).statusCode).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  it('enrols with password + first code, then asks for a code after the password', async () => {
    const u = await signUp(t);
    const wrongPassword = await call('POST', '/api/profile/two-factor/enable', u.cookie, { password: 'nope999' });
    expect(wrongPassword.statusCode).toBe(422);
    const { secret, backupCodes } = await enrol(u.cookie);
    expect(backupCodes).toHaveLength(10);
    const [user] = await t.db.select({ on: authUsers.twoFactorEnabled }).from(authUsers).where(eq(authUsers.id, u.userId));
    expect(user.on).toBe(true);

    const first = await signIn(t, u.email, u.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    const challenge = cookieFrom(first);
    expect(challenge).not.toMatch(/session_token=[^;]+/);
    expect((await call('GET', '/api/session', challenge)).json().user).toBeNull();

    const bad = await call('POST', '/api/auth/two-factor/verify', challenge, { code: totpFor(secret, 10) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.message).toBe(ACCOUNT_MESSAGES.TWO_FACTOR_INVALID_CODE);

    const good = await call('POST', '/api/auth/two-factor/verify', challenge, { code: totpFor(secret) });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ user: { id: u.userId }, redirectTo: '/franchisee-dashboard' });
    expect((await call('GET', '/api/session', cookieFrom(good))).json().twoFactor).toEqual({ enabled: true, mustEnroll: false });
  });

  it('accepts a backup code once', async () => {
    const u = await signUp(t);
    const { backupCodes } = await enrol(u.cookie);
    const challenge1 = cookieFrom(await signIn(t, u.email, u.password));
    const ok = await call('POST', '/api/auth/two-factor/verify', challenge1, { code: backupCodes[0], method: 'backup' });
    expect(ok.statusCode).toBe(200);
    const challenge2 = cookieFrom(await signIn(t, u.email, u.password));
    const reused = await call('POST', '/api/auth/two-factor/verify', challenge2, { code: backupCodes[0], method: 'backup' });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe(ACCOUNT_MESSAGES.TWO_FACTOR_INVALID_BACKUP_CODE);
  });

  it('locks the second step after five wrong codes', async () => {
    const u = await signUp(t);
    const { secret } = await enrol(u.cookie);
    const challenge = cookieFrom(await signIn(t, u.email, u.password));
    for (let i = 0; i < 5; i++) await call('POST', '/api/auth/two-factor/verify', challenge, { code: totpFor(secret, 20 + i) });
    const locked = await call('POST', '/api/auth/two-factor/verify', challenge, { code: totpFor(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(ACCOUNT_MESSAGES.TWO_FACTOR_LOCKED);
  });

  it('a code without the password step signs nobody in', async () => {
    const res = await call('POST', '/api/auth/two-factor/verify', undefined, { code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
  });

  it('removing the factor needs the password', async () => {
    const u = await signUp(t);
    const { cookie } = await enrol(u.cookie);
    expect((await call('POST', '/api/profile/two-factor/disable', cookie, { password: 'wrong11' })).statusCode).toBe(422);
    expect((await call('POST', '/api/profile/two-factor/disable', cookie, { password: u.password })).statusCode).toBe(200);
    expect((await signIn(t, u.email, u.password)).json().user.id).toBe(u.userId);
  });
});

describe('head office must use two-factor when the franchisor says so', () => {
  it('sends an admin without a factor to enrol, and lets them back in once enrolled', async () => {
    const franchisor = await signUp(t, { role: 'franchisor' });
    const admin = await signUp(t, { role: 'admin' });
    const franchisee = await signUp(t);

    expect((await call('PUT', '/api/iam/settings', admin.cookie, { requireTwoFactorForHeadOffice: true })).statusCode).toBe(403);
    expect((await call('PUT', '/api/iam/settings', franchisee.cookie, { requireTwoFactorForHeadOffice: true })).statusCode).toBe(403);
    // Switching it on without a factor of one's own would lock the switch-holder out: refused.
    const selfLockout = await call('PUT', '/api/iam/settings', franchisor.cookie, { requireTwoFactorForHeadOffice: true });
    expect(selfLockout.statusCode).toBe(409);
    expect(selfLockout.json().error.message).toBe(ACCOUNT_MESSAGES.TWO_FACTOR_SELF_FIRST);
    const { cookie: franchisorCookie } = await enrol(franchisor.cookie);
    const on = await call('PUT', '/api/iam/settings', franchisorCookie, { requireTwoFactorForHeadOffice: true });
    expect(on.statusCode).toBe(200);
    // Another franchisor without a factor may still reach the switch (and their profile), nothing else.
    const other = await signUp(t, { role: 'franchisor' });
    expect((await call('GET', '/api/iam/settings', other.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/iam/users', other.cookie)).statusCode).toBe(403);

    const blocked = await call('GET', '/api/inventory/warehouse', admin.cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toMatchObject({
      code: 'TWO_FACTOR_ENROLLMENT_REQUIRED',
      message: ACCOUNT_MESSAGES.TWO_FACTOR_ENROLLMENT_REQUIRED,
    });
    expect((await call('GET', '/api/session', admin.cookie)).json().twoFactor).toEqual({ enabled: false, mustEnroll: true });
    expect((await call('GET', '/api/profile', admin.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/catalog/products', franchisee.cookie)).statusCode).toBe(200);

    const { cookie: adminCookie } = await enrol(admin.cookie);
    expect((await call('GET', '/api/session', adminCookie)).json().twoFactor).toEqual({ enabled: true, mustEnroll: false });
    expect((await call('GET', '/api/inventory/warehouse', adminCookie)).statusCode).toBe(200);

    await call('PUT', '/api/iam/settings', franchisorCookie, { requireTwoFactorForHeadOffice: false });
  });
});

describe('tokens for other services', () => {
  async function jwks(): Promise<JSONWebKeySet> {
    const res = await call('GET', '/api/auth/jwks');
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('issues a short-lived JWT that verifies against the published JWKS and works as Bearer', async () => {
    const u = await signUp(t, { role: 'admin' });
    const res = await call('GET', '/api/auth/token', u.cookie);
    expect(res.statusCode).toBe(200);
    const { token, expiresIn } = res.json();
    expect(expiresIn).toBe(900);
    const { payload } = await jwtVerify(token, createLocalJWKSet(await jwks()), {
      issuer: 'http://localhost:3000',
      audience: 'http://localhost:3000',
    });
    expect(payload).toMatchObject({ sub: u.userId, role: 'admin', status: 'active', email: u.email });
    expect(payload.exp! - payload.iat!).toBe(900);
    const wellKnown = await call('GET', '/.well-known/jwks.json');
    expect(wellKnown.json().keys.map((k: { kid: string }) => k.kid)).toEqual((await jwks()).keys.map((k) => k.kid));

    const bearer = { authorization: `Bearer ${token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer });
    expect(me.json().id).toBe(u.userId);
    expect((await t.app.inject({ method: 'GET', url: '/api/inventory/warehouse', headers: bearer })).statusCode).toBe(200);
    // A token cannot mint more tokens, and a tampered token is refused.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: bearer })).statusCode).toBe(403);
    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${tampered}` } })).statusCode).toBe(
      401,
    );
  });

  it('ends a token with the session it was issued from: sign-out, or a password change that ends other sessions', async () => {
    const u = await signUp(t);
    const second = cookieFrom(await signIn(t, u.email, u.password));
    const third = cookieFrom(await signIn(t, u.email, u.password));
    const tokenOf = async (cookie: string) => (await call('GET', '/api/auth/token', cookie)).json().token as string;
    const [first, two, three] = [await tokenOf(u.cookie), await tokenOf(second), await tokenOf(third)];
    const profileWith = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    for (const token of [first, two, three]) expect((await profileWith(token)).statusCode).toBe(200);

    expect((await call('POST', '/api/auth/sign-out', u.cookie, {})).statusCode).toBe(200);
    const signedOut = await profileWith(first);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(ACCOUNT_MESSAGES.BEARER_INVALID);
    expect((await profileWith(two)).statusCode).toBe(200); // the other sessions' tokens stand

    const changed = await call('POST', '/api/profile/password', second, {
      currentPassword: u.password,
      newPassword: 'newpass456',
      signOutOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    // Every earlier session ends, the one that changed the password included (it is handed a new one): so do their tokens.
    expect((await profileWith(three)).statusCode).toBe(401);
    expect((await profileWith(two)).statusCode).toBe(401);
    expect((await profileWith(await tokenOf(cookieFrom(changed)))).statusCode).toBe(200);
  });

  it('applies role and status from the database to live tokens', async () => {
    const u = await signUp(t, { role: 'admin' });
    const { token } = (await call('GET', '/api/auth/token', u.cookie)).json();
    await t.db.update(userProfiles).set({ role: 'user' }).where(eq(userProfiles.id, u.userId));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/inventory/warehouse', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(403);
    await t.db.update(userProfiles).set({ status: 'suspended' }).where(eq(userProfiles.id, u.userId));
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.ACCOUNT_DISABLED);
  });

  it('rotates the signing key without invalidating tokens signed by the old one', async () => {
    const u = await signUp(t);
    const oldToken = (await call('GET', '/api/auth/token', u.cookie)).json().token as string;
    const oldKid = decodeProtectedHeader(oldToken).kid;
    // Time passes: the current key reaches the end of its rotation interval.
    await t.db.update(authJwks).set({ expiresAt: new Date(Date.now() - 1000) });
    const newToken = (await call('GET', '/api/auth/token', u.cookie)).json().token as string;
    const newKid = decodeProtectedHeader(newToken).kid;
    expect(newKid).not.toBe(oldKid);
    const keys = await jwks();
    expect(keys.keys.map((k) => k.kid)).toEqual(expect.arrayContaining([oldKid, newKid]));
    for (const token of [oldToken, newToken]) {
      await jwtVerify(token, createLocalJWKSet(keys));
      expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
        200,
      );
    }
    // Once the old key is past its grace period it is no longer published.
    await t.db
      .update(authJwks)
      .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(authJwks.id, oldKid!));
    expect((await jwks()).keys.map((k) => k.kid)).not.toContain(oldKid);
  });
});

describe('linked identities', () => {
  it('lists the password and refuses to unlink the only way to sign in', async () => {
    const u = await signUp(t);
    const list = await call('GET', '/api/profile/identities', u.cookie);
    expect(list.json()).toEqual({ items: [expect.objectContaining({ providerId: 'credential', label: 'Password' })], linkable: [] });
    const res = await call('DELETE', '/api/profile/identities/credential', u.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(ACCOUNT_MESSAGES.UNLINK_LAST_IDENTITY);
    expect((await call('GET', '/api/auth/providers')).json()).toEqual({ oidc: null, phoneSignIn: true });
  });
});
