import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  categories,
  locationStock,
  locations,
  orders,
  productBrands,
  products,
  stockAlerts,
  stockMovements,
  userProfiles,
  warehouseStock,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor } from '../../lib/rls';
import type {
  LocationStockRow,
  Movement,
  StockAlert,
  WarehouseRow,
  WarehouseStock,
  ZMovementQuery,
  ZWarehouseStockQuery,
  WarehouseSort,
} from '../../../shared/inventory.contracts';
import type { StockLedger } from './stock-ledger';
import type { CartService } from '../cart/cart.service';
import { orderingSelections } from '../../db/schema';

type WQuery = ReturnType<typeof ZWarehouseStockQuery.parse>;
type MQuery = ReturnType<typeof ZMovementQuery.parse>;

const available = sql`${warehouseStock.onHand} - ${warehouseStock.reserved}`;
/** ORDER BY per warehouse sort; the product id breaks ties so paging never repeats or skips a row. */
const WAREHOUSE_SORT_SQL: Record<WarehouseSort, SQL[]> = {
  name_asc: [asc(products.name), asc(products.id)],
  name_desc: [desc(products.name), desc(products.id)],
  available_asc: [asc(available), asc(products.id)],
  available_desc: [desc(available), asc(products.id)],
  value_desc: [sql`${warehouseStock.onHand} * ${products.priceCentavos} desc`, asc(products.id)],
};

/** Suggest ordering up to the max level when at or below the reorder point, within the product's order limits. */
export function suggestedQuantity(
  quantity: number,
  reorderPoint: number,
  maxLevel: number,
  minOrder: number,
  maxOrder: number | null,
): number {
  if (quantity > reorderPoint) return 0;
  const wanted = Math.max(maxLevel - quantity, minOrder);
  return maxOrder === null ? wanted : Math.min(wanted, maxOrder);
}

export function createInventoryService(deps: { db: Db; ledger: StockLedger; cart: CartService }) {
  const { db } = deps;

  async function warehouseRows(
    where: SQL | undefined,
    limit: number,
    offset: number,
    sort: WarehouseSort = 'name_asc',
  ): Promise<WarehouseRow[]> {
    const rows = await db
      .select({ p: products, s: warehouseStock, category: categories.name })
      .from(warehouseStock)
      .innerJoin(products, eq(products.id, warehouseStock.productId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...WAREHOUSE_SORT_SQL[sort])
      .limit(limit)
      .offset(offset);
    const ids = rows.map((r) => r.p.id);
    const brandRows = ids.length
      ? await db
          .select({ productId: productBrands.productId, name: brands.name })
          .from(productBrands)
          .innerJoin(brands, eq(brands.id, productBrands.brandId))
          .where(inArray(productBrands.productId, ids))
      : [];
    return rows.map(({ p, s, category }) => {
      const available = s.onHand - s.reserved;
      return {
        productId: p.id,
        sku: p.sku,
        name: p.name,
        category,
        brands: brandRows.filter((b) => b.productId === p.id).map((b) => b.name),
        unit: p.unit,
        priceCentavos: p.priceCentavos,
        onHand: s.onHand,
        reserved: s.reserved,
        available,
        reorderLevel: s.reorderLevel,
        maxLevel: s.maxLevel,
        low: available <= s.reorderLevel,
        stockValueCentavos: s.onHand * p.priceCentavos,
      };
    });
  }

  async function warehouse(q: WQuery): Promise<WarehouseStock> {
    const f: SQL[] = [];
    if (q.q) f.push(or(ilike(products.name, `%${q.q}%`), ilike(products.sku, `%${q.q}%`))!);
    if (q.brandId)
      f.push(sql`exists (select 1 from ${productBrands} pb where pb.product_id = ${products.id} and pb.brand_id = ${q.brandId})`);
    if (q.categoryId) f.push(eq(products.categoryId, q.categoryId));
    if (q.lowOnly) f.push(sql`${warehouseStock.onHand} - ${warehouseStock.reserved} <= ${warehouseStock.reorderLevel}`);
    const where = and(...f);
    const [totals] = await db
      .select({
        total: count(),
        onHand: sql<number>`coalesce(sum(${warehouseStock.onHand}), 0)::int`,
        reserved: sql<number>`coalesce(sum(${warehouseStock.reserved}), 0)::int`,
        value: sql<number>`coalesce(sum(${warehouseStock.onHand}::bigint * ${products.priceCentavos}), 0)::bigint`,
        low: sql<number>`count(*) filter (where ${warehouseStock.onHand} - ${warehouseStock.reserved} <= ${warehouseStock.reorderLevel})::int`,
      })
      .from(warehouseStock)
      .innerJoin(products, eq(products.id, warehouseStock.productId))
      .where(where);
    return {
      items: await warehouseRows(where, q.limit, q.offset, q.sort),
      total: totals.total,
      totals: {
        onHand: Number(totals.onHand),
        reserved: Number(totals.reserved),
        available: Number(totals.onHand) - Number(totals.reserved),
        stockValueCentavos: Number(totals.value),
        lowCount: Number(totals.low),
      },
    };
  }

  async function one(productId: string): Promise<WarehouseRow> {
    const [row] = await warehouseRows(eq(products.id, productId), 1, 0);
    if (!row) throw AppError.notFound();
    return row;
  }

  async function receive(actor: Actor, productId: string, quantity: number, reason: string | undefined): Promise<WarehouseRow> {
    await one(productId);
    await db.transaction((tx) =>
      deps.ledger.warehouse(tx, {
        productId,
        kind: 'receipt',
        onHandDelta: quantity,
        reason: reason || 'Supplier delivery',
        actorId: actor.userId,
      }),
    );
    return one(productId);
  }

  async function adjust(
    actor: Actor,
    productId: string,
    delta: number,
    kind: 'adjustment' | 'waste',
    reason: string,
  ): Promise<WarehouseRow> {
    const before = await one(productId);
    const done = await db.transaction((tx) =>
      deps.ledger.warehouse(tx, { productId, kind, onHandDelta: delta, reason, actorId: actor.userId }),
    );
    if (!done) {
      throw AppError.validation(`On hand cannot go below the ${before.reserved} units reserved for orders (it is ${before.onHand}).`, {
        fieldErrors: { delta: [`At most ${before.onHand - before.reserved} units can be removed.`] },
      });
    }
    return one(productId);
  }

  async function setLevels(productId: string, levels: { reorderLevel?: number; maxLevel?: number | null }): Promise<WarehouseRow> {
    await one(productId);
    await db
      .update(warehouseStock)
      .set({ ...levels, updatedAt: new Date() })
      .where(eq(warehouseStock.productId, productId));
    return one(productId);
  }

  async function locationStockRows(actor: Actor, q: { locationId?: string; brandId?: string }): Promise<LocationStockRow[]> {
    return withRls(db, actor, async (tx) => {
      const f: SQL[] = [];
      if (actor.role === 'franchisee') f.push(eq(locations.ownerId, actor.userId));
      if (q.locationId) f.push(eq(locationStock.locationId, q.locationId));
      if (q.brandId) f.push(eq(locations.brandId, q.brandId));
      const rows = await tx
        .select({ s: locationStock, p: products, locationName: locations.name, brandId: locations.brandId })
        .from(locationStock)
        .innerJoin(locations, eq(locations.id, locationStock.locationId))
        .innerJoin(products, eq(products.id, locationStock.productId))
        .where(and(...f))
        .orderBy(asc(locations.name), asc(products.name));
      const enabled = rows.length
        ? await tx
            .select({ productId: productBrands.productId, brandId: productBrands.brandId })
            .from(productBrands)
            .where(inArray(productBrands.productId, [...new Set(rows.map((r) => r.p.id))]))
        : [];
      return rows.map(({ s, p, locationName, brandId }) => {
        const orderable = p.active && enabled.some((e) => e.productId === p.id && e.brandId === brandId);
        return {
          locationId: s.locationId,
          locationName,
          productId: p.id,
          sku: p.sku,
          name: p.name,
          unit: p.unit,
          quantity: s.quantity,
          reorderPoint: s.reorderPoint,
          maxLevel: s.maxLevel,
          low: s.quantity <= s.reorderPoint,
          suggestedQuantity: orderable ? suggestedQuantity(s.quantity, s.reorderPoint, s.maxLevel, p.minOrderQty, p.maxOrderQty) : 0,
          orderable,
        };
      });
    });
  }

  async function movements(actor: Actor, q: MQuery): Promise<{ items: Movement[]; total: number }> {
    const { rows, total } = await withRls(db, actor, async (tx) => {
      const f: SQL[] = [];
      if (q.productId) f.push(eq(stockMovements.productId, q.productId));
      if (q.locationId) f.push(eq(stockMovements.locationId, q.locationId));
      const where = and(...f);
      const found = await tx
        .select({ m: stockMovements, sku: products.sku, locationName: locations.name, orderNumber: orders.orderNumber })
        .from(stockMovements)
        .innerJoin(products, eq(products.id, stockMovements.productId))
        .leftJoin(locations, eq(locations.id, stockMovements.locationId))
        .leftJoin(orders, eq(orders.id, stockMovements.orderId))
        .where(where)
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(q.limit)
        .offset(q.offset);
      const [{ n }] = await tx.select({ n: count() }).from(stockMovements).where(where);
      return { rows: found, total: n };
    });
    // Names of head-office actors are not visible to a franchisee under RLS; read them with the server's
    // rights, after the RLS transaction (the embedded database has a single connection).
    const actorIds = [...new Set(rows.map((r) => r.m.actorId).filter((x): x is string => !!x))];
    const names = actorIds.length
      ? await db.select({ id: userProfiles.id, name: userProfiles.fullName }).from(userProfiles).where(inArray(userProfiles.id, actorIds))
      : [];
    return {
      items: rows.map(({ m, sku, locationName, orderNumber }) => ({
        id: m.id,
        kind: m.kind,
        productId: m.productId,
        sku,
        locationId: m.locationId,
        locationName,
        onHandDelta: m.onHandDelta,
        reservedDelta: m.reservedDelta,
        orderNumber,
        reason: m.reason,
        actorName: names.find((n) => n.id === m.actorId)?.name ?? null,
        createdAt: m.createdAt.toISOString(),
      })),
      total,
    };
  }

  async function alerts(actor: Actor): Promise<StockAlert[]> {
    return withRls(db, actor, async (tx) => {
      const rows = await tx
        .select({ a: stockAlerts, sku: products.sku, name: products.name, locationName: locations.name })
        .from(stockAlerts)
        .innerJoin(products, eq(products.id, stockAlerts.productId))
        .leftJoin(locations, eq(locations.id, stockAlerts.locationId))
        .where(actor.role === 'franchisee' ? eq(locations.ownerId, actor.userId) : undefined)
        .orderBy(sql`${stockAlerts.acknowledgedAt} is not null`, desc(stockAlerts.createdAt))
        .limit(200);
      return rows.map(({ a, sku, name, locationName }) => ({
        id: a.id,
        productId: a.productId,
        sku,
        name,
        locationId: a.locationId,
        locationName,
        available: a.available,
        reorderLevel: a.reorderLevel,
        createdAt: a.createdAt.toISOString(),
        acknowledgedAt: a.acknowledgedAt ? a.acknowledgedAt.toISOString() : null,
      }));
    });
  }

  async function acknowledge(actor: Actor, id: string): Promise<StockAlert> {
    await db
      .update(stockAlerts)
      .set({ acknowledgedAt: new Date(), acknowledgedBy: actor.userId })
      .where(and(eq(stockAlerts.id, id), isNull(stockAlerts.acknowledgedAt)));
    const found = (await alerts(actor)).find((a) => a.id === id);
    if (!found) throw AppError.notFound();
    return found;
  }

  /** Puts the suggested quantities of a location into the cart for review; checkout and approval as usual. */
  async function suggestedToCart(actor: Actor, locationId: string) {
    const rows = (await locationStockRows(actor, { locationId })).filter((r) => r.suggestedQuantity > 0);
    if (!rows.length && !(await locationStockRows(actor, { locationId })).length) {
      const owns = await withRls(
        db,
        actor,
        async (tx) => (await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId))).length > 0,
      );
      if (!owns) throw AppError.notFound('That location is not one of yours.');
    }
    const skipped: { sku: string; name: string; reason: string }[] = [];
    const cart = await withRls(db, actor, async (tx) => {
      await tx
        .insert(orderingSelections)
        .values({ userId: actor.userId, locationId })
        .onConflictDoUpdate({ target: orderingSelections.userId, set: { locationId, updatedAt: new Date() } });
      const location = await deps.cart.requireLocation(tx, actor);
      // Tops the cart up to the suggestion: asking twice does not double it.
      const inCart = new Map((await deps.cart.buildCart(tx, actor, location)).lines.map((l) => [l.productId, l.quantity]));
      for (const r of rows) {
        const missing = r.suggestedQuantity - (inCart.get(r.productId) ?? 0);
        if (missing <= 0) continue;
        try {
          await deps.cart.addIn(tx, actor, location, r.productId, missing, false);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          skipped.push({ sku: r.sku, name: r.name, reason: err.message });
        }
      }
      return deps.cart.buildCart(tx, actor, location);
    });
    return { cart, skipped };
  }

  return { warehouse, receive, adjust, setLevels, locationStock: locationStockRows, movements, alerts, acknowledge, suggestedToCart };
}
export type InventoryService = ReturnType<typeof createInventoryService>;
