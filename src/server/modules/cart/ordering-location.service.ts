import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, locations, orderingSelections } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import type { OrderingLocation, OrderingLocations } from '../../../shared/ordering.contracts';

/**
 * Which location a franchisee orders for. Only their own active locations (row-level security on
 * locations); the choice persists, and a franchisee with locations always has one selected.
 */
export function createOrderingLocationService(db: Db) {
  async function ownLocations(tx: Tx): Promise<OrderingLocation[]> {
    const rows = await tx
      .select({ id: locations.id, name: locations.name, code: locations.code, city: locations.city, brandId: brands.id, brandName: brands.name, brandSlug: brands.slug })
      .from(locations)
      .innerJoin(brands, eq(brands.id, locations.brandId))
      .where(eq(locations.status, 'active'))
      .orderBy(asc(locations.name));
    return rows.map((r) => ({ id: r.id, name: r.name, code: r.code, city: r.city, brand: { id: r.brandId, name: r.brandName, slug: r.brandSlug } }));
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
      if (!all.some((l) => l.id === locationId)) throw AppError.notFound('That location is not one of yours.');
      await tx
        .insert(orderingSelections)
        .values({ userId: actor.userId, locationId })
        .onConflictDoUpdate({ target: orderingSelections.userId, set: { locationId, updatedAt: new Date() } });
      return { locations: all, selectedLocationId: locationId };
    });
  }

  return { get, select, currentIn };
}
export type OrderingLocationService = ReturnType<typeof createOrderingLocationService>;
