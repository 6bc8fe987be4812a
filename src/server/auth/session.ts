import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { AppError } from '../lib/app-error';
import type { Actor } from '../lib/rls';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '../../shared/errors';
import { IAM_ROLES, roleHas, type Permission, type Role } from '../../shared/roles';
import type { Db } from '../db/client';
import { authSessions, authUsers, userProfiles } from '../db/schema';
import type { Auth } from './auth';
import { authHeaders } from './request-headers';
import type { AccessTokenVerifier } from './access-tokens';
import type { ProfileService } from '../modules/profiles/profiles.service';
import type { SecuritySettingsService } from '../modules/security-settings/security-settings.service';
import { sessionCookieValue, type SessionCache } from './session-cache';

type ProfileRow = NonNullable<Awaited<ReturnType<ProfileService['findById']>>>;
export interface RequestSession {
  actor: Actor;
  profile: ProfileRow;
  twoFactorEnabled: boolean;
  /** 'cookie' for browser sessions, 'bearer' for a JWT from /api/auth/token. */
  via: 'cookie' | 'bearer';
  /** The database session behind the cookie, or the one a bearer token was issued from (its `sid`). */
  sessionId: string | null;
  /** When the session or token stops being valid. */
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionCache?: Promise<RequestSession | null>;
    /** Who is calling: set once by the route's guard (`onRequest: ctx.guards.can(…)`), null before or without one. */
    actor: Actor | null;
    /** The session the guard accepted (profile, two-factor state, cookie or bearer); null before or without a guard. */
    signedIn: RequestSession | null;
  }
}

/** Gives every request the `actor` and `signedIn` slots the guards fill (call once, before routes). */
export function decorateRequestActor(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('signedIn', null);
}

/**
 * The caller of a guarded route. The guard already refused anyone else, so this only throws (401) when a route
 * forgot its guard: a route without one never sees an actor.
 */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthenticated();
  return request.actor;
}

/** The whole session the guard accepted, for routes that need more than the actor (e-mail, two-factor, bearer). */
export function requireSignedIn(request: FastifyRequest): RequestSession {
  if (!request.signedIn) throw AppError.unauthenticated();
  return request.signedIn;
}

interface ResolverDeps {
  db: Db;
  auth: Auth;
  profiles: ProfileService;
  tokens: AccessTokenVerifier;
  /** Recently resolved callers (session-cache.ts); without it every request looks its caller up. */
  cache?: SessionCache<RequestSession>;
}

/**
 * Resolves (once per request, and from the cache while it holds) the signed-in user from the session cookie or an
 * `Authorization: Bearer` JWT.
 */
export function createSessionResolver(deps: ResolverDeps) {
  const { auth, profiles, tokens, db, cache } = deps;

  async function fromBearer(token: string): Promise<RequestSession> {
    const claims = await tokens.verify(token);
    if (!claims?.sid) throw AppError.of('SESSION_EXPIRED', ACCOUNT_MESSAGES.BEARER_INVALID);
    // A token lives no longer than its session: sign-out, a revocation or a password change ends both at once.
    const [live] = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.id, claims.sid), eq(authSessions.userId, claims.sub), gt(authSessions.expiresAt, new Date())));
    if (!live) throw AppError.of('SESSION_EXPIRED', ACCOUNT_MESSAGES.BEARER_INVALID);
    const profile = await profiles.findById(claims.sub);
    if (!profile) throw AppError.of('SESSION_EXPIRED', ACCOUNT_MESSAGES.BEARER_INVALID);
    const [user] = await db.select({ twoFactorEnabled: authUsers.twoFactorEnabled }).from(authUsers).where(eq(authUsers.id, profile.id));
    // Role and status come from the database, not the token: a demotion or a ban applies to live tokens at once.
    return {
      actor: { userId: profile.id, role: profile.role as Role },
      profile,
      twoFactorEnabled: user?.twoFactorEnabled ?? false,
      via: 'bearer',
      sessionId: claims.sid,
      expiresAt: new Date((claims.exp ?? 0) * 1000),
    };
  }

  /** The cache key of the request's credentials: the bearer token, else the session cookie's value. */
  function credentialOf(request: FastifyRequest): string | undefined {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) return `bearer ${header.slice('Bearer '.length).trim()}`;
    const cookie = sessionCookieValue(request.headers.cookie);
    return cookie && `cookie ${cookie}`;
  }

  async function cached(request: FastifyRequest): Promise<RequestSession | null> {
    const key = credentialOf(request);
    if (!cache || !key) return load(request);
    const hit = cache.get(key);
    if (hit) return hit;
    const store = cache.begin();
    const session = await load(request);
    if (session) store(key, session);
    return session;
  }

  async function load(request: FastifyRequest): Promise<RequestSession | null> {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) return fromBearer(header.slice('Bearer '.length).trim());
    const session = await auth.api.getSession({ headers: authHeaders(request) });
    if (!session) return null;
    const profile = await profiles.findById(session.user.id);
    if (!profile) return null;
    const twoFactorEnabled = (session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true;
    return {
      actor: { userId: profile.id, role: profile.role as Role },
      profile,
      twoFactorEnabled,
      via: 'cookie',
      sessionId: session.session.id,
      expiresAt: new Date(session.session.expiresAt),
    };
  }
  return function getSession(request: FastifyRequest): Promise<RequestSession | null> {
    request.sessionCache ??= cached(request);
    return request.sessionCache;
  };
}
export type SessionResolver = ReturnType<typeof createSessionResolver>;

/**
 * Whether a session resolved earlier still stands: not expired, its database session not ended (sign-out,
 * revocation, password change) and the user still active. Long-lived channels (the notification stream)
 * ask this now and then, for anything a revocation message did not reach.
 */
export function createSessionCheck(db: Db) {
  return async function stillValid(s: RequestSession): Promise<boolean> {
    // A bearer token's expiry is fixed; a cookie session's moves on while it is used, so the database decides.
    if (s.via === 'bearer' && s.expiresAt.getTime() <= Date.now()) return false;
    const [profile] = await db.select({ status: userProfiles.status }).from(userProfiles).where(eq(userProfiles.id, s.actor.userId));
    if (profile?.status !== 'active') return false;
    if (s.sessionId === null) return true;
    const [session] = await db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.id, s.sessionId), gt(authSessions.expiresAt, new Date())));
    return Boolean(session);
  };
}
export type SessionCheck = ReturnType<typeof createSessionCheck>;

/** What a guard from createGuards checks: one permission of the matrix, or only a signed-in user. */
export type GuardRule = Permission | 'signed-in';
const guardRules = new WeakMap<object, GuardRule>();
/** The rule of a guard made by createGuards; undefined for 'public' and for a guard a module wrote itself. */
export const guardRule = (guard: unknown): GuardRule | undefined => (typeof guard === 'function' ? guardRules.get(guard) : undefined);
function ruled<G extends object>(guard: G, rule: GuardRule): G {
  guardRules.set(guard, rule);
  return guard;
}

/** Route guards (onRequest hooks). Every rule is enforced here, never only in the client. */
export function createGuards(getSession: SessionResolver, settings: SecuritySettingsService) {
  /** Head office must enrol an authenticator before anything but their own profile when the setting is on. */
  async function mustEnrollTwoFactor(s: RequestSession): Promise<boolean> {
    if (s.twoFactorEnabled || !IAM_ROLES.includes(s.actor.role)) return false;
    return (await settings.get()).requireTwoFactorForHeadOffice;
  }

  interface SessionOptions {
    /** Open to head office that still has to enrol two-factor. */
    allowUnenrolled?: boolean;
    /** The 401 text when nobody is signed in (the spec words some areas' refusals their own way). */
    unauthenticatedMessage?: string;
  }
  /** Checks the caller and puts them on the request (`request.actor`, `request.signedIn`) for the handler. */
  async function requireSession(request: FastifyRequest, opts: SessionOptions = {}): Promise<RequestSession> {
    const s = await getSession(request);
    if (!s) throw AppError.unauthenticated(opts.unauthenticatedMessage);
    if (s.profile.status !== 'active') throw AppError.of('ACCOUNT_DISABLED', AUTH_MESSAGES.ACCOUNT_DISABLED);
    if (!opts.allowUnenrolled && (await mustEnrollTwoFactor(s))) {
      throw AppError.of('TWO_FACTOR_ENROLLMENT_REQUIRED', ACCOUNT_MESSAGES.TWO_FACTOR_ENROLLMENT_REQUIRED);
    }
    request.actor = s.actor;
    request.signedIn = s;
    return s;
  }
  /**
   * The guard every route uses: the permission matrix in shared/roles.ts is the one truth.
   * `allowUnenrolled` opens the route to head office that still has to enrol two-factor.
   */
  function can(permission: Permission, opts: { refusedMessage?: string; allowUnenrolled?: boolean } = {}) {
    const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
      const s = await requireSession(request, { allowUnenrolled: opts.allowUnenrolled });
      if (!roleHas(s.actor.role, permission)) throw AppError.forbidden(opts.refusedMessage);
    };
    return ruled(guard, permission);
  }

  /** Any signed-in, active user (no permission needed); options as for requireSession. */
  function signedInAs(opts: SessionOptions = {}) {
    const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
      await requireSession(request, opts);
    };
    return ruled(guard, 'signed-in');
  }

  return {
    requireSession,
    mustEnrollTwoFactor,
    signedIn: signedInAs(),
    signedInAs,
    can,
    /** Own profile and account security: open to a head-office user who still has to enrol. */
    self: can('profile.self', { allowUnenrolled: true }),
  };
}
export type Guards = ReturnType<typeof createGuards>;
