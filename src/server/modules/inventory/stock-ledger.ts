import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locationStock, locations, products, stockAlerts, stockMovements, warehouseStock } from '../../db/schema';
import type { Tx } from '../../lib/rls';
import { activeHeadOfficeIds } from '../../lib/head-office';
import type { MovementKind } from '../../../shared/inventory.contracts';
import type { Notifier } from '../notifications/notifier';

type Conn = Tx | Db;

export interface WarehouseChange {
  productId: string;
  kind: MovementKind;
  onHandDelta?: number;
  reservedDelta?: number;
  orderId?: string | null;
  reason?: string | null;
  actorId?: string | null;
}

export interface LocationChange {
  locationId: string;
  productId: string;
  kind: MovementKind;
  delta: number;
  orderId?: string | null;
  reason?: string | null;
  actorId?: string | null;
}

/**
 * The only writer of stock quantities. Each change is applied with a guard (never below zero, never more
 * reserved than on hand) and recorded as a movement in the same transaction, so quantities always equal
 * the sum of their movements. Crossing the reorder level raises one alert until stock recovers.
 * Must run with the owner's rights (use `asOwner` inside a user's RLS transaction).
 */
export function createStockLedger(deps: { notifier: Notifier }) {
  /** Applies a warehouse change; returns null (and changes nothing) when the guard refuses it. */
  async function warehouse(tx: Conn, c: WarehouseChange) {
    const oh = c.onHandDelta ?? 0;
    const rd = c.reservedDelta ?? 0;
    await tx.insert(warehouseStock).values({ productId: c.productId }).onConflictDoNothing();
    const [row] = await tx
      .update(warehouseStock)
      .set({ onHand: sql`${warehouseStock.onHand} + ${oh}`, reserved: sql`${warehouseStock.reserved} + ${rd}`, updatedAt: new Date() })
      .where(
        and(
          eq(warehouseStock.productId, c.productId),
          sql`${warehouseStock.onHand} + ${oh} >= 0`,
          sql`${warehouseStock.reserved} + ${rd} >= 0`,
          sql`${warehouseStock.reserved} + ${rd} <= ${warehouseStock.onHand} + ${oh}`,
        ),
      )
      .returning();
    if (!row) return null;
    await tx.insert(stockMovements).values({
      productId: c.productId,
      locationId: null,
      kind: c.kind,
      onHandDelta: oh,
      reservedDelta: rd,
      orderId: c.orderId ?? null,
      reason: c.reason ?? null,
      actorId: c.actorId ?? null,
    });
    const available = row.onHand - row.reserved;
    if (available <= row.reorderLevel && !row.lowAlerted) {
      await tx.update(warehouseStock).set({ lowAlerted: true }).where(eq(warehouseStock.productId, c.productId));
      await tx.insert(stockAlerts).values({ productId: c.productId, locationId: null, available, reorderLevel: row.reorderLevel });
      const [p] = await tx.select().from(products).where(eq(products.id, c.productId));
      await deps.notifier.sendWith(tx, {
        type: 'low_stock_alert',
        recipientIds: await activeHeadOfficeIds(tx),
        product: { id: p.id, sku: p.sku, name: p.name, available, reorderLevel: row.reorderLevel },
        scope: { kind: 'warehouse' },
        actionUrl: '/inventory',
      });
    } else if (available > row.reorderLevel && row.lowAlerted) {
      await tx.update(warehouseStock).set({ lowAlerted: false }).where(eq(warehouseStock.productId, c.productId));
    }
    return row;
  }

  /** Applies a change to a location's stock; returns null when it would go below zero. */
  async function location(tx: Conn, c: LocationChange) {
    await tx.insert(locationStock).values({ locationId: c.locationId, productId: c.productId, quantity: 0 }).onConflictDoNothing();
    const [row] = await tx
      .update(locationStock)
      .set({ quantity: sql`${locationStock.quantity} + ${c.delta}`, updatedAt: new Date() })
      .where(
        and(
          eq(locationStock.locationId, c.locationId),
          eq(locationStock.productId, c.productId),
          sql`${locationStock.quantity} + ${c.delta} >= 0`,
        ),
      )
      .returning();
    if (!row) return null;
    await tx.insert(stockMovements).values({
      productId: c.productId,
      locationId: c.locationId,
      kind: c.kind,
      onHandDelta: c.delta,
      reservedDelta: 0,
      orderId: c.orderId ?? null,
      reason: c.reason ?? null,
      actorId: c.actorId ?? null,
    });
    if (row.quantity <= row.reorderPoint && !row.lowAlerted) {
      await tx
        .update(locationStock)
        .set({ lowAlerted: true })
        .where(and(eq(locationStock.locationId, c.locationId), eq(locationStock.productId, c.productId)));
      await tx
        .insert(stockAlerts)
        .values({ productId: c.productId, locationId: c.locationId, available: row.quantity, reorderLevel: row.reorderPoint });
      const [p] = await tx.select().from(products).where(eq(products.id, c.productId));
      const [loc] = await tx.select().from(locations).where(eq(locations.id, c.locationId));
      await deps.notifier.sendWith(tx, {
        type: 'low_stock_alert',
        recipientIds: [...(loc.ownerId ? [loc.ownerId] : []), ...(await activeHeadOfficeIds(tx))],
        product: { id: p.id, sku: p.sku, name: p.name, available: row.quantity, reorderLevel: row.reorderPoint },
        scope: { kind: 'location', locationId: loc.id, locationName: loc.name },
        actionUrl: '/franchisee/inventory-order',
      });
    } else if (row.quantity > row.reorderPoint && row.lowAlerted) {
      await tx
        .update(locationStock)
        .set({ lowAlerted: false })
        .where(and(eq(locationStock.locationId, c.locationId), eq(locationStock.productId, c.productId)));
    }
    return row;
  }

  return { warehouse, location };
}
export type StockLedger = ReturnType<typeof createStockLedger>;
