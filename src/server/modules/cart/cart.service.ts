import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, productBrands, products, warehouseStock } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { availabilityOf } from '../../../shared/catalog.contracts';
import {
  aboveMaxMessage,
  computeTotals,
  quantityRule,
  type Cart,
  type CartIssue,
  type CartLine,
  type OrderingLocation,
} from '../../../shared/cart.contracts';
import { formatPeso } from '../../../shared/money';
import { formatQuantity } from '../../../shared/units';
import type { OrderingLocationService } from './ordering-location.service';

export const NOT_LINKED_MESSAGE =
  'Your account is not linked to a franchise location yet. Head office must assign you a location before you can order.';

interface ProductState {
  id: string;
  sku: string;
  name: string;
  imageUrl: string | null;
  unit: string;
  priceCentavos: number;
  minOrderQty: number;
  maxOrderQty: number | null;
  active: boolean;
  available: number;
  reorderLevel: number;
  forBrand: boolean;
}

/** Every rule a cart line must meet, as messages the user can act on (nothing is fixed silently). */
export function lineIssues(p: ProductState, quantity: number, priceAtAdd: number, brandName: string): CartIssue[] {
  const issues: CartIssue[] = [];
  if (!p.active) issues.push({ code: 'INACTIVE', message: 'This product is no longer available. Remove it to continue.' });
  else if (!p.forBrand) issues.push({ code: 'NOT_AVAILABLE_FOR_BRAND', message: `Not available for ${brandName}. Remove it to continue.` });
  if (quantity < p.minOrderQty) issues.push({ code: 'BELOW_MIN', message: `Minimum order is ${formatQuantity(p.minOrderQty, p.unit)}.` });
  if (p.maxOrderQty !== null && quantity > p.maxOrderQty)
    issues.push({ code: 'ABOVE_MAX', message: `Maximum order is ${formatQuantity(p.maxOrderQty, p.unit)}.` });
  if (p.active && quantity > p.available) {
    issues.push({ code: 'INSUFFICIENT_STOCK', message: p.available === 0 ? 'Out of stock.' : `Only ${p.available} available.` });
  }
  if (priceAtAdd !== p.priceCentavos) {
    issues.push({
      code: 'PRICE_CHANGED',
      message: `Price changed from ${formatPeso(priceAtAdd)} to ${formatPeso(p.priceCentavos)}. Accept the new price to continue.`,
    });
  }
  return issues;
}

/** The server-side cart of a franchisee for their selected location. Every change is validated here. */
export function createCartService(deps: { db: Db; orderingLocations: OrderingLocationService }) {
  const { db } = deps;

  async function productStates(tx: Tx | Db, ids: string[], brandId: string): Promise<Map<string, ProductState>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select({
        p: products,
        onHand: warehouseStock.onHand,
        reserved: warehouseStock.reserved,
        reorderLevel: warehouseStock.reorderLevel,
        forBrand: sql<boolean>`exists (select 1 from ${productBrands} pb where pb.product_id = ${products.id} and pb.brand_id = ${brandId})`,
      })
      .from(products)
      .leftJoin(warehouseStock, eq(warehouseStock.productId, products.id))
      .where(inArray(products.id, ids));
    return new Map(
      rows.map(({ p, onHand, reserved, reorderLevel, forBrand }) => [
        p.id,
        {
          id: p.id,
          sku: p.sku,
          name: p.name,
          imageUrl: p.imageUrl,
          unit: p.unit,
          priceCentavos: p.priceCentavos,
          minOrderQty: p.minOrderQty,
          maxOrderQty: p.maxOrderQty,
          active: p.active,
          available: Math.max(0, (onHand ?? 0) - (reserved ?? 0)),
          reorderLevel: reorderLevel ?? 0,
          forBrand: Boolean(forBrand),
        },
      ]),
    );
  }

  async function requireLocation(tx: Tx, actor: Actor): Promise<OrderingLocation> {
    const { selected } = await deps.orderingLocations.currentIn(tx, actor);
    if (!selected) throw (await deps.orderingLocations.noLocationError(tx)) ?? AppError.of('PERMISSION_DENIED', NOT_LINKED_MESSAGE);
    return selected;
  }

  async function buildCart(tx: Tx, actor: Actor, location: OrderingLocation | null): Promise<Cart> {
    if (!location) return { location: null, lines: [], summary: { ...computeTotals(0), itemCount: 0 }, canCheckout: false };
    const items = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, actor.userId), eq(cartItems.locationId, location.id)))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    const states = await productStates(
      tx,
      items.map((i) => i.productId),
      location.brand.id,
    );
    const lines: CartLine[] = items.map((item) => {
      const p = states.get(item.productId)!;
      return {
        id: item.id,
        productId: p.id,
        sku: p.sku,
        name: p.name,
        imageUrl: p.imageUrl,
        unit: p.unit,
        unitPriceCentavos: p.priceCentavos,
        priceAtAddCentavos: item.priceAtAddCentavos,
        quantity: item.quantity,
        lineTotalCentavos: p.priceCentavos * item.quantity,
        minOrderQty: p.minOrderQty,
        maxOrderQty: p.maxOrderQty,
        availability: availabilityOf(p.available, 0, p.reorderLevel),
        issues: lineIssues(p, item.quantity, item.priceAtAddCentavos, location.brand.name),
      };
    });
    const subtotal = lines.reduce((s, l) => s + l.lineTotalCentavos, 0);
    return {
      location,
      lines,
      summary: { ...computeTotals(subtotal), itemCount: lines.length },
      canCheckout: lines.length > 0 && lines.every((l) => l.issues.length === 0),
    };
  }

  /**
   * Refuses a quantity the product cannot take, naming the product; the field message states the rule, and above
   * the maximum how many are already in the cart (`inCart`: the line's quantity before an add; 0 for a new line or an edit).
   */
  function assertOrderable(p: ProductState | undefined, quantity: number, brandName: string, checkStock: boolean, inCart = 0) {
    if (!p || !p.forBrand) throw AppError.notFound(`This product is not available for ${brandName}.`);
    if (!p.active) throw AppError.validation(`${p.name} is no longer available.`);
    const rule = quantityRule(p.minOrderQty, p.maxOrderQty);
    if (quantity < p.minOrderQty)
      throw AppError.validation(`Minimum order for ${p.name} is ${formatQuantity(p.minOrderQty, p.unit)}.`, {
        fieldErrors: { quantity: [rule] },
      });
    if (p.maxOrderQty !== null && quantity > p.maxOrderQty) {
      if (inCart > 0) {
        const msg = aboveMaxMessage(p.maxOrderQty, inCart);
        throw AppError.validation(msg, { fieldErrors: { quantity: [msg] }, inCart });
      }
      throw AppError.validation(`Maximum order for ${p.name} is ${formatQuantity(p.maxOrderQty, p.unit)}.`, {
        fieldErrors: { quantity: [rule] },
      });
    }
    if (checkStock && quantity > p.available) {
      const msg = p.available === 0 ? `${p.name} is out of stock.` : `Only ${p.available} of ${p.name} available.`;
      throw AppError.validation(msg, { fieldErrors: { quantity: [msg] } });
    }
  }

  const run = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => withRls(db, actor, fn);

  async function get(actor: Actor): Promise<Cart> {
    return run(actor, async (tx) => buildCart(tx, actor, (await deps.orderingLocations.currentIn(tx, actor)).selected));
  }

  async function count(actor: Actor): Promise<number> {
    return run(actor, async (tx) => {
      const { selected } = await deps.orderingLocations.currentIn(tx, actor);
      if (!selected) return 0;
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(cartItems)
        .where(and(eq(cartItems.userId, actor.userId), eq(cartItems.locationId, selected.id)));
      return n;
    });
  }

  /** Adds to the product's line (or starts one) at today's price. */
  async function addIn(tx: Tx, actor: Actor, location: OrderingLocation, productId: string, quantity: number, checkStock = true) {
    const [existing] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, actor.userId), eq(cartItems.locationId, location.id), eq(cartItems.productId, productId)));
    const states = await productStates(tx, [productId], location.brand.id);
    const p = states.get(productId);
    const total = (existing?.quantity ?? 0) + quantity;
    assertOrderable(p, total, location.brand.name, checkStock, existing?.quantity ?? 0);
    await tx
      .insert(cartItems)
      .values({ userId: actor.userId, locationId: location.id, productId, quantity: total, priceAtAddCentavos: p!.priceCentavos })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.locationId, cartItems.productId],
        set: { quantity: total, priceAtAddCentavos: p!.priceCentavos, updatedAt: new Date() },
      });
  }

  async function addLine(actor: Actor, productId: string, quantity: number): Promise<Cart> {
    return run(actor, async (tx) => {
      const location = await requireLocation(tx, actor);
      await addIn(tx, actor, location, productId, quantity);
      return buildCart(tx, actor, location);
    });
  }

  async function ownLine(tx: Tx, actor: Actor, lineId: string) {
    const [line] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, actor.userId)));
    if (!line) throw AppError.notFound('That cart line no longer exists. Refresh your cart.');
    return line;
  }

  async function updateLine(actor: Actor, lineId: string, quantity: number): Promise<Cart> {
    return run(actor, async (tx) => {
      const location = await requireLocation(tx, actor);
      const line = await ownLine(tx, actor, lineId);
      const p = (await productStates(tx, [line.productId], location.brand.id)).get(line.productId);
      assertOrderable(p, quantity, location.brand.name, true, line.quantity);
      await tx.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, lineId));
      return buildCart(tx, actor, location);
    });
  }

  async function acceptPrice(actor: Actor, lineId: string): Promise<Cart> {
    return run(actor, async (tx) => {
      const location = await requireLocation(tx, actor);
      const line = await ownLine(tx, actor, lineId);
      const [p] = await tx.select({ price: products.priceCentavos }).from(products).where(eq(products.id, line.productId));
      await tx.update(cartItems).set({ priceAtAddCentavos: p.price, updatedAt: new Date() }).where(eq(cartItems.id, lineId));
      return buildCart(tx, actor, location);
    });
  }

  async function removeLine(actor: Actor, lineId: string): Promise<Cart> {
    return run(actor, async (tx) => {
      const location = await requireLocation(tx, actor);
      await ownLine(tx, actor, lineId);
      await tx.delete(cartItems).where(eq(cartItems.id, lineId));
      return buildCart(tx, actor, location);
    });
  }

  async function clear(actor: Actor): Promise<Cart> {
    return run(actor, async (tx) => {
      const location = await requireLocation(tx, actor);
      await tx.delete(cartItems).where(and(eq(cartItems.userId, actor.userId), eq(cartItems.locationId, location.id)));
      return buildCart(tx, actor, location);
    });
  }

  return { get, count, addLine, updateLine, acceptPrice, removeLine, clear, buildCart, addIn, requireLocation, productStates };
}
export type CartService = ReturnType<typeof createCartService>;
