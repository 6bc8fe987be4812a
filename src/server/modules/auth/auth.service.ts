import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authUsers, userProfiles } from '../../db/schema';
import type { Auth } from '../../auth/auth';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limit';
import { type ProfileService } from '../profiles/profiles.service';
import { AUTH_MESSAGES, RESET_MESSAGES, SIGNUP_MESSAGES } from '../../../shared/errors';
import { DEMO_ACCOUNTS, PASSWORD_RESET_INTERVAL_MS } from '../../../shared/constants';
import { grantedPermissions, SUPPLIER_PERMISSIONS, type Role } from '../../../shared/roles';
import { ZPhone, type SessionResponse, type SignIn, type SignUp } from '../../../shared/auth.contracts';
import { genericAuthError, signInError, signUpError, readAuthFailure } from '../../lib/auth-errors';
import { landingFor } from '../../lib/landing';
import { toProfileDto } from '../../lib/profile-dto';
import { signInEmailKeys } from '../../lib/sign-in-keys';

/**
 * Failures one e-mail may collect from all addresses together, as a multiple of its per-address limit: guessing
 * spread over many addresses still meets a wall, but one address cannot lock the account for everyone else.
 */
export const ALL_ADDRESSES_FACTOR = 10;

export interface SignInLimits {
  /** Failures per e-mail from one client address (and, times ALL_ADDRESSES_FACTOR, from all addresses together). */
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowSeconds: number;
  /** Public sign-ups per client address in `signUpWindowSeconds` (config SIGNUP_MAX_PER_IP / SIGNUP_WINDOW_SECONDS). */
  maxSignUpsPerIp: number;
  signUpWindowSeconds: number;
}

type ProfileRow = typeof userProfiles.$inferSelect;
type AuthResult = { headers: Headers; body: { user: ReturnType<typeof toProfileDto>; redirectTo: string } };
type SignInOutcome = AuthResult | { headers: Headers; body: { twoFactorRequired: true } };
/** How long an unfinished sign-up holds its e-mail (a crashed process frees it after this). */
const SIGNUP_CLAIM_SECONDS = 60;

/** Sign-in, sign-up, sign-out and password reset: the rules around the auth library. */
export function createAuthService(deps: { db: Db; auth: Auth; profiles: ProfileService; limiter: RateLimiter; limits: SignInLimits }) {
  const { auth, profiles, limiter, limits } = deps;

  async function signedInResult(headers: Headers, userId: string): Promise<AuthResult> {
    const profile = await profiles.findById(userId);
    if (!profile) throw AppError.of('PROFILE_NOT_FOUND', AUTH_MESSAGES.PROFILE_NOT_FOUND);
    return { headers, body: { user: toProfileDto(profile), redirectTo: await landingFor(deps.db, profile) } };
  }

  /** A verified mobile number stands in for the e-mail; anything else is treated as an e-mail. */
  async function emailFor(identifier: string): Promise<string | null> {
    if (identifier.includes('@')) return identifier.toLowerCase();
    const phone = ZPhone.safeParse(identifier);
    if (!phone.success) return null;
    const [row] = await deps.db
      .select({ email: userProfiles.email })
      .from(userProfiles)
      .where(and(eq(userProfiles.phone, phone.data), isNotNull(userProfiles.phoneVerifiedAt)));
    return row?.email ?? null;
  }

  /**
   * Each attempt claims its place in the per-e-mail and per-address counters *before* the password is
   * checked, in one statement each (shared by every process), so a burst cannot outrun the limit: once
   * the limit is used up every further attempt is refused, the right password included. The counters
   * count failures: a refused attempt, an attempt that failed for another reason and a success hand
   * their claim back, and a success clears the e-mail's failures.
   *
   * The e-mail is counted per client address: someone guessing (or deliberately failing) from one address locks
   * the account for that address only, so knowing an e-mail is not enough to keep its owner out. A looser count
   * over all addresses together still stops guessing spread across many.
   */
  async function signIn(input: SignIn, ip: string, requestHeaders: Headers): Promise<SignInOutcome> {
    const email = (await emailFor(input.email.trim())) ?? input.email.trim().toLowerCase();
    const keys = signInEmailKeys(email);
    const emailHereKey = `${keys.perAddress}${ip}`;
    const emailKey = keys.all;
    const ipKey = `signin:ip:${ip}`;
    const claims = await Promise.all([
      limiter.reserve(emailHereKey, limits.windowSeconds, limits.maxFailuresPerEmail),
      limiter.reserve(emailKey, limits.windowSeconds, limits.maxFailuresPerEmail * ALL_ADDRESSES_FACTOR),
      limiter.reserve(ipKey, limits.windowSeconds, limits.maxFailuresPerIp),
    ]);
    const giveBack = () => Promise.all([limiter.release(emailHereKey), limiter.release(emailKey), limiter.release(ipKey)]);
    if (claims.some((c) => !c.allowed)) {
      await giveBack();
      // Until the later of the refusing windows ends.
      const wait = Math.max(...claims.filter((c) => !c.allowed).map((c) => c.retryAfterSeconds));
      throw AppError.of('TOO_MANY_REQUESTS', AUTH_MESSAGES.TOO_MANY_REQUESTS).retryAfter(wait);
    }
    let res;
    try {
      if (!email.includes('@')) throw AppError.of('INVALID_CREDENTIALS', AUTH_MESSAGES.INVALID_CREDENTIALS);
      res = await auth.api.signInEmail({ body: { email, password: input.password }, headers: requestHeaders, returnHeaders: true });
    } catch (err) {
      const mapped = signInError(err);
      // A wrong password keeps both claims: they are the failures.
      if (mapped.code !== 'INVALID_CREDENTIALS') await giveBack();
      throw mapped;
    }
    await Promise.all([limiter.reset(emailHereKey), limiter.reset(emailKey), limiter.release(ipKey)]);
    // The password was right; an enrolled authenticator turns this into the second step (cookie set by the plugin).
    if ('twoFactorRedirect' in res.response && res.response.twoFactorRedirect)
      return { headers: res.headers, body: { twoFactorRequired: true } };
    return signedInResult(res.headers, (res.response as { user: { id: string } }).user.id);
  }

  async function emailRegistered(email: string): Promise<boolean> {
    const [row] = await deps.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    return Boolean(row);
  }

  /**
   * A role in the request never reaches here: ZSignUp has no role field and strips unknown keys.
   * Each sign-up first claims its place in the client address's counter (one statement, shared by every process, so
   * a burst cannot outrun it): accounts created and e-mails found already registered count, a refused attempt and a
   * server failure hand their claim back. Identical sign-ups at once: the first claims the e-mail and the
   * others are told the account exists, instead of racing the library into a unique violation.
   */
  async function signUp(input: SignUp, ip: string, requestHeaders: Headers): Promise<AuthResult> {
    const ipKey = `signup:ip:${ip}`;
    const byIp = await limiter.reserve(ipKey, limits.signUpWindowSeconds, limits.maxSignUpsPerIp);
    if (!byIp.allowed) {
      await limiter.release(ipKey);
      throw AppError.of('TOO_MANY_REQUESTS', AUTH_MESSAGES.TOO_MANY_REQUESTS).retryAfter(byIp.retryAfterSeconds);
    }
    try {
      return await signUpEmail(input, requestHeaders);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) await limiter.release(ipKey);
      throw err;
    }
  }

  async function signUpEmail(input: SignUp, requestHeaders: Headers): Promise<AuthResult> {
    const email = input.email.toLowerCase();
    const claimKey = `signup:email:${email}`;
    const alreadyRegistered = () => AppError.of('USER_ALREADY_REGISTERED', SIGNUP_MESSAGES.USER_ALREADY_REGISTERED);
    if (!(await limiter.reserve(claimKey, SIGNUP_CLAIM_SECONDS, 1)).allowed) throw alreadyRegistered();
    try {
      const res = await auth.api.signUpEmail({
        body: { name: input.fullName, email, password: input.password },
        headers: requestHeaders,
        returnHeaders: true,
      });
      return await signedInResult(res.headers, res.response.user.id);
    } catch (err) {
      // Someone else's sign-up (e.g. through the OIDC provider) created the e-mail between the library's check and insert.
      if (readAuthFailure(err)?.code === 'FAILED_TO_CREATE_USER' && (await emailRegistered(email))) throw alreadyRegistered();
      throw signUpError(err);
    } finally {
      await limiter.reset(claimKey);
    }
  }

  async function signOut(requestHeaders: Headers): Promise<Headers> {
    try {
      const res = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
      return res.headers;
    } catch (err) {
      const f = readAuthFailure(err);
      throw genericAuthError(f?.status ?? 500, f?.code, f?.message);
    }
  }

  async function forgotPassword(emailRaw: string, requestHeaders: Headers): Promise<void> {
    const email = emailRaw.toLowerCase();
    const key = `reset:email:${email}`;
    const windowSeconds = PASSWORD_RESET_INTERVAL_MS / 1000;
    const claim = await limiter.reserve(key, windowSeconds, 1);
    if (!claim.allowed) throw AppError.of('RESET_THROTTLED', RESET_MESSAGES.RESET_THROTTLED).retryAfter(claim.retryAfterSeconds);
    try {
      await auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/callback?type=recovery' }, headers: requestHeaders });
    } catch (err) {
      await limiter.reset(key);
      throw AppError.of('RESET_FAILED', RESET_MESSAGES.RESET_FAILED).withCause(err);
    }
  }

  async function resetPassword(token: string, password: string): Promise<void> {
    try {
      await auth.api.resetPassword({ body: { token, newPassword: password } });
    } catch (err) {
      const f = readAuthFailure(err);
      if (f && f.status < 500) {
        throw AppError.validation('This password reset link is invalid or has expired. Please request a new one.', { authCode: f.code });
      }
      throw AppError.of('RESET_FAILED', RESET_MESSAGES.RESET_FAILED).withCause(err);
    }
  }

  async function demoAccountsSeeded(): Promise<boolean> {
    const rows = await deps.db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(
        inArray(
          userProfiles.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      );
    return rows.length === DEMO_ACCOUNTS.length;
  }

  /** The session the guards already resolved, described for the client (no second profile read). */
  async function describeSession(profile: ProfileRow | null, twoFactor: SessionResponse['twoFactor']): Promise<SessionResponse> {
    const demoAccounts = await demoAccountsSeeded();
    if (!profile) return { user: null, permissions: null, demoAccounts, twoFactor: null };
    return {
      user: toProfileDto(profile),
      permissions: { suppliers: [...SUPPLIER_PERMISSIONS[profile.role as Role]], granted: grantedPermissions(profile.role as Role) },
      demoAccounts,
      twoFactor,
    };
  }

  return { signIn, signUp, signOut, forgotPassword, resetPassword, describeSession, signedInResult };
}
export type AuthService = ReturnType<typeof createAuthService>;
