import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAccounts, authSessions, authUsers, phoneVerifications, userProfiles } from '../../db/schema';
import type { Auth } from '../../auth/auth';
import { OIDC_PROVIDER_ID } from '../../auth/auth';
import { AppError } from '../../lib/app-error';
import { databaseErrorCode } from '../../lib/db-error';
import type { Actor } from '../../lib/rls';
import type { RateLimiter } from '../../lib/rate-limit';
import type { SmsTransport } from '../../lib/sms';
import type { AuditService } from '../audit/audit.service';
import type { ProfileService } from '../profiles/profiles.service';
import { publishRevocation } from '../../lib/notification-bus';
import { readAuthFailure } from '../../lib/auth-errors';
import { describeDevice } from './device';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, PROFILE_MESSAGES } from '../../../shared/errors';
import type { AccountSession } from '../../../shared/account.contracts';

const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
const PHONE_CODE_MAX_ATTEMPTS = 5;
const TWO_FACTOR_IP_FAILURES = 30;
const WINDOW_15_MIN = 900;

const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

interface Deps {
  db: Db;
  auth: Auth;
  profiles: ProfileService;
  audit: AuditService;
  limiter: RateLimiter;
  sms: SmsTransport;
  /** Display name of the configured OIDC provider; null when none is configured. */
  oidcLabel: string | null;
}

/** What a self-service call needs to know about the caller. */
export interface Caller {
  actor: Actor;
  email: string;
  headers: Headers;
  ip: string;
}

/**
 * Self-service account security: e-mail and password changes, phone verification, sessions,
 * two-factor enrolment and the sign-in second step, linked identities. better-auth does the
 * cryptography; this service adds our rules, messages and the audit trail.
 */
export function createAccountSecurityService(deps: Deps) {
  const { db, auth, audit, limiter } = deps;

  function record(c: Caller, action: string, extra: { before?: unknown; after?: unknown } = {}) {
    return audit.record(db, {
      actorId: c.actor.userId,
      actorEmail: c.email,
      action,
      targetType: 'user',
      targetId: c.actor.userId,
      targetLabel: c.email,
      ip: c.ip,
      ...extra,
    });
  }

  /** better-auth failures of the password-confirmed calls → our texts, on the form field that holds the password. */
  function passwordFailure(err: unknown, field = 'password'): never {
    const f = readAuthFailure(err);
    if (f?.code === 'INVALID_PASSWORD' || f?.code === 'INVALID_EMAIL_OR_PASSWORD') {
      throw AppError.validation(ACCOUNT_MESSAGES.WRONG_PASSWORD, { fieldErrors: { [field]: [ACCOUNT_MESSAGES.WRONG_PASSWORD] } });
    }
    if (f?.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      throw AppError.validation('This account signs in without a password. Set one with "Forgot password" first.');
    }
    throw err;
  }

  async function changeEmail(c: Caller, newEmailRaw: string): Promise<void> {
    const newEmail = newEmailRaw.toLowerCase();
    if (newEmail === c.email.toLowerCase())
      throw AppError.validation(ACCOUNT_MESSAGES.SAME_EMAIL, { fieldErrors: { newEmail: [ACCOUNT_MESSAGES.SAME_EMAIL] } });
    const [taken] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, newEmail));
    if (taken)
      throw AppError.of('DUPLICATE_RESOURCE', PROFILE_MESSAGES.DUPLICATE_UPDATE, {
        fieldErrors: { newEmail: [PROFILE_MESSAGES.DUPLICATE_UPDATE] },
      });
    await auth.api.changeEmail({ body: { newEmail, callbackURL: '/profile?emailChanged=1' }, headers: c.headers });
    await record(c, 'auth.email_change_requested', { before: { email: c.email }, after: { email: newEmail } });
  }

  async function changePassword(
    c: Caller,
    input: { currentPassword: string; newPassword: string; signOutOtherSessions: boolean },
  ): Promise<Headers> {
    try {
      const res = await auth.api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: input.signOutOtherSessions },
        headers: c.headers,
        returnHeaders: true,
      });
      await record(c, 'auth.password_changed', { after: { otherSessionsSignedOut: input.signOutOtherSessions } });
      return res.headers;
    } catch (err) {
      return passwordFailure(err, 'currentPassword');
    }
  }

  // ---- phone ---------------------------------------------------------------------------------

  async function startPhoneVerification(c: Caller, phone: string): Promise<{ expiresInSeconds: number }> {
    const [other] = await db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(and(eq(userProfiles.phone, phone), ne(userProfiles.id, c.actor.userId)));
    if (other)
      throw AppError.of('DUPLICATE_RESOURCE', ACCOUNT_MESSAGES.PHONE_IN_USE, { fieldErrors: { phone: [ACCOUNT_MESSAGES.PHONE_IN_USE] } });
    if ((await limiter.hit(`phone:send:${c.actor.userId}`, 60)) > 1)
      throw AppError.of('RATE_LIMITED', ACCOUNT_MESSAGES.PHONE_CODE_THROTTLED);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.transaction(async (tx) => {
      await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, c.actor.userId));
      await tx.insert(phoneVerifications).values({
        userId: c.actor.userId,
        phone,
        codeHash: hashCode(c.actor.userId, code).toString('hex'),
        expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
      });
    });
    await deps.sms.send({ to: phone, body: `FranchiseHub: your verification code is ${code}. It expires in 10 minutes.` });
    return { expiresInSeconds: PHONE_CODE_TTL_MS / 1000 };
  }

  /**
   * Each guess first takes one of the code's five tries in a single statement (`attempts < 5` is checked by
   * the update itself, which waits for a concurrent one on the same row), so however many guesses arrive at
   * once, at most five codes are compared and the right code is refused once the tries are used up.
   */
  async function verifyPhone(c: Caller, phone: string, code: string) {
    const latest = db
      .select({ id: phoneVerifications.id })
      .from(phoneVerifications)
      .where(
        and(
          eq(phoneVerifications.userId, c.actor.userId),
          eq(phoneVerifications.phone, phone),
          gt(phoneVerifications.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1);
    const [pending] = await db
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(and(eq(phoneVerifications.id, latest), lt(phoneVerifications.attempts, PHONE_CODE_MAX_ATTEMPTS)))
      .returning({ codeHash: phoneVerifications.codeHash });
    const invalid = () =>
      AppError.validation(ACCOUNT_MESSAGES.PHONE_CODE_INVALID, { fieldErrors: { code: [ACCOUNT_MESSAGES.PHONE_CODE_INVALID] } });
    if (!pending || !timingSafeEqual(Buffer.from(pending.codeHash, 'hex'), hashCode(c.actor.userId, code))) throw invalid();
    await db.delete(phoneVerifications).where(eq(phoneVerifications.userId, c.actor.userId));
    const profile = await deps.profiles.setVerifiedPhone(c.actor.userId, phone).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 409) throw AppError.of('DUPLICATE_RESOURCE', ACCOUNT_MESSAGES.PHONE_IN_USE);
      throw err;
    });
    await record(c, 'auth.phone_verified', { after: { phone } });
    return profile;
  }

  async function removePhone(c: Caller) {
    const profile = await deps.profiles.setVerifiedPhone(c.actor.userId, null);
    await record(c, 'auth.phone_removed');
    return profile;
  }

  // ---- sessions ------------------------------------------------------------------------------

  async function currentSessionId(c: Caller): Promise<string | null> {
    const s = await auth.api.getSession({ headers: c.headers });
    return s?.session.id ?? null;
  }

  async function listSessions(c: Caller): Promise<AccountSession[]> {
    const current = await currentSessionId(c);
    const rows = await db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.userId, c.actor.userId), gt(authSessions.expiresAt, new Date())))
      .orderBy(desc(authSessions.updatedAt));
    return rows.map((r) => ({
      id: r.id,
      device: describeDevice(r.userAgent),
      ipAddress: r.ipAddress,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.updatedAt.toISOString(),
      current: r.id === current,
    }));
  }

  async function revokeSession(c: Caller, sessionId: string): Promise<void> {
    const gone = await db
      .delete(authSessions)
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, c.actor.userId)))
      .returning({ id: authSessions.id });
    if (gone.length === 0) throw AppError.notFound(ACCOUNT_MESSAGES.SESSION_NOT_FOUND);
    await publishRevocation(db, { userId: c.actor.userId, sessionIds: [sessionId] });
    await record(c, 'auth.session_revoked', { before: { sessionId } });
  }

  async function revokeOtherSessions(c: Caller): Promise<number> {
    const current = await currentSessionId(c);
    const where = current
      ? and(eq(authSessions.userId, c.actor.userId), ne(authSessions.id, current))
      : eq(authSessions.userId, c.actor.userId);
    const gone = await db.delete(authSessions).where(where).returning({ id: authSessions.id });
    // Their open notification streams close too, on every process; this one's stays.
    await publishRevocation(db, { userId: c.actor.userId, sessionIds: gone.map((g) => g.id) });
    await record(c, 'auth.other_sessions_revoked', { after: { count: gone.length } });
    return gone.length;
  }

  // ---- two-factor ----------------------------------------------------------------------------

  async function twoFactorEnabled(userId: string): Promise<boolean> {
    const [u] = await db.select({ on: authUsers.twoFactorEnabled }).from(authUsers).where(eq(authUsers.id, userId));
    return u?.on === true;
  }

  /** Starts enrolment: the factor only counts once a code from the app confirms it. */
  async function enableTwoFactor(c: Caller, password: string) {
    if (await twoFactorEnabled(c.actor.userId)) throw AppError.of('DUPLICATE_RESOURCE', ACCOUNT_MESSAGES.TWO_FACTOR_ALREADY_ENABLED);
    try {
      const res = await auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers: c.headers });
      if (res.method !== 'totp') throw new Error('authenticator enrolment returned no TOTP URI');
      const secret = new URL(res.totpURI).searchParams.get('secret') ?? '';
      return { totpUri: res.totpURI, secret, backupCodes: res.backupCodes };
    } catch (err) {
      return passwordFailure(err);
    }
  }

  function codeFailure(err: unknown, backup = false): never {
    const f = readAuthFailure(err);
    if (f?.code === 'ACCOUNT_TEMPORARILY_LOCKED' || f?.status === 429)
      throw AppError.of('TOO_MANY_REQUESTS', ACCOUNT_MESSAGES.TWO_FACTOR_LOCKED);
    if (f?.code === 'INVALID_TWO_FACTOR_COOKIE') throw AppError.of('SESSION_EXPIRED', ACCOUNT_MESSAGES.TWO_FACTOR_SESSION_EXPIRED);
    if (f?.code === 'TOTP_NOT_ENABLED' || f?.code === 'TWO_FACTOR_NOT_ENABLED')
      throw AppError.validation(ACCOUNT_MESSAGES.TWO_FACTOR_NOT_ENROLLED);
    if (f && f.status < 500) {
      const message = backup ? ACCOUNT_MESSAGES.TWO_FACTOR_INVALID_BACKUP_CODE : ACCOUNT_MESSAGES.TWO_FACTOR_INVALID_CODE;
      throw AppError.of('TWO_FACTOR_INVALID_CODE', message, { fieldErrors: { code: [message] } });
    }
    throw err;
  }

  /** Confirms enrolment with the first code; better-auth then replaces the session (new cookie). */
  async function confirmTwoFactor(c: Caller, code: string): Promise<Headers> {
    try {
      const res = await auth.api.verifyTOTP({ body: { code }, headers: c.headers, returnHeaders: true });
      await record(c, 'auth.2fa_enabled');
      return res.headers;
    } catch (err) {
      return codeFailure(err);
    }
  }

  async function disableTwoFactor(c: Caller, password: string): Promise<Headers> {
    try {
      const res = await auth.api.disableTwoFactor({ body: { password }, headers: c.headers, returnHeaders: true });
      await record(c, 'auth.2fa_disabled');
      return res.headers;
    } catch (err) {
      return passwordFailure(err);
    }
  }

  async function regenerateBackupCodes(c: Caller, password: string): Promise<{ backupCodes: string[] }> {
    try {
      const res = await auth.api.generateBackupCodes({ body: { password }, headers: c.headers });
      await record(c, 'auth.2fa_backup_codes_regenerated');
      return { backupCodes: res.backupCodes };
    } catch (err) {
      return passwordFailure(err);
    }
  }

  /**
   * The second sign-in step; the plugin's signed cookie from the first step says whose codes to check.
   * Per address, each try claims its place before the code is checked (as sign-in does), so a burst
   * cannot outrun the limit; only wrong codes keep their claim.
   */
  async function verifySignIn(headers: Headers, ip: string, input: { code: string; method: 'totp' | 'backup'; trustDevice: boolean }) {
    const ipKey = `2fa:ip:${ip}`;
    if (!(await limiter.reserve(ipKey, WINDOW_15_MIN, TWO_FACTOR_IP_FAILURES)).allowed) {
      await limiter.release(ipKey);
      throw AppError.of('TOO_MANY_REQUESTS', AUTH_MESSAGES.TOO_MANY_REQUESTS);
    }
    try {
      const body = { code: input.code.replace(/\s/g, ''), trustDevice: input.trustDevice };
      const res =
        input.method === 'backup'
          ? await auth.api.verifyBackupCode({ body, headers, returnHeaders: true })
          : await auth.api.verifyTOTP({ body, headers, returnHeaders: true });
      await limiter.release(ipKey);
      const userId = (res.response as { user: { id: string } }).user.id;
      return { headers: res.headers, userId };
    } catch (err) {
      const f = readAuthFailure(err);
      if (!(f && f.status < 500 && f.code !== 'INVALID_TWO_FACTOR_COOKIE')) await limiter.release(ipKey);
      return codeFailure(err, input.method === 'backup');
    }
  }

  // ---- linked identities ---------------------------------------------------------------------

  function identityLabel(providerId: string): string {
    if (providerId === 'credential') return 'Password';
    if (providerId === OIDC_PROVIDER_ID) return deps.oidcLabel ?? 'Single sign-on';
    return providerId;
  }

  async function listIdentities(c: Caller) {
    const rows = await db
      .select({ providerId: authAccounts.providerId, accountId: authAccounts.accountId, createdAt: authAccounts.createdAt })
      .from(authAccounts)
      .where(eq(authAccounts.userId, c.actor.userId))
      .orderBy(authAccounts.createdAt);
    const linked = new Set(rows.map((r) => r.providerId));
    return {
      items: rows.map((r) => ({
        providerId: r.providerId,
        label: identityLabel(r.providerId),
        // The password "account id" is the user id: nothing worth showing.
        accountId: r.providerId === 'credential' ? c.email : r.accountId,
        createdAt: r.createdAt.toISOString(),
      })),
      linkable: deps.oidcLabel && !linked.has(OIDC_PROVIDER_ID) ? [{ providerId: OIDC_PROVIDER_ID, label: deps.oidcLabel }] : [],
    };
  }

  async function linkOidc(c: Caller): Promise<{ url: string; headers: Headers }> {
    if (!deps.oidcLabel) throw AppError.notFound(ACCOUNT_MESSAGES.OIDC_NOT_CONFIGURED);
    const res = await auth.api.linkSocialAccount({
      body: {
        provider: OIDC_PROVIDER_ID,
        callbackURL: '/profile?linked=oidc',
        errorCallbackURL: '/profile?linkError=oidc',
        disableRedirect: true,
      },
      headers: c.headers,
      returnHeaders: true,
    });
    return { url: res.response.url, headers: res.headers };
  }

  async function unlinkIdentity(c: Caller, providerId: string) {
    const rows = await db.select({ providerId: authAccounts.providerId }).from(authAccounts).where(eq(authAccounts.userId, c.actor.userId));
    if (!rows.some((r) => r.providerId === providerId)) throw AppError.notFound(ACCOUNT_MESSAGES.IDENTITY_NOT_LINKED);
    if (rows.length <= 1) throw AppError.of('DUPLICATE_RESOURCE', ACCOUNT_MESSAGES.UNLINK_LAST_IDENTITY);
    await db.delete(authAccounts).where(and(eq(authAccounts.userId, c.actor.userId), eq(authAccounts.providerId, providerId)));
    await record(c, 'auth.identity_unlinked', { before: { providerId } });
    return listIdentities(c);
  }

  // ---- avatar --------------------------------------------------------------------------------

  /** Stores the new avatar (or none) and says which URL it replaced, so that file can be deleted. */
  async function setAvatar(c: Caller, url: string | null) {
    const [before] = await db.select({ avatarUrl: userProfiles.avatarUrl }).from(userProfiles).where(eq(userProfiles.id, c.actor.userId));
    const profile = await deps.profiles.updateOwn(c.actor, { avatarUrl: url }).catch((err: unknown) => {
      if (databaseErrorCode(err) === '23505') throw AppError.of('DUPLICATE_RESOURCE', PROFILE_MESSAGES.DUPLICATE_UPDATE);
      throw err;
    });
    await db.update(authUsers).set({ image: url }).where(eq(authUsers.id, c.actor.userId));
    return { value: profile, replaced: before?.avatarUrl ?? null };
  }

  return {
    changeEmail,
    changePassword,
    startPhoneVerification,
    verifyPhone,
    removePhone,
    listSessions,
    revokeSession,
    revokeOtherSessions,
    enableTwoFactor,
    confirmTwoFactor,
    disableTwoFactor,
    regenerateBackupCodes,
    verifySignIn,
    listIdentities,
    linkOidc,
    unlinkIdentity,
    setAvatar,
  };
}
export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
