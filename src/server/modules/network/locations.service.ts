import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, locationApiKeys, locationStatusHistory, locations, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { databaseErrorCode } from '../../lib/db-error';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import { profileNames } from '../../lib/profile-names';
import { type AuditService } from '../audit/audit.service';
import { LOCATION_MESSAGES, locationCodeTakenMessage } from '../../../shared/network.contracts';
import { manilaToday } from '../../../shared/time';
import type {
  Location,
  LocationDetail,
  LocationStatus,
  ZLocationInput,
  ZLocationQuery,
  ZLocationStatusInput,
  ZLocationUpdate,
} from '../../../shared/network.contracts';
import { changedFields } from '../../lib/changed-fields';
import { containsPattern } from '../../lib/sql-like';

type Query = ReturnType<typeof ZLocationQuery.parse>;
type Input = ReturnType<typeof ZLocationInput.parse>;
type Update = ReturnType<typeof ZLocationUpdate.parse>;
type StatusInput = ReturnType<typeof ZLocationStatusInput.parse>;
/** Who makes a change and from where (for the audit log). */
export interface Who {
  actor: Actor;
  ip: string | null;
}

const selection = {
  l: locations,
  brandName: brands.name,
  ownerName: userProfiles.fullName,
  ownerEmail: userProfiles.email,
};
type Selected = { l: typeof locations.$inferSelect; brandName: string; ownerName: string | null; ownerEmail: string | null };

function toDto(r: Selected): Location {
  const l = r.l;
  return {
    id: l.id,
    code: l.code,
    name: l.name,
    brandId: l.brandId,
    brandName: r.brandName,
    ownerId: l.ownerId,
    ownerName: l.ownerId ? r.ownerName : null,
    ownerEmail: l.ownerId ? r.ownerEmail : null,
    addressLine: l.addressLine,
    city: l.city,
    province: l.province,
    latitude: l.latitude,
    longitude: l.longitude,
    phone: l.phone,
    email: l.email,
    status: l.status,
    openedOn: l.openedOn,
    closedOn: l.closedOn,
    operatingHours: l.operatingHours ?? null,
    monthlySalesTargetCentavos: l.monthlySalesTargetCentavos === null ? null : Number(l.monthlySalesTargetCentavos),
    royaltyRateBps: l.royaltyRateBps,
    marketingFeeRateBps: l.marketingFeeRateBps,
    createdAt: l.createdAt.toISOString(),
  };
}

/** Fields of the DTO that an audit entry shows (names, not joins). */
function auditView(l: Location) {
  const { brandName: _b, ownerName: _n, ownerEmail: _e, createdAt: _c, id: _i, ...rest } = l;
  return rest;
}

/**
 * Franchise locations: head office creates, edits and moves them through their lifecycle (with history);
 * franchisees read their own, read-only, through row-level security. Every write is audited.
 */
export function createLocationsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  const base = (tx: Tx) =>
    tx
      .select(selection)
      .from(locations)
      .innerJoin(brands, eq(brands.id, locations.brandId))
      .leftJoin(userProfiles, eq(userProfiles.id, locations.ownerId));

  async function one(tx: Tx, id: string): Promise<Location> {
    const [row] = await base(tx).where(eq(locations.id, id));
    if (!row) throw AppError.notFound(LOCATION_MESSAGES.NOT_FOUND);
    return toDto(row);
  }

  async function history(tx: Tx, id: string) {
    const rows = await tx
      .select()
      .from(locationStatusHistory)
      .where(eq(locationStatusHistory.locationId, id))
      .orderBy(desc(locationStatusHistory.changedAt), desc(locationStatusHistory.id));
    // Names of head-office staff are not visible to a franchisee under RLS; the history shows them anyway.
    const names = await profileNames(
      tx,
      rows.map((r) => r.changedBy),
    );
    return rows.map((r) => ({
      id: r.id,
      fromStatus: r.fromStatus,
      toStatus: r.toStatus,
      note: r.note,
      changedByName: r.changedBy ? (names.get(r.changedBy) ?? null) : null,
      changedAt: r.changedAt.toISOString(),
    }));
  }

  async function detailIn(tx: Tx, id: string): Promise<LocationDetail> {
    return { ...(await one(tx, id)), history: await history(tx, id) };
  }

  async function list(actor: Actor, q: Query) {
    return withRls(db, actor, async (tx) => {
      const f: (SQL | undefined)[] = [];
      if (q.search) {
        const p = containsPattern(q.search);
        f.push(or(ilike(locations.code, p), ilike(locations.name, p), ilike(locations.city, p), ilike(locations.province, p)));
      }
      if (q.brandId) f.push(eq(locations.brandId, q.brandId));
      if (q.status) f.push(eq(locations.status, q.status));
      if (q.ownerId) f.push(eq(locations.ownerId, q.ownerId));
      const where = and(...f);
      const rows = await base(tx).where(where).orderBy(asc(locations.code)).limit(q.limit).offset(q.offset);
      const [{ total }] = await tx.select({ total: count() }).from(locations).where(where);
      return { items: rows.map(toDto), total };
    });
  }

  async function get(actor: Actor, id: string): Promise<LocationDetail> {
    return withRls(db, actor, (tx) => detailIn(tx, id));
  }

  async function assertBrand(tx: Tx, brandId: string) {
    const [b] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    if (!b) throw AppError.validation(LOCATION_MESSAGES.BRAND_NOT_FOUND, { fieldErrors: { brandId: [LOCATION_MESSAGES.BRAND_NOT_FOUND] } });
  }

  async function assertFranchisee(tx: Tx, ownerId: string) {
    const [p] = await tx.select({ role: userProfiles.role }).from(userProfiles).where(eq(userProfiles.id, ownerId));
    if (!p || p.role !== 'franchisee') {
      throw AppError.validation(LOCATION_MESSAGES.OWNER_NOT_FRANCHISEE, {
        fieldErrors: { ownerId: [LOCATION_MESSAGES.OWNER_NOT_FRANCHISEE] },
      });
    }
  }

  function duplicateCode(code: string) {
    return (err: unknown): never => {
      if (databaseErrorCode(err) === '23505') {
        const message = locationCodeTakenMessage(code);
        throw AppError.of('DUPLICATE_RESOURCE', message, { fieldErrors: { code: [message] } });
      }
      throw err;
    };
  }

  async function create(who: Who, input: Input): Promise<LocationDetail> {
    // A store in `opening` has an opening project (decision 021): it is made from the openings board, not here.
    if (input.status === 'opening') {
      throw AppError.of('DUPLICATE_RESOURCE', LOCATION_MESSAGES.STARTS_FROM_OPENING, {
        fieldErrors: { status: [LOCATION_MESSAGES.STARTS_FROM_OPENING] },
      });
    }
    return withRls(db, who.actor, async (tx) => {
      await assertBrand(tx, input.brandId);
      if (input.ownerId) await assertFranchisee(tx, input.ownerId);
      const today = manilaToday();
      const [row] = await tx
        .insert(locations)
        .values({
          code: input.code,
          name: input.name,
          brandId: input.brandId,
          ownerId: input.ownerId ?? null,
          addressLine: input.addressLine,
          city: input.city,
          province: input.province,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          phone: input.phone,
          email: input.email ?? null,
          status: input.status,
          openedOn: input.openedOn ?? (input.status === 'open' ? today : null),
          closedOn: input.closedOn ?? (input.status === 'closed' ? today : null),
          operatingHours: input.operatingHours ?? null,
          monthlySalesTargetCentavos: input.monthlySalesTargetCentavos ?? null,
          royaltyRateBps: input.royaltyRateBps ?? null,
          marketingFeeRateBps: input.marketingFeeRateBps ?? null,
        })
        .returning({ id: locations.id })
        .catch(duplicateCode(input.code));
      await tx
        .insert(locationStatusHistory)
        .values({ locationId: row.id, fromStatus: null, toStatus: input.status, note: 'Location created', changedBy: who.actor.userId });
      const detail = await detailIn(tx, row.id);
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'location.created',
        targetType: 'location',
        targetId: row.id,
        targetLabel: `${detail.code} ${detail.name}`,
        after: auditView(detail),
        ip: who.ip,
      });
      return detail;
    });
  }

  async function update(who: Who, id: string, patch: Update): Promise<LocationDetail> {
    return withRls(db, who.actor, async (tx) => {
      const [locked] = await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, id)).for('update');
      if (!locked) throw AppError.notFound(LOCATION_MESSAGES.NOT_FOUND);
      const before = await one(tx, id);
      if (patch.brandId) await assertBrand(tx, patch.brandId);
      if (patch.ownerId) await assertFranchisee(tx, patch.ownerId);
      const set: Partial<typeof locations.$inferInsert> = {};
      for (const [k, v] of Object.entries(patch) as [keyof Update, unknown][]) {
        if (v !== undefined) (set as Record<string, unknown>)[k] = v;
      }
      // A new owner takes the location over today (decision 019): what came before stays the previous owner's.
      if (patch.ownerId !== undefined && patch.ownerId !== before.ownerId) set.ownerSince = patch.ownerId ? manilaToday() : null;
      if (Object.keys(set).length)
        await tx
          .update(locations)
          .set(set)
          .where(eq(locations.id, id))
          .catch(duplicateCode(patch.code ?? before.code));
      // The store's POS keys were set up by, and answer to, the previous owner: they stop with the change of hands.
      if (set.ownerSince !== undefined) await revokePosKeys(tx, who, id, `${before.code} ${before.name}`);
      const after = await one(tx, id);
      const diff = changedFields(auditView(before), auditView(after));
      if (Object.keys(diff.after).length) {
        await audit.record(tx, {
          actorId: who.actor.userId,
          action: 'location.updated',
          targetType: 'location',
          targetId: id,
          targetLabel: `${after.code} ${after.name}`,
          ...diff,
          ip: who.ip,
        });
      }
      return { ...after, history: await history(tx, id) };
    });
  }

  async function revokePosKeys(tx: Tx, who: Who, locationId: string, label: string) {
    // The server's rule, whoever of head office moves the store: written with the owner's rights.
    const revoked = await asOwner(tx, () =>
      tx
        .update(locationApiKeys)
        .set({ revokedAt: new Date(), revokedBy: who.actor.userId })
        .where(and(eq(locationApiKeys.locationId, locationId), isNull(locationApiKeys.revokedAt)))
        .returning({ id: locationApiKeys.id, name: locationApiKeys.name, prefix: locationApiKeys.prefix }),
    );
    for (const key of revoked) {
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'pos_key.revoked',
        targetType: 'location',
        targetId: locationId,
        targetLabel: label,
        before: { keyId: key.id, name: key.name, prefix: key.prefix },
        after: { reason: 'owner changed' },
        ip: who.ip,
      });
    }
  }

  /** Moves a location through its lifecycle; the history records from → to, the note and who. */
  async function changeStatus(who: Who, id: string, input: StatusInput): Promise<LocationDetail> {
    return withRls(db, who.actor, async (tx) => {
      const [row] = await tx.select().from(locations).where(eq(locations.id, id)).for('update');
      if (!row) throw AppError.notFound(LOCATION_MESSAGES.NOT_FOUND);
      const from = row.status as LocationStatus;
      if (from === input.status) throw AppError.of('DUPLICATE_RESOURCE', LOCATION_MESSAGES.SAME_STATUS);
      // `opening` belongs to the store's opening project (decision 021): the openings board opens the store (checking
      // its critical items, completing the project, setting the opening date, notifying), and a store starts opening
      // with its project. A status change here would skip all of that.
      if (from === 'opening') throw AppError.of('DUPLICATE_RESOURCE', LOCATION_MESSAGES.OPENS_FROM_BOARD);
      if (input.status === 'opening') {
        throw AppError.of('DUPLICATE_RESOURCE', LOCATION_MESSAGES.STARTS_FROM_OPENING, {
          fieldErrors: { status: [LOCATION_MESSAGES.STARTS_FROM_OPENING] },
        });
      }
      const day = input.effectiveOn ?? manilaToday();
      const set: Partial<typeof locations.$inferInsert> = { status: input.status };
      if (input.status === 'open' && !row.openedOn) set.openedOn = day;
      if (input.status === 'closed' && !row.closedOn) set.closedOn = day;
      await tx.update(locations).set(set).where(eq(locations.id, id));
      await tx
        .insert(locationStatusHistory)
        .values({ locationId: id, fromStatus: from, toStatus: input.status, note: input.note || null, changedBy: who.actor.userId });
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'location.status_changed',
        targetType: 'location',
        targetId: id,
        targetLabel: `${row.code} ${row.name}`,
        before: { status: from, openedOn: row.openedOn, closedOn: row.closedOn },
        after: {
          status: input.status,
          openedOn: set.openedOn ?? row.openedOn,
          closedOn: set.closedOn ?? row.closedOn,
          note: input.note ?? null,
        },
        ip: who.ip,
      });
      return detailIn(tx, id);
    });
  }

  return { list, get, create, update, changeStatus };
}
export type LocationsService = ReturnType<typeof createLocationsService>;
