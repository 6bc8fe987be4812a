import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, locations, orderingSelections } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import type { OrderingLocation, OrderingLocations } from '../../../shared/cart.contracts';
import { ORDERING_LOCATION_STATUSES, locationMayOrder } from '../../../shared/network.contracts';
import { cannotOrderError } from '../../lib/ordering-errors';

/**
 * Which location a franchisee orders for. Only their own locations (row-level security on locations) whose
 * status lets them order (construction, training, open); the choice persists, and a franchisee with such a
 * location always has one selected. Closed and sold locations keep their orders readable but order no more.
 */
export function createOrderingLocationService(db: Db) {
  async function ownLocations(tx: Tx): Promise<OrderingLocation[]> {
    const rows = await tx
      .select({
        id: locations.id,
        name: locations.name,
        code: locations.code,
        city: locations.city,
        brandId: brands.id,
        brandName: brands.name,
        brandSlug: brands.slug,
      })
      .from(locations)
      .innerJoin(brands, eq(brands.id, locations.brandId))
      .where(inArray(locations.status, [...ORDERING_LOCATION_STATUSES]))
      .orderBy(asc(locations.name));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      code: r.code,
      city: r.city,
      brand: { id: r.brandId, name: r.brandName, slug: r.brandSlug },
    }));
  }

  /** The selected location inside an existing RLS transaction (auto-selecting the first one). */
  async function currentIn(tx: Tx, actor: Actor): Promise<{ all: OrderingLocation[]; selected: OrderingLocation | null }> {
    const all = await ownLocations(tx);
    const [sel] = await tx.select().from(orderingSelections).where(eq(orderingSelections.userId, actor.userId));
    let selected = all.find((l) => l.id === sel?.locationId) ?? null;
    if (!selected && all.length > 0) {
      selected = all[0];
      await tx
        .insert(orderingSelections)
        .values({ userId: actor.userId, locationId: selected.id })
        .onConflictDoUpdate({ target: orderingSelections.userId, set: { locationId: selected.id, updatedAt: new Date() } });
    }
    return { all, selected };
  }

  async function get(actor: Actor): Promise<OrderingLocations> {
    const { all, selected } = await withRls(db, actor, (tx) => currentIn(tx, actor));
    return { locations: all, selectedLocationId: selected?.id ?? null };
  }

  async function select(actor: Actor, locationId: string): Promise<OrderingLocations> {
    return withRls(db, actor, async (tx) => {
      const all = await ownLocations(tx);
      if (!all.some((l) => l.id === locationId)) {
        const [own] = await tx.select({ status: locations.status }).from(locations).where(eq(locations.id, locationId));
        if (own && !locationMayOrder(own.status)) throw cannotOrderError(own.status);
        throw AppError.notFound('That location is not one of yours.');
      }
      await tx
        .insert(orderingSelections)
        .values({ userId: actor.userId, locationId })
        .onConflictDoUpdate({ target: orderingSelections.userId, set: { locationId, updatedAt: new Date() } });
      return { locations: all, selectedLocationId: locationId };
    });
  }

  /**
   * When no location is selected: the refusal to give. An account whose own locations are all closed, sold or
   * still in planning gets that reason (409); one with no location at all gets null (the caller's "not linked").
   */
  async function noLocationError(tx: Tx): Promise<AppError | null> {
    const own = await tx.select({ status: locations.status }).from(locations);
    if (own.length === 0) return null;
    return cannotOrderError(own.some((l) => l.status !== 'planning') ? 'closed' : 'planning');
  }

  return { get, select, currentIn, noLocationError };
}
export type OrderingLocationService = ReturnType<typeof createOrderingLocationService>;
