import { and, asc, count, desc, eq, exists, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAccounts, authSessions, authUsers, brands, locations, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor, Tx } from '../../lib/rls';
import type { AuditService } from '../audit/audit.service';
import { publishRevocation } from '../../lib/notification-bus';
import { IAM_MESSAGES, locationOwnedMessage } from '../../../shared/errors';
import { PERMISSION_LABELS } from '../../../shared/permission-labels';
import { ADMIN_MANAGEABLE_ROLES, PERMISSIONS, ROLES, roleHas, type Permission, type ProfileStatus, type Role } from '../../../shared/roles';
import type { IamUser, IamUserDetail, IamUserSort, ZIamUserQuery } from '../../../shared/iam.contracts';
import { containsPattern } from '../../lib/sql-like';

type UserQuery = ReturnType<typeof ZIamUserQuery.parse>;
/** ORDER BY per users-list sort; the id breaks ties so paging never repeats or skips a user. */
const USER_SORTS: Record<IamUserSort, SQL[]> = {
  name_asc: [asc(userProfiles.fullName), asc(userProfiles.id)],
  name_desc: [desc(userProfiles.fullName), desc(userProfiles.id)],
  last_sign_in_desc: [sql`${userProfiles.lastLoginAt} desc nulls last`, asc(userProfiles.id)],
  created_desc: [desc(userProfiles.createdAt), desc(userProfiles.id)],
};
export interface Who {
  actor: Actor;
  ip: string | null;
}
type LocationRef = IamUser['locations'][number];

/** The refusals when someone other than a franchisor acts on a franchisor account: each names what was refused. */
export const FRANCHISOR_STATUS_ONLY = 'Only a franchisor can suspend, deactivate or reactivate a franchisor.';
export const FRANCHISOR_SESSIONS_ONLY = 'Only a franchisor can sign a franchisor out everywhere.';
export const FRANCHISOR_ACCOUNT_ONLY = 'Only a franchisor can change a franchisor account.';
export const FRANCHISOR_INVITATION_ONLY = 'Only a franchisor can resend or revoke an invitation to the franchisor role.';

/**
 * Who may manage an account: a franchisor manages everyone and alone grants or removes the franchisor role;
 * an admin manages franchisee and user accounts only (both the current and the new role).
 * Throws the refusal (`franchisorOnly`: its text when a franchisor account is involved, by default the role
 * change's); returns nothing when allowed.
 */
export function assertMayManage(
  actorRole: Role,
  currentRole: Role,
  newRole: Role = currentRole,
  franchisorOnly: string = IAM_MESSAGES.FRANCHISOR_ONLY,
): void {
  if ((currentRole === 'franchisor' || newRole === 'franchisor') && !roleHas(actorRole, 'iam.grant_franchisor')) {
    throw AppError.forbidden(franchisorOnly);
  }
  if (
    !roleHas(actorRole, 'iam.grant_franchisor') &&
    (!ADMIN_MANAGEABLE_ROLES.includes(currentRole) || !ADMIN_MANAGEABLE_ROLES.includes(newRole))
  ) {
    throw AppError.forbidden(IAM_MESSAGES.ADMIN_SCOPE);
  }
}

/** The refusal for a location that already has another owner, naming that owner. */
export async function locationOwnedError(exec: Db | Tx, location: { id: string; code: string; ownerId: string }): Promise<AppError> {
  const [owner] = await exec
    .select({ fullName: userProfiles.fullName, email: userProfiles.email })
    .from(userProfiles)
    .where(eq(userProfiles.id, location.ownerId));
  const message = locationOwnedMessage(location.code, owner ? `${owner.fullName} (${owner.email})` : 'another account');
  return AppError.of('DUPLICATE_RESOURCE', message, { fieldErrors: { locationIds: [message] }, locationId: location.id });
}

/** Location references (code, name, brand) matching a condition, by code. */
export function locationRefs(exec: Db | Tx, where: SQL | undefined) {
  return exec
    .select({ ownerId: locations.ownerId, id: locations.id, code: locations.code, name: locations.name, brandName: brands.name })
    .from(locations)
    .innerJoin(brands, eq(brands.id, locations.brandId))
    .where(where)
    .orderBy(asc(locations.code));
}

/** Locations with brand names, keyed by owner. */
export async function locationRefsByOwner(exec: Db | Tx, ownerIds: string[]): Promise<Map<string, LocationRef[]>> {
  const out = new Map<string, LocationRef[]>();
  if (ownerIds.length === 0) return out;
  for (const r of await locationRefs(exec, inArray(locations.ownerId, ownerIds))) {
    const list = out.get(r.ownerId!) ?? [];
    list.push({ id: r.id, code: r.code, name: r.name, brandName: r.brandName });
    out.set(r.ownerId!, list);
  }
  return out;
}

/**
 * The IAM console's users: list and detail, role and status changes, location assignment and signing a user
 * out everywhere. Every change runs in one transaction with its audit entry; reads are head office only (guards).
 */
export function createIamService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  const userSelection = {
    id: userProfiles.id,
    email: userProfiles.email,
    fullName: userProfiles.fullName,
    avatarUrl: userProfiles.avatarUrl,
    phone: userProfiles.phone,
    role: userProfiles.role,
    status: userProfiles.status,
    lastLoginAt: userProfiles.lastLoginAt,
    createdAt: userProfiles.createdAt,
    twoFactorEnabled: authUsers.twoFactorEnabled,
  };
  type UserRow = {
    id: string;
    email: string;
    fullName: string;
    avatarUrl: string | null;
    phone: string | null;
    role: Role;
    status: ProfileStatus;
    lastLoginAt: Date | null;
    createdAt: Date;
    twoFactorEnabled: boolean | null;
  };

  function toUser(r: UserRow, locs: LocationRef[]): IamUser {
    return {
      id: r.id,
      email: r.email,
      fullName: r.fullName,
      avatarUrl: r.avatarUrl,
      phone: r.phone,
      role: r.role,
      status: r.status,
      twoFactorEnabled: Boolean(r.twoFactorEnabled),
      lastLoginAt: r.lastLoginAt ? r.lastLoginAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
      locations: locs,
    };
  }

  async function listUsers(q: UserQuery): Promise<{ items: IamUser[]; total: number }> {
    const f: (SQL | undefined)[] = [];
    if (q.search) {
      const p = containsPattern(q.search);
      f.push(or(ilike(userProfiles.fullName, p), ilike(userProfiles.email, p), ilike(userProfiles.phone, p)));
    }
    if (q.role) f.push(eq(userProfiles.role, q.role));
    if (q.status) f.push(eq(userProfiles.status, q.status));
    if (q.locationId) {
      f.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(locations)
            .where(and(eq(locations.id, q.locationId), eq(locations.ownerId, userProfiles.id))),
        ),
      );
    }
    const where = and(...f);
    const rows = await db
      .select(userSelection)
      .from(userProfiles)
      .leftJoin(authUsers, eq(authUsers.id, userProfiles.id))
      .where(where)
      .orderBy(...USER_SORTS[q.sort])
      .limit(q.limit)
      .offset(q.offset);
    const [{ total }] = await db.select({ total: count() }).from(userProfiles).where(where);
    const locs = await locationRefsByOwner(
      db,
      rows.map((r) => r.id),
    );
    return { items: rows.map((r) => toUser(r, locs.get(r.id) ?? [])), total };
  }

  async function getUser(id: string): Promise<IamUserDetail> {
    const [row] = await db
      .select(userSelection)
      .from(userProfiles)
      .leftJoin(authUsers, eq(authUsers.id, userProfiles.id))
      .where(eq(userProfiles.id, id));
    if (!row) throw AppError.notFound(IAM_MESSAGES.USER_NOT_FOUND);
    const [locs, sessions, accounts, activity] = [
      await locationRefsByOwner(db, [id]),
      await db
        .select()
        .from(authSessions)
        .where(and(eq(authSessions.userId, id), gt(authSessions.expiresAt, new Date())))
        .orderBy(desc(authSessions.updatedAt)),
      await db
        .selectDistinct({ providerId: authAccounts.providerId })
        .from(authAccounts)
        .where(eq(authAccounts.userId, id))
        .orderBy(asc(authAccounts.providerId)),
      await audit.forUser(id, 50),
    ];
    return {
      ...toUser(row, locs.get(id) ?? []),
      sessions: sessions.map((s) => ({
        id: s.id,
        ipAddress: s.ipAddress,
        userAgent: s.userAgent,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.updatedAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
      })),
      identities: accounts.map((a) => a.providerId),
      activity,
    };
  }

  /**
   * Locks the active franchisors (in id order, so concurrent changes queue instead of deadlocking), then the
   * target. Two simultaneous demotions of the last two franchisors therefore cannot both pass the count.
   */
  async function lockTarget(tx: Tx, id: string) {
    const franchisors = await tx
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(and(eq(userProfiles.role, 'franchisor'), eq(userProfiles.status, 'active')))
      .orderBy(asc(userProfiles.id))
      .for('update');
    const [target] = await tx.select().from(userProfiles).where(eq(userProfiles.id, id)).for('update');
    if (!target) throw AppError.notFound(IAM_MESSAGES.USER_NOT_FOUND);
    // Demoting or disabling this user would leave the network without an active franchisor.
    const isLastActiveFranchisor = target.role === 'franchisor' && target.status === 'active' && franchisors.every((f) => f.id === id);
    return { target, isLastActiveFranchisor };
  }

  async function endSessions(tx: Tx, userId: string): Promise<number> {
    const gone = await tx.delete(authSessions).where(eq(authSessions.userId, userId)).returning({ id: authSessions.id });
    // On commit, every process closes this user's live channels (bearer-token streams included).
    await publishRevocation(tx, { userId });
    return gone.length;
  }

  async function changeRole(who: Who, id: string, role: Role): Promise<IamUserDetail> {
    if (id === who.actor.userId) throw AppError.forbidden(IAM_MESSAGES.SELF_ROLE);
    await db.transaction(async (tx) => {
      const { target, isLastActiveFranchisor } = await lockTarget(tx, id);
      const current = target.role as Role;
      assertMayManage(who.actor.role, current, role);
      if (current === role) return;
      if (isLastActiveFranchisor) {
        throw AppError.of('DUPLICATE_RESOURCE', IAM_MESSAGES.LAST_FRANCHISOR);
      }
      await tx.update(userProfiles).set({ role, updatedAt: new Date() }).where(eq(userProfiles.id, id));
      // Access shrinks on any change away from a role with network access: the user signs in again.
      const sessionsEnded = current !== 'user' ? await endSessions(tx, id) : 0;
      // Only franchisees own locations: leaving the role hands them back to head office to reassign.
      const released =
        current === 'franchisee'
          ? await tx.update(locations).set({ ownerId: null }).where(eq(locations.ownerId, id)).returning({ code: locations.code })
          : [];
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'user.role_changed',
        targetType: 'user',
        targetId: id,
        targetLabel: target.email,
        before: { role: current },
        after: { role, sessionsEnded, ...(released.length ? { locationsReleased: released.map((l) => l.code) } : {}) },
        ip: who.ip,
      });
    });
    return getUser(id);
  }

  async function changeStatus(who: Who, id: string, status: ProfileStatus, reason?: string): Promise<IamUserDetail> {
    if (id === who.actor.userId) throw AppError.forbidden(IAM_MESSAGES.SELF_STATUS);
    await db.transaction(async (tx) => {
      const { target, isLastActiveFranchisor } = await lockTarget(tx, id);
      assertMayManage(who.actor.role, target.role as Role, target.role as Role, FRANCHISOR_STATUS_ONLY);
      if (target.status === status) return;
      if (isLastActiveFranchisor) {
        throw AppError.of('DUPLICATE_RESOURCE', IAM_MESSAGES.LAST_FRANCHISOR);
      }
      await tx.update(userProfiles).set({ status, updatedAt: new Date() }).where(eq(userProfiles.id, id));
      const sessionsEnded = status !== 'active' ? await endSessions(tx, id) : 0;
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'user.status_changed',
        targetType: 'user',
        targetId: id,
        targetLabel: target.email,
        before: { status: target.status },
        after: { status, reason: reason || null, sessionsEnded },
        ip: who.ip,
      });
    });
    return getUser(id);
  }

  /** The franchisee owns exactly these locations afterwards; a location owned by someone else is refused. */
  async function assignLocations(who: Who, id: string, locationIds: string[]): Promise<IamUserDetail> {
    const wanted = [...new Set(locationIds)];
    await db.transaction(async (tx) => {
      const [target] = await tx.select().from(userProfiles).where(eq(userProfiles.id, id)).for('update');
      if (!target) throw AppError.notFound(IAM_MESSAGES.USER_NOT_FOUND);
      assertMayManage(who.actor.role, target.role as Role, target.role as Role, FRANCHISOR_ACCOUNT_ONLY);
      if (target.role !== 'franchisee') throw AppError.of('DUPLICATE_RESOURCE', IAM_MESSAGES.NOT_FRANCHISEE);
      const touched = await tx
        .select({ id: locations.id, code: locations.code, ownerId: locations.ownerId })
        .from(locations)
        .where(wanted.length ? or(inArray(locations.id, wanted), eq(locations.ownerId, id)) : eq(locations.ownerId, id))
        .orderBy(asc(locations.id))
        .for('update');
      const byId = new Map(touched.map((l) => [l.id, l]));
      if (wanted.some((w) => !byId.has(w))) {
        throw AppError.validation(IAM_MESSAGES.LOCATION_NOT_FOUND, { fieldErrors: { locationIds: [IAM_MESSAGES.LOCATION_NOT_FOUND] } });
      }
      const takenBy = touched.find((l) => wanted.includes(l.id) && l.ownerId !== null && l.ownerId !== id);
      if (takenBy) throw await locationOwnedError(tx, { ...takenBy, ownerId: takenBy.ownerId! });
      const before = touched
        .filter((l) => l.ownerId === id)
        .map((l) => l.code)
        .sort();
      const removed = touched.filter((l) => l.ownerId === id && !wanted.includes(l.id)).map((l) => l.id);
      const added = wanted.filter((w) => byId.get(w)!.ownerId !== id);
      if (removed.length) await tx.update(locations).set({ ownerId: null }).where(inArray(locations.id, removed));
      if (added.length) await tx.update(locations).set({ ownerId: id }).where(inArray(locations.id, added));
      if (removed.length || added.length) {
        await audit.record(tx, {
          actorId: who.actor.userId,
          action: 'user.locations_assigned',
          targetType: 'user',
          targetId: id,
          targetLabel: target.email,
          before: { locations: before },
          after: { locations: wanted.map((w) => byId.get(w)!.code).sort() },
          ip: who.ip,
        });
      }
    });
    return getUser(id);
  }

  async function signOutEverywhere(who: Who, id: string): Promise<{ sessionsEnded: number }> {
    if (id === who.actor.userId) throw AppError.forbidden(IAM_MESSAGES.SELF_SESSIONS);
    return db.transaction(async (tx) => {
      const [target] = await tx.select().from(userProfiles).where(eq(userProfiles.id, id));
      if (!target) throw AppError.notFound(IAM_MESSAGES.USER_NOT_FOUND);
      assertMayManage(who.actor.role, target.role as Role, target.role as Role, FRANCHISOR_SESSIONS_ONLY);
      const sessionsEnded = await endSessions(tx, id);
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'user.signed_out',
        targetType: 'user',
        targetId: id,
        targetLabel: target.email,
        after: { sessionsEnded },
        ip: who.ip,
      });
      return { sessionsEnded };
    });
  }

  /** The permission matrix, from the same object the route guards read. */
  function permissionMatrix() {
    return {
      roles: [...ROLES],
      permissions: (Object.keys(PERMISSIONS) as Permission[]).map((key) => ({
        key,
        ...PERMISSION_LABELS[key],
        roles: [...PERMISSIONS[key].roles] as Role[],
      })),
    };
  }

  return { listUsers, getUser, changeRole, changeStatus, assignLocations, signOutEverywhere, permissionMatrix };
}
export type IamService = ReturnType<typeof createIamService>;
