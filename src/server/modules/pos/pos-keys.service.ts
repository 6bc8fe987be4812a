import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locationApiKeys, locations, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import type { AuditService } from '../audit/audit.service';
import { IAM_ROLES } from '../../../shared/roles';
import { POS_KEY_PREFIX, POS_MESSAGES, type PosKey, type PosKeyCreated, type PosScope } from '../../../shared/pos.contracts';

/** The sha-256 of a key, hex: keys are 32 random bytes, so a fast digest is enough (nothing to brute-force). */
export const hashKey = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** A new key: `fhpos_<8 hex visible id>_<43 characters of secret>`, and its visible prefix. */
export function newKey(): { secret: string; prefix: string } {
  const id = randomBytes(4).toString('hex');
  const prefix = `${POS_KEY_PREFIX}${id}`;
  return { secret: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

/** The location a key was checked for: what the feed may write. */
export interface KeyCaller {
  keyId: string;
  locationId: string;
  scopes: readonly string[];
}

type Row = typeof locationApiKeys.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
function toDto(r: Row, createdByName: string | null): PosKey {
  return {
    id: r.id,
    locationId: r.locationId,
    name: r.name,
    prefix: r.prefix,
    scopes: r.scopes,
    createdAt: r.createdAt.toISOString(),
    createdByName,
    lastUsedAt: iso(r.lastUsedAt),
    revokedAt: iso(r.revokedAt),
  };
}

/**
 * Location API keys: head office, or the location's owner, creates and revokes them (under withRls, in the audit
 * log); the feed's guard finds a key by its digest. The secret itself is returned once and never stored.
 */
export function createPosKeysService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  /** The location when the caller is head office or its owner; 404 otherwise (another's location is not acknowledged). */
  async function manageable(tx: Tx, actor: Actor, locationId: string) {
    // Under withRls: head office reads every location, a franchisee only their own.
    const [loc] = await tx
      .select({ id: locations.id, name: locations.name, code: locations.code, ownerId: locations.ownerId, status: locations.status })
      .from(locations)
      .where(eq(locations.id, locationId));
    if (!loc || (!IAM_ROLES.includes(actor.role) && loc.ownerId !== actor.userId)) throw AppError.notFound();
    return loc;
  }

  return {
    async list(actor: Actor, locationId: string): Promise<{ items: PosKey[] }> {
      return withRls(db, actor, async (tx) => {
        await manageable(tx, actor, locationId);
        const rows = await tx
          .select({ key: locationApiKeys, createdByName: userProfiles.fullName })
          .from(locationApiKeys)
          .leftJoin(userProfiles, eq(userProfiles.id, locationApiKeys.createdBy))
          .where(eq(locationApiKeys.locationId, locationId))
          .orderBy(desc(locationApiKeys.createdAt));
        return { items: rows.map((r) => toDto(r.key, r.createdByName)) };
      });
    },

    async create(actor: Actor, locationId: string, name: string, ip: string | null): Promise<PosKeyCreated> {
      return withRls(db, actor, async (tx) => {
        const loc = await manageable(tx, actor, locationId);
        // A store still opening reports no sales (decision 021), so it has nothing for a POS to send yet.
        if (loc.status === 'opening') throw AppError.of('DUPLICATE_RESOURCE', POS_MESSAGES.openingNoKey);
        const { secret, prefix } = newKey();
        const [row] = await tx
          .insert(locationApiKeys)
          .values({ locationId, name, prefix, keyHash: hashKey(secret), scopes: ['sales:write'], createdBy: actor.userId })
          .returning();
        await audit.record(tx, {
          actorId: actor.userId,
          action: 'pos_key.created',
          targetType: 'location',
          targetId: locationId,
          targetLabel: `${loc.name} (${loc.code})`,
          after: { keyId: row.id, name, prefix, scopes: row.scopes },
          ip,
        });
        return { key: toDto(row, null), secret };
      });
    },

    async revoke(actor: Actor, keyId: string, ip: string | null): Promise<PosKey> {
      return withRls(db, actor, async (tx) => {
        const [found] = await tx.select().from(locationApiKeys).where(eq(locationApiKeys.id, keyId));
        if (!found) throw AppError.notFound();
        const loc = await manageable(tx, actor, found.locationId);
        if (found.revokedAt) throw AppError.of('DUPLICATE_RESOURCE', POS_MESSAGES.keyRevoked);
        const [row] = await tx
          .update(locationApiKeys)
          .set({ revokedAt: new Date(), revokedBy: actor.userId })
          .where(and(eq(locationApiKeys.id, keyId), isNull(locationApiKeys.revokedAt)))
          .returning();
        await audit.record(tx, {
          actorId: actor.userId,
          action: 'pos_key.revoked',
          targetType: 'location',
          targetId: found.locationId,
          targetLabel: `${loc.name} (${loc.code})`,
          before: { keyId, name: found.name, prefix: found.prefix },
          ip,
        });
        return toDto(row, null);
      });
    },

    /**
     * The key behind a secret, if it is live, with its last use noted (at most every 10 s per key, so a busy POS
     * does not write its key row on every call). Runs as the owner: the caller has no session.
     */
    async verify(secret: string): Promise<KeyCaller | null> {
      if (!secret.startsWith(POS_KEY_PREFIX) || secret.length > 200) return null;
      const [row] = await db
        .update(locationApiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(locationApiKeys.keyHash, hashKey(secret)),
            isNull(locationApiKeys.revokedAt),
            sql`(${locationApiKeys.lastUsedAt} is null or ${locationApiKeys.lastUsedAt} < now() - interval '10 seconds')`,
          ),
        )
        .returning({ id: locationApiKeys.id, locationId: locationApiKeys.locationId, scopes: locationApiKeys.scopes });
      if (row) return { keyId: row.id, locationId: row.locationId, scopes: row.scopes };
      const [live] = await db
        .select({ id: locationApiKeys.id, locationId: locationApiKeys.locationId, scopes: locationApiKeys.scopes })
        .from(locationApiKeys)
        .where(and(eq(locationApiKeys.keyHash, hashKey(secret)), isNull(locationApiKeys.revokedAt)));
      return live ? { keyId: live.id, locationId: live.locationId, scopes: live.scopes } : null;
    },

    /** Whether a key may do what a route needs. */
    allows(caller: KeyCaller, scope: PosScope): boolean {
      return caller.scopes.includes(scope);
    },
  };
}
export type PosKeysService = ReturnType<typeof createPosKeysService>;
