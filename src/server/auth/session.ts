import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '../lib/app-error';
import type { Actor } from '../lib/rls';
import { AUTH_MESSAGES } from '../../shared/errors';
import { hasSupplierPermission, roleHas, type Permission, type Role, type SupplierPermission } from '../../shared/roles';
import type { Auth } from './auth';
import type { ProfileService } from '../modules/profiles/profiles.service';

type ProfileRow = NonNullable<Awaited<ReturnType<ProfileService['findById']>>>;
export interface RequestSession {
  actor: Actor;
  profile: ProfileRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionCache?: Promise<RequestSession | null>;
  }
}

/** Resolves (once per request) the signed-in user from the session cookie. */
export function createSessionResolver(auth: Auth, profiles: ProfileService) {
  async function load(request: FastifyRequest): Promise<RequestSession | null> {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return null;
    const profile = await profiles.findById(session.user.id);
    if (!profile) return null;
    return { actor: { userId: profile.id, role: profile.role as Role }, profile };
  }
  return function getSession(request: FastifyRequest): Promise<RequestSession | null> {
    request.sessionCache ??= load(request);
    return request.sessionCache;
  };
}
export type SessionResolver = ReturnType<typeof createSessionResolver>;

/** Route guards (preHandlers). Every rule is enforced here, never only in the client. */
export function createGuards(getSession: SessionResolver) {
  async function requireSession(request: FastifyRequest): Promise<RequestSession> {
    const s = await getSession(request);
    if (!s) throw AppError.unauthenticated();
    if (s.profile.status !== 'active') throw new AppError('ACCOUNT_DISABLED', 403, AUTH_MESSAGES.ACCOUNT_DISABLED);
    return s;
  }
  return {
    requireSession,
    signedIn: async (request: FastifyRequest, _reply: FastifyReply) => {
      await requireSession(request);
    },
    role:
      (...roles: Role[]) =>
      async (request: FastifyRequest, _reply: FastifyReply) => {
        const s = await requireSession(request);
        if (!roles.includes(s.actor.role)) throw AppError.forbidden();
      },
    /** The guard every route uses: the permission matrix in shared/roles.ts is the one truth. */
    can: (permission: Permission) => async (request: FastifyRequest, _reply: FastifyReply) => {
      const s = await requireSession(request);
      if (!roleHas(s.actor.role, permission)) throw AppError.forbidden();
    },
    supplier: (permission: SupplierPermission) => async (request: FastifyRequest, _reply: FastifyReply) => {
      const s = await requireSession(request);
      if (!hasSupplierPermission(s.actor.role, permission)) throw AppError.forbidden();
    },
  };
}
export type Guards = ReturnType<typeof createGuards>;
