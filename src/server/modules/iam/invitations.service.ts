import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAccounts, authUsers, invitations, locations, userProfiles } from '../../db/schema';
import type { Auth } from '../../auth/auth';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import type { Tx } from '../../lib/rls';
import type { AuditService } from '../audit/audit.service';
import { assertMayManage, FRANCHISOR_INVITATION_ONLY, locationOwnedError, locationRefs, type Who } from './iam.service';
import { IAM_MESSAGES, SIGNUP_MESSAGES } from '../../../shared/errors';
import { INVITATION_VALID_DAYS, type Invitation, type ZInvitationAccept, type ZInvitationCreate } from '../../../shared/iam.contracts';
import { ROLE_LABELS, type Role } from '../../../shared/roles';
import { formatLongDateTime } from '../../../shared/time';

type CreateInput = ReturnType<typeof ZInvitationCreate.parse>;
type AcceptInput = ReturnType<typeof ZInvitationAccept.parse>;
type Row = typeof invitations.$inferSelect;

const DAY_MS = 86_400_000;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

function statusOf(r: Row, now = new Date()): Invitation['status'] {
  if (r.acceptedAt) return 'accepted';
  if (r.revokedAt) return 'revoked';
  if (r.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

/** Why a token cannot be used (404 unknown; 410 revoked, used or expired). */
function unusable(r: Row | undefined): AppError | null {
  if (!r) return AppError.notFound(IAM_MESSAGES.INVITATION_NOT_FOUND);
  const status = statusOf(r);
  if (status === 'accepted') return new AppError('RESOURCE_NOT_FOUND', 410, IAM_MESSAGES.INVITATION_USED);
  if (status === 'revoked') return new AppError('RESOURCE_NOT_FOUND', 410, IAM_MESSAGES.INVITATION_REVOKED);
  if (status === 'expired') return new AppError('RESOURCE_NOT_FOUND', 410, IAM_MESSAGES.INVITATION_EXPIRED);
  return null;
}

/**
 * Invitations by e-mail: head office invites with a role (and locations for franchisees); the e-mail carries a
 * link with a random token valid 7 days (only its hash is stored); the invitee sets a password and is signed in.
 */
export function createInvitationsService(deps: { db: Db; auth: Auth; mailer: Mailer; audit: AuditService; baseUrl: string }) {
  const { db, audit } = deps;

  async function toDtos(exec: Db | Tx, rows: Row[]): Promise<Invitation[]> {
    const locIds = [...new Set(rows.flatMap((r) => r.locationIds))];
    const inviterIds = [...new Set(rows.map((r) => r.invitedBy).filter((v): v is string => v !== null))];
    const locs = locIds.length ? await locationRefs(exec, inArray(locations.id, locIds)) : [];
    const inviters = inviterIds.length
      ? await exec
          .select({ id: userProfiles.id, fullName: userProfiles.fullName })
          .from(userProfiles)
          .where(inArray(userProfiles.id, inviterIds))
      : [];
    const locById = new Map(locs.map((l) => [l.id, l]));
    const inviterById = new Map(inviters.map((p) => [p.id, p.fullName]));
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      fullName: r.fullName,
      role: r.role,
      locations: r.locationIds.flatMap((id) => {
        const l = locById.get(id);
        return l ? [{ id: l.id, code: l.code, name: l.name, brandName: l.brandName }] : [];
      }),
      invitedByName: r.invitedBy ? (inviterById.get(r.invitedBy) ?? null) : null,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      status: statusOf(r),
    }));
  }

  async function list(): Promise<{ items: Invitation[] }> {
    const rows = await db
      .select()
      .from(invitations)
      .where(and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .orderBy(desc(invitations.createdAt), desc(invitations.id));
    return { items: await toDtos(db, rows) };
  }

  async function send(row: Row, token: string, inviterName: string | null) {
    const link = `${deps.baseUrl}/auth/callback?type=invite&token=${encodeURIComponent(token)}`;
    const until = formatLongDateTime(row.expiresAt);
    const greeting = row.fullName ? `Hello ${row.fullName},` : 'Hello,';
    await deps.mailer.send({
      to: row.email,
      subject: 'You are invited to FranchiseHub',
      text:
        `${greeting}\n\n${inviterName ?? 'Head office'} invited you to FranchiseHub as ${ROLE_LABELS[row.role as Role]}.\n\n` +
        `Open this link to set your password and sign in:\n\n${link}\n\n` +
        `The link works until ${until} (Manila time) and only once. If you did not expect this invitation, ignore this e-mail.`,
    });
  }

  async function inviterName(exec: Db | Tx, id: string): Promise<string | null> {
    const [p] = await exec.select({ fullName: userProfiles.fullName }).from(userProfiles).where(eq(userProfiles.id, id));
    return p?.fullName ?? null;
  }

  /** Locations must exist and be unowned; returns them in the given order. */
  async function assertFreeLocations(tx: Tx, ids: string[]) {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ id: locations.id, code: locations.code, ownerId: locations.ownerId })
      .from(locations)
      .where(inArray(locations.id, ids))
      .orderBy(asc(locations.id))
      .for('share');
    if (rows.length !== ids.length)
      throw AppError.validation(IAM_MESSAGES.LOCATION_NOT_FOUND, { fieldErrors: { locationIds: [IAM_MESSAGES.LOCATION_NOT_FOUND] } });
    const owned = rows.find((r) => r.ownerId !== null);
    if (owned) throw await locationOwnedError(tx, { ...owned, ownerId: owned.ownerId! });
    return rows;
  }

  async function emailRegistered(exec: Db | Tx, email: string): Promise<boolean> {
    const [u] = await exec
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(eq(sql`lower(${authUsers.email})`, email));
    if (u) return true;
    const [p] = await exec
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(eq(sql`lower(${userProfiles.email})`, email));
    return Boolean(p);
  }

  async function create(who: Who, input: CreateInput): Promise<Invitation> {
    assertMayManage(who.actor.role, input.role);
    const email = input.email.toLowerCase();
    const locationIds = [...new Set(input.locationIds)];
    if (locationIds.length && input.role !== 'franchisee') {
      throw AppError.validation(IAM_MESSAGES.INVITATION_LOCATIONS_FRANCHISEE_ONLY, {
        fieldErrors: { locationIds: [IAM_MESSAGES.INVITATION_LOCATIONS_FRANCHISEE_ONLY] },
      });
    }
    return db.transaction(async (tx) => {
      // One invitation at a time per address: concurrent invites of the same e-mail queue here.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invite:${email}`}))`);
      if (await emailRegistered(tx, email)) {
        throw AppError.of('DUPLICATE_RESOURCE', IAM_MESSAGES.EMAIL_REGISTERED, { fieldErrors: { email: [IAM_MESSAGES.EMAIL_REGISTERED] } });
      }
      const [pending] = await tx
        .select({ id: invitations.id })
        .from(invitations)
        .where(
          and(
            eq(sql`lower(${invitations.email})`, email),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
            sql`${invitations.expiresAt} > now()`,
          ),
        );
      if (pending)
        throw AppError.of('DUPLICATE_RESOURCE', IAM_MESSAGES.INVITATION_PENDING, {
          fieldErrors: { email: [IAM_MESSAGES.INVITATION_PENDING] },
          invitationId: pending.id,
        });
      const locs = await assertFreeLocations(tx, locationIds);
      const token = newToken();
      const now = new Date();
      const [row] = await tx
        .insert(invitations)
        .values({
          email,
          fullName: input.fullName || null,
          role: input.role,
          tokenHash: hashToken(token),
          locationIds,
          invitedBy: who.actor.userId,
          createdAt: now,
          sentAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
        })
        .returning();
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'invitation.created',
        targetType: 'invitation',
        targetId: row.id,
        targetLabel: email,
        after: { email, role: input.role, fullName: row.fullName, locations: locs.map((l) => l.code).sort(), expiresAt: row.expiresAt },
        ip: who.ip,
      });
      await send(row, token, await inviterName(tx, who.actor.userId));
      return (await toDtos(tx, [row]))[0];
    });
  }

  async function lockManageable(tx: Tx, who: Who, id: string): Promise<Row> {
    const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
    if (!row) throw AppError.notFound(IAM_MESSAGES.INVITATION_NOT_FOUND);
    assertMayManage(who.actor.role, row.role as Role, row.role as Role, FRANCHISOR_INVITATION_ONLY);
    if (row.acceptedAt || row.revokedAt) throw AppError.of('DUPLICATE_RESOURCE', IAM_MESSAGES.INVITATION_CLOSED);
    return row;
  }

  /** A new token and a new 7-day window; the old link stops working. */
  async function resend(who: Who, id: string): Promise<Invitation> {
    return db.transaction(async (tx) => {
      const before = await lockManageable(tx, who, id);
      const token = newToken();
      const now = new Date();
      const [row] = await tx
        .update(invitations)
        .set({ tokenHash: hashToken(token), sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS) })
        .where(eq(invitations.id, id))
        .returning();
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'invitation.resent',
        targetType: 'invitation',
        targetId: id,
        targetLabel: row.email,
        before: { sentAt: before.sentAt, expiresAt: before.expiresAt },
        after: { sentAt: row.sentAt, expiresAt: row.expiresAt },
        ip: who.ip,
      });
      await send(row, token, await inviterName(tx, who.actor.userId));
      return (await toDtos(tx, [row]))[0];
    });
  }

  async function revoke(who: Who, id: string): Promise<Invitation> {
    return db.transaction(async (tx) => {
      const before = await lockManageable(tx, who, id);
      const [row] = await tx.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, id)).returning();
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'invitation.revoked',
        targetType: 'invitation',
        targetId: id,
        targetLabel: row.email,
        before: { status: statusOf(before) },
        after: { status: 'revoked' },
        ip: who.ip,
      });
      return (await toDtos(tx, [row]))[0];
    });
  }

  async function byToken(exec: Db | Tx, token: string, lock: boolean): Promise<Row | undefined> {
    const q = exec
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashToken(token)));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  }

  async function preview(token: string) {
    const row = await byToken(db, token, false);
    const refusal = unusable(row);
    if (refusal) throw refusal;
    return { email: row!.email, fullName: row!.fullName, role: row!.role, expiresAt: row!.expiresAt.toISOString() };
  }

  /**
   * Creates the account with the chosen password (also when public sign-up is off), its profile with the
   * invitation's role, and hands over the invited locations that are still free; all in one transaction.
   * The caller signs the new user in afterwards.
   */
  async function accept(input: AcceptInput, ip: string | null): Promise<{ userId: string; email: string }> {
    const context = await deps.auth.$context;
    const hash = await context.password.hash(input.password);
    return db.transaction(async (tx) => {
      const row = await byToken(tx, input.token, true);
      const refusal = unusable(row);
      if (refusal) throw refusal;
      const inv = row!;
      const email = inv.email.toLowerCase();
      if (await emailRegistered(tx, email)) throw AppError.of('USER_ALREADY_REGISTERED', SIGNUP_MESSAGES.USER_ALREADY_REGISTERED);
      const now = new Date();
      // The token arrived by e-mail, so the address is proven.
      const [user] = await tx
        .insert(authUsers)
        .values({ name: input.fullName, email, emailVerified: true, createdAt: now, updatedAt: now })
        .returning();
      await tx
        .insert(authAccounts)
        .values({ accountId: user.id, providerId: 'credential', userId: user.id, password: hash, createdAt: now, updatedAt: now });
      await tx.insert(userProfiles).values({ id: user.id, email, fullName: input.fullName, role: inv.role, status: 'active' });
      await tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, inv.id));
      let assigned: string[] = [];
      const skipped: string[] = [];
      if (inv.role === 'franchisee' && inv.locationIds.length) {
        const locs = await tx
          .select({ id: locations.id, code: locations.code, ownerId: locations.ownerId })
          .from(locations)
          .where(inArray(locations.id, inv.locationIds))
          .orderBy(asc(locations.id))
          .for('update');
        const free = locs.filter((l) => l.ownerId === null);
        skipped.push(...locs.filter((l) => l.ownerId !== null).map((l) => l.code));
        if (free.length)
          await tx
            .update(locations)
            .set({ ownerId: user.id })
            .where(
              inArray(
                locations.id,
                free.map((l) => l.id),
              ),
            );
        assigned = free.map((l) => l.code).sort();
      }
      await audit.record(tx, {
        actorId: user.id,
        actorEmail: email,
        action: 'invitation.accepted',
        targetType: 'invitation',
        targetId: inv.id,
        targetLabel: email,
        before: { status: 'pending' },
        after: {
          status: 'accepted',
          userId: user.id,
          role: inv.role,
          locations: assigned,
          ...(skipped.length ? { locationsAlreadyTaken: skipped } : {}),
        },
        ip,
      });
      return { userId: user.id, email };
    });
  }

  return { list, create, resend, revoke, preview, accept };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
