import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, locations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import type { Address, AddressData } from '../../../shared/addresses.contracts';

type Row = typeof addresses.$inferSelect;
const servesShipping = (t: Row['type']) => t === 'shipping' || t === 'both';
const servesBilling = (t: Row['type']) => t === 'billing' || t === 'both';

export const LOCATION_NOT_YOURS = 'Choose one of your own locations.';

export function toAddressDto(r: Row, locationName: string | null = null): Address {
  return {
    id: r.id,
    type: r.type,
    recipientName: r.recipientName,
    company: r.company,
    line1: r.line1,
    line2: r.line2,
    city: r.city,
    province: r.province,
    postalCode: r.postalCode,
    phone: r.phone,
    deliveryInstructions: r.deliveryInstructions,
    nickname: r.nickname,
    location: r.locationId ? { id: r.locationId, name: locationName } : null,
    isDefaultShipping: r.isDefaultShipping,
    isDefaultBilling: r.isDefaultBilling,
    createdAt: r.createdAt.toISOString(),
  };
}

/** A user's own addresses, one default per kind; every query under row-level security. */
export function createAddressesService(db: Db) {
  const run = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => withRls(db, actor, fn);

  async function own(tx: Tx, actor: Actor, id: string): Promise<Row> {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, actor.userId)));
    if (!row) throw AppError.notFound();
    return row;
  }

  /** The address with the name of its linked location (null when the user can no longer see it). */
  async function dto(tx: Tx, actor: Actor, id: string): Promise<Address> {
    const row = await own(tx, actor, id);
    if (!row.locationId) return toAddressDto(row);
    const [loc] = await tx
      .select({ name: locations.name, ownerId: locations.ownerId })
      .from(locations)
      .where(eq(locations.id, row.locationId));
    return toAddressDto(row, loc && loc.ownerId === actor.userId ? loc.name : null);
  }

  /** A franchisee links an address only to a location they own (head office has none to link). */
  async function assertOwnLocation(tx: Tx, actor: Actor, locationId: string | null | undefined) {
    if (!locationId) return;
    const [loc] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.ownerId, actor.userId)));
    if (!loc) throw AppError.validation(LOCATION_NOT_YOURS, { fieldErrors: { locationId: [LOCATION_NOT_YOURS] } });
  }

  async function setDefaultIn(tx: Tx, actor: Actor, id: string, kind: 'shipping' | 'billing') {
    const column = kind === 'shipping' ? 'isDefaultShipping' : 'isDefaultBilling';
    await tx
      .update(addresses)
      .set({ [column]: false })
      .where(and(eq(addresses.userId, actor.userId), eq(addresses[column], true)));
    await tx
      .update(addresses)
      .set({ [column]: true, updatedAt: new Date() })
      .where(eq(addresses.id, id));
  }

  /** The first address serving a kind becomes its default, so checkout always has something preselected. */
  async function fillMissingDefaults(tx: Tx, actor: Actor) {
    const rows = await tx.select().from(addresses).where(eq(addresses.userId, actor.userId)).orderBy(asc(addresses.createdAt));
    for (const kind of ['shipping', 'billing'] as const) {
      const serves = kind === 'shipping' ? servesShipping : servesBilling;
      const flag = kind === 'shipping' ? 'isDefaultShipping' : 'isDefaultBilling';
      // A default that no longer serves the kind (type edited) is dropped first.
      for (const r of rows) {
        if (r[flag] && !serves(r.type)) {
          await tx
            .update(addresses)
            .set({ [flag]: false })
            .where(eq(addresses.id, r.id));
          r[flag] = false;
        }
      }
      if (!rows.some((r) => r[flag])) {
        const first = rows.find((r) => serves(r.type));
        if (first) await setDefaultIn(tx, actor, first.id, kind);
      }
    }
  }

  async function list(actor: Actor): Promise<Address[]> {
    return run(actor, async (tx) => {
      const rows = await tx
        .select({ a: addresses, locationName: locations.name, locationOwner: locations.ownerId })
        .from(addresses)
        .leftJoin(locations, eq(locations.id, addresses.locationId))
        .where(eq(addresses.userId, actor.userId))
        .orderBy(desc(addresses.isDefaultShipping), asc(addresses.createdAt));
      return rows.map((r) => toAddressDto(r.a, r.locationOwner === actor.userId ? r.locationName : null));
    });
  }

  /** `data` is the validated contract output (routes validate with ZAddressInput). */
  async function create(actor: Actor, data: AddressData): Promise<Address> {
    const { makeDefault, ...input } = data;
    return run(actor, async (tx) => {
      await assertOwnLocation(tx, actor, input.locationId);
      const [row] = await tx
        .insert(addresses)
        .values({ ...input, userId: actor.userId })
        .returning();
      if (makeDefault) {
        if (servesShipping(row.type)) await setDefaultIn(tx, actor, row.id, 'shipping');
        if (servesBilling(row.type)) await setDefaultIn(tx, actor, row.id, 'billing');
      }
      await fillMissingDefaults(tx, actor);
      return dto(tx, actor, row.id);
    });
  }

  async function update(actor: Actor, id: string, data: AddressData): Promise<Address> {
    const { makeDefault, ...input } = data;
    return run(actor, async (tx) => {
      await own(tx, actor, id);
      await assertOwnLocation(tx, actor, input.locationId);
      await tx
        .update(addresses)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(addresses.id, id));
      if (makeDefault) {
        if (servesShipping(input.type)) await setDefaultIn(tx, actor, id, 'shipping');
        if (servesBilling(input.type)) await setDefaultIn(tx, actor, id, 'billing');
      }
      await fillMissingDefaults(tx, actor);
      return dto(tx, actor, id);
    });
  }

  async function remove(actor: Actor, id: string): Promise<void> {
    await run(actor, async (tx) => {
      await own(tx, actor, id);
      await tx.delete(addresses).where(eq(addresses.id, id));
      await fillMissingDefaults(tx, actor);
    });
  }

  async function setDefault(actor: Actor, id: string, kind: 'shipping' | 'billing'): Promise<Address> {
    return run(actor, async (tx) => {
      const row = await own(tx, actor, id);
      const serves = kind === 'shipping' ? servesShipping : servesBilling;
      if (!serves(row.type)) {
        throw AppError.validation(`This is a ${row.type} address; it cannot be the default ${kind} address.`);
      }
      await setDefaultIn(tx, actor, id, kind);
      return dto(tx, actor, id);
    });
  }

  return { list, create, update, remove, setDefault, own, servesShipping, servesBilling };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
