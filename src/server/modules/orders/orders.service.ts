import { and, asc, count, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, locations, orderApprovals, orderItems, orderStatusHistory, orders, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { asOwner, withRls, type Actor, type Tx } from '../../lib/rls';
import type { StockLedger } from '../inventory/stock-ledger';
import type { AddressSnapshot, OrderDetail, OrderStatus, OrderSummary, ZOrderListQuery } from '../../../shared/orders.contracts';
import type { CartService } from '../cart/cart.service';
import { type OrderingLocationService } from '../cart/ordering-location.service';
import { locationMayOrder } from '../../../shared/network.contracts';
import { orderingSelections } from '../../db/schema';
import { publishOrderChange } from '../../lib/notification-bus';
import { statusConflict } from '../../lib/order-transitions';
import { manilaDayEnd, manilaDayStart } from '../../../shared/time';
import { cannotOrderError } from '../../lib/ordering-errors';
import { ORDER_SORT_SQL } from '../../lib/order-sorts';
import { containsPattern } from '../../lib/sql-like';
import { ORDER_SUMMARY_COLUMNS, toOrderSummary } from '../../lib/order-summary-columns';

type ListQuery = ReturnType<typeof ZOrderListQuery.parse>;
const isHeadOffice = (a: Actor) => a.role === 'franchisor' || a.role === 'admin';

/** A limit no owner reaches: it only stops PostgreSQL from merging the subquery below into the outer query. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * A franchisee's orders, read through their locations' index and named `orders` so the list's columns and sorts apply.
 * Merged into the outer query, PostgreSQL estimated every owner to hold an average location's orders and walked the
 * whole network's orders newest first to find a small owner's few (94 ms per page on 200,000 orders; 0.4 ms this way,
 * bench/README.md). The limit keeps it apart.
 */
function ownOrders(db: Db | Tx, actor: Actor) {
  const own = db.select({ id: locations.id }).from(locations).where(eq(locations.ownerId, actor.userId));
  return db.select().from(orders).where(inArray(orders.locationId, own)).limit(NO_LIMIT).as('orders');
}

/** Orders as their owners (and head office) see them. Visibility always goes through row-level security. */
export function createOrdersService(deps: {
  db: Db;
  cart: CartService;
  orderingLocations: OrderingLocationService;
  ledger: StockLedger;
  twoApproverThresholdCentavos: number;
}) {
  const { db } = deps;

  async function list(actor: Actor, q: ListQuery): Promise<{ items: OrderSummary[]; total: number }> {
    return withRls(db, actor, async (tx) => {
      const filters: SQL[] = [];
      if (q.q) filters.push(ilike(orders.orderNumber, containsPattern(q.q)));
      if (q.status) filters.push(eq(orders.status, q.status));
      if (q.from) filters.push(gte(orders.createdAt, manilaDayStart(q.from)));
      if (q.to) filters.push(lt(orders.createdAt, manilaDayEnd(q.to)));
      const where = and(...filters);
      const source = isHeadOffice(actor) ? orders : ownOrders(tx, actor);
      const rows = await tx
        .select(ORDER_SUMMARY_COLUMNS)
        .from(source)
        .innerJoin(locations, eq(locations.id, orders.locationId))
        .where(where)
        .orderBy(...ORDER_SORT_SQL[q.sort])
        .limit(q.limit)
        .offset(q.offset);
      const [{ total }] = await tx
        .select({ total: count() })
        .from(source)
        .innerJoin(locations, eq(locations.id, orders.locationId))
        .where(where);
      return {
        items: rows.map(toOrderSummary),
        total,
      };
    });
  }

  /** 404 unless row-level security lets the actor see the order. */
  async function assertVisible(actor: Actor, id: string): Promise<void> {
    const visible = await withRls(
      db,
      actor,
      async (tx) => (await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id))).length > 0,
    );
    if (!visible) throw AppError.notFound();
  }

  async function detail(actor: Actor, id: string): Promise<OrderDetail> {
    await assertVisible(actor, id);
    // Visible: names of head-office actors in the history are read with the server's rights.
    const [o] = await db
      .select({ order: orders, locationName: locations.name, placedBy: userProfiles.fullName })
      .from(orders)
      .innerJoin(locations, eq(locations.id, orders.locationId))
      .leftJoin(userProfiles, eq(userProfiles.id, orders.placedBy))
      .where(eq(orders.id, id));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.name));
    const history = await db
      .select({ h: orderStatusHistory, actorName: userProfiles.fullName })
      .from(orderStatusHistory)
      .leftJoin(userProfiles, eq(userProfiles.id, orderStatusHistory.actorId))
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
    const order = o.order;
    const [invoice] = await db
      .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber })
      .from(invoices)
      .where(eq(invoices.orderId, id));
    const shipped = order.carrier || order.trackingNumber;
    const [{ given }] = await db
      .select({ given: count() })
      .from(orderApprovals)
      .where(and(eq(orderApprovals.orderId, id), eq(orderApprovals.decision, 'approve')));
    const required = order.totalCentavos > deps.twoApproverThresholdCentavos ? 2 : 1;
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      location: { id: order.locationId, name: o.locationName },
      itemCount: items.length,
      totalCentavos: order.totalCentavos,
      createdAt: order.createdAt.toISOString(),
      placedBy: o.placedBy,
      items: items.map((i) => ({
        id: i.id,
        productId: i.productId,
        sku: i.sku,
        name: i.name,
        unitPriceCentavos: i.unitPriceCentavos,
        quantity: i.quantity,
        lineTotalCentavos: i.lineTotalCentavos,
      })),
      totals: {
        subtotalCentavos: order.subtotalCentavos,
        vatCentavos: order.vatCentavos,
        shippingCentavos: order.shippingCentavos,
        totalCentavos: order.totalCentavos,
      },
      notes: order.notes,
      shippingAddress: (order.shippingAddress as AddressSnapshot | null) ?? null,
      billingAddress: (order.billingAddress as AddressSnapshot | null) ?? null,
      paymentMethod: (order.paymentMethod as OrderDetail['paymentMethod']) ?? null,
      shipment: shipped
        ? {
            carrier: order.carrier,
            trackingNumber: order.trackingNumber,
            method: order.shippingMethod,
            estimatedDelivery: order.estimatedDelivery,
          }
        : null,
      history: history.map(({ h, actorName }) => ({
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        actorName,
        note: h.note,
        createdAt: h.createdAt.toISOString(),
      })),
      canCancel: order.status === 'pending_approval' && !isHeadOffice(actor),
      approvals: { given: Number(given), required },
      invoiceUrl: invoice ? `/api/invoices/${invoice.id}/pdf` : null,
      invoiceNumber: invoice?.invoiceNumber ?? null,
    };
  }

  /** Gives reserved warehouse units back (reject/cancel), through the ledger. Owner rights required. */
  async function releaseStock(tx: Tx | Db, orderId: string, actorId: string | null) {
    const lines = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    for (const l of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
      const done = await deps.ledger.warehouse(tx, {
        productId: l.productId,
        kind: 'release',
        reservedDelta: -l.quantity,
        orderId,
        actorId,
      });
      if (!done) throw new Error(`stock ledger refused to release ${l.quantity} of ${l.productId} for order ${orderId}`);
    }
  }

  /** A franchisee cancels their own order while it waits for approval; the stock goes back. */
  async function cancel(actor: Actor, id: string, reason: string): Promise<OrderDetail> {
    await assertVisible(actor, id);
    const moved = await withRls(db, actor, async (tx) => {
      const rows = await tx
        .update(orders)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending_approval')))
        .returning({ id: orders.id });
      if (rows.length === 0) return false;
      await asOwner(tx, () => releaseStock(tx, id, actor.userId));
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: id, fromStatus: 'pending_approval', toStatus: 'cancelled', actorId: actor.userId, note: reason });
      // No notification is stored for this, but head office's open queues must drop the order at once.
      await publishOrderChange(tx, { orderId: id, status: 'cancelled', ownerId: actor.userId });
      return true;
    });
    // Say what happened instead (read with the server's rights, after the row-level transaction).
    if (!moved) throw await statusConflict(db, id, 'cancelled', actor.userId);
    return detail(actor, id);
  }

  /** Refills the cart of the order's location with its items; products that can no longer be ordered are listed. */
  async function reorder(actor: Actor, id: string) {
    await assertVisible(actor, id);
    const [o] = await db.select({ locationId: orders.locationId }).from(orders).where(eq(orders.id, id));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const skipped: { sku: string; name: string; reason: string }[] = [];
    const cart = await withRls(db, actor, async (tx) => {
      const [own] = await tx.select({ id: locations.id, status: locations.status }).from(locations).where(eq(locations.id, o.locationId));
      if (!own) throw AppError.notFound('That location is not one of yours.');
      if (!locationMayOrder(own.status)) throw cannotOrderError(own.status);
      await tx
        .insert(orderingSelections)
        .values({ userId: actor.userId, locationId: o.locationId })
        .onConflictDoUpdate({ target: orderingSelections.userId, set: { locationId: o.locationId, updatedAt: new Date() } });
      const location = await deps.cart.requireLocation(tx, actor);
      for (const item of items) {
        try {
          // Stock is not checked here: a shortage shows on the cart line as a warning to act on.
          await deps.cart.addIn(tx, actor, location, item.productId, item.quantity, false);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          skipped.push({ sku: item.sku, name: item.name, reason: err.message });
        }
      }
      return deps.cart.buildCart(tx, actor, location);
    });
    return { cart, skipped };
  }

  return { list, detail, cancel, reorder, releaseStock, assertVisible };
}
export type OrdersService = ReturnType<typeof createOrdersService>;

export type { OrderStatus };
