import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authUsers, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor } from '../../lib/rls';
import { databaseErrorCode } from '../../lib/db-error';
import { AUTH_MESSAGES, PROFILE_MESSAGES } from '../../../shared/errors';

type ProfileRow = typeof userProfiles.$inferSelect;

/** Spec 3: full_name from metadata, else the part of the e-mail before the at-sign. */
export function fullNameFor(metadataName: string | null | undefined, email: string): string {
  const name = metadataName?.trim();
  return name ? name : email.split('@')[0];
}

export function createProfileService(db: Db) {
  async function findById(id: string): Promise<ProfileRow | undefined> {
    const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, id));
    return row;
  }

  /**
   * Creates or updates the profile when a session is about to start (spec 3 rules):
   * role from the existing profile, else franchisee (invited users get theirs on accepting the link); status from the
   * existing profile, else active. A non-active profile may not sign in.
   */
  async function ensureOnSignIn(userId: string): Promise<ProfileRow> {
    const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
    if (!user) throw AppError.of('PROFILE_NOT_FOUND', AUTH_MESSAGES.PROFILE_NOT_FOUND);
    const existing = await findById(userId);
    if (existing && existing.status !== 'active') {
      throw AppError.of('ACCOUNT_DISABLED', AUTH_MESSAGES.ACCOUNT_DISABLED);
    }
    try {
      if (existing) {
        const [row] = await db
          .update(userProfiles)
          .set({ lastLoginAt: new Date(), updatedAt: new Date(), email: user.email })
          .where(eq(userProfiles.id, userId))
          .returning();
        return row;
      }
      const [row] = await db
        .insert(userProfiles)
        .values({
          id: user.id,
          email: user.email,
          fullName: fullNameFor(user.name, user.email),
          // Roles come from head office only: an invitation sets the role when its link is accepted
          // (invitations.service), never because someone signs up with the invited address.
          role: 'franchisee',
          status: 'active',
          lastLoginAt: new Date(),
        })
        .onConflictDoUpdate({ target: userProfiles.id, set: { lastLoginAt: new Date(), updatedAt: new Date() } })
        .returning();
      return row;
    } catch (err) {
      throw AppError.of('PROFILE_CREATION_FAILED', AUTH_MESSAGES.PROFILE_CREATION_FAILED, undefined).withCause(err);
    }
  }

  /** The signed-in user's own profile, read under row-level security. */
  async function getOwn(actor: Actor): Promise<ProfileRow> {
    const row = await withRls(db, actor, async (tx) => {
      const [r] = await tx.select().from(userProfiles).where(eq(userProfiles.id, actor.userId));
      return r;
    });
    if (!row) throw AppError.of('RESOURCE_NOT_FOUND', PROFILE_MESSAGES.NOT_FOUND_UPDATE);
    return row;
  }

  async function syncEmail(userId: string, email: string): Promise<void> {
    await db.update(userProfiles).set({ email, updatedAt: new Date() }).where(eq(userProfiles.id, userId));
  }

  type OwnPatch = Partial<Pick<ProfileRow, 'fullName' | 'avatarUrl' | 'timeZone'>> & {
    preferences?: Record<string, unknown>;
  };
  async function updateOwn(actor: Actor, patch: OwnPatch): Promise<ProfileRow> {
    const row = await withRls(db, actor, async (tx) => {
      const [current] = await tx
        .select({ preferences: userProfiles.preferences })
        .from(userProfiles)
        .where(eq(userProfiles.id, actor.userId));
      // Preferences merge: a form that saves one switch does not wipe the others.
      const preferences = patch.preferences ? { ...(current?.preferences ?? {}), ...patch.preferences } : undefined;
      const [r] = await tx
        .update(userProfiles)
        .set({ ...patch, ...(preferences ? { preferences } : {}), updatedAt: new Date() })
        .where(eq(userProfiles.id, actor.userId))
        .returning();
      return r;
    }).catch((err: unknown) => {
      if (databaseErrorCode(err) === '23505') throw AppError.of('DUPLICATE_RESOURCE', PROFILE_MESSAGES.DUPLICATE_UPDATE);
      throw AppError.of('DATABASE_ERROR', PROFILE_MESSAGES.UPDATE_FAILED).withCause(err);
    });
    if (!row) throw AppError.of('RESOURCE_NOT_FOUND', PROFILE_MESSAGES.NOT_FOUND_UPDATE);
    if (patch.fullName) await db.update(authUsers).set({ name: patch.fullName }).where(eq(authUsers.id, actor.userId));
    return row;
  }

  /**
   * A verified number is a way to sign in, so it is written as the owner and only by the verification flow after the
   * texted code was checked (app_user has no grant on these columns).
   */
  async function setVerifiedPhone(userId: string, phone: string | null): Promise<ProfileRow> {
    const [row] = await db
      .update(userProfiles)
      .set({ phone, phoneVerifiedAt: phone ? new Date() : null, updatedAt: new Date() })
      .where(eq(userProfiles.id, userId))
      .returning()
      .catch((err: unknown) => {
        if (databaseErrorCode(err) === '23505') throw AppError.of('DUPLICATE_RESOURCE', PROFILE_MESSAGES.DUPLICATE_UPDATE);
        throw AppError.of('DATABASE_ERROR', PROFILE_MESSAGES.UPDATE_FAILED).withCause(err);
      });
    if (!row) throw AppError.of('RESOURCE_NOT_FOUND', PROFILE_MESSAGES.NOT_FOUND_UPDATE);
    return row;
  }

  return { findById, ensureOnSignIn, getOwn, updateOwn, syncEmail, setVerifiedPhone };
}
export type ProfileService = ReturnType<typeof createProfileService>;
