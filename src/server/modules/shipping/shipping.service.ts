import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { locations, orderItems, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { databaseErrorCode } from '../../lib/db-error';
import type { Actor } from '../../lib/rls';
import type { DecisionResult, ShippingBoard, ZShip, ZShippingQuery } from '../../../shared/operations.contracts';
import { SHIPPING_STATUSES } from '../../../shared/operations.contracts';
import type { OrderDetail } from '../../../shared/orders.contracts';
import type { Notifier } from '../notifications/notifier';
import type { OrdersService } from '../orders/orders.service';
import type { InvoicesService } from '../invoices/invoices.service';
import type { StockLedger } from '../inventory/stock-ledger';
import { conflict, lockOrder, transition, type LockedOrder } from '../../lib/order-transitions';
import type { Tx } from '../../lib/rls';
import { containsPattern } from '../../lib/sql-like';

type Query = ReturnType<typeof ZShippingQuery.parse>;
type ShipData = ReturnType<typeof ZShip.parse>;

/** Processing → shipped → delivered, moving stock out of the warehouse and into the location. */
export function createShippingService(deps: {
  db: Db;
  notifier: Notifier;
  orders: OrdersService;
  invoices: InvoicesService;
  ledger: StockLedger;
}) {
  const { db } = deps;
  const ref = (o: LockedOrder) => ({ id: o.id, orderNumber: o.orderNumber, totalCentavos: o.totalCentavos });

  async function board(q: Query): Promise<ShippingBoard> {
    const filters: SQL[] = [q.status ? eq(orders.status, q.status) : inArray(orders.status, [...SHIPPING_STATUSES])];
    if (q.q) filters.push(ilike(orders.orderNumber, containsPattern(q.q)));
    const where = and(...filters);
    const rows = await db
      .select({
        o: orders,
        locationName: locations.name,
        itemCount: sql<number>`(select count(*)::int from ${orderItems} oi where oi.order_id = ${orders.id})`,
        approvedAt: sql<
          string | null
        >`(select max(h.created_at)::text from order_status_history h where h.order_id = ${orders.id} and h.to_status = 'approved')`,
      })
      .from(orders)
      .innerJoin(locations, eq(locations.id, orders.locationId))
      .where(where)
      .orderBy(
        sql`case ${orders.status} when 'approved' then 0 when 'processing' then 1 when 'shipped' then 2 else 3 end`,
        desc(orders.updatedAt),
      )
      .limit(q.limit)
      .offset(q.offset);
    const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
    const counts = rowsOf<{ ready: number; transit: number; delivered: number }>(
      await db.execute(sql`select count(*) filter (where status in ('approved', 'processing'))::int as ready,
                                  count(*) filter (where status = 'shipped')::int as transit,
                                  count(*) filter (where status = 'delivered')::int as delivered from orders`),
    )[0];
    const [avg] = rowsOf<{ days: number | null }>(
      await db.execute(sql`select avg(extract(epoch from d.created_at - a.created_at) / 86400)::float as days
        from order_status_history d
        join lateral (select max(created_at) as created_at from order_status_history a where a.order_id = d.order_id and a.to_status = 'approved') a on true
        where d.to_status = 'delivered' and a.created_at is not null`),
    );
    return {
      items: rows.map((r) => ({
        id: r.o.id,
        orderNumber: r.o.orderNumber,
        status: r.o.status,
        location: { id: r.o.locationId, name: r.locationName },
        itemCount: Number(r.itemCount),
        totalCentavos: r.o.totalCentavos,
        createdAt: r.o.createdAt.toISOString(),
        carrier: r.o.carrier,
        trackingNumber: r.o.trackingNumber,
        shippingMethod: r.o.shippingMethod,
        estimatedDelivery: r.o.estimatedDelivery,
        approvedAt: r.approvedAt ? new Date(r.approvedAt).toISOString() : null,
      })),
      total,
      counts: { readyToShip: Number(counts.ready), inTransit: Number(counts.transit), delivered: Number(counts.delivered) },
      averageDaysToDeliver: avg?.days === null || avg?.days === undefined ? null : Math.round(Number(avg.days) * 10) / 10,
    };
  }

  async function lines(tx: Tx | Db, orderId: string) {
    return tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
  }

  async function markProcessing(actor: Actor, orderId: string): Promise<OrderDetail> {
    await db.transaction(async (tx) => transition(tx, await lockOrder(tx, orderId), 'processing', actor.userId, null));
    return deps.orders.detail(actor, orderId);
  }

  /** Ship: the reserved units leave the warehouse. Tracking numbers are unique per carrier. */
  async function markShipped(actor: Actor, orderId: string, s: ShipData): Promise<OrderDetail> {
    await db
      .transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        await transition(tx, order, 'shipped', actor.userId, `${s.carrier} ${s.trackingNumber}`, {
          carrier: s.carrier,
          trackingNumber: s.trackingNumber,
          shippingMethod: s.shippingMethod,
          estimatedDelivery: s.estimatedDelivery,
        });
        for (const l of (await lines(tx, orderId)).sort((a, b) => a.productId.localeCompare(b.productId))) {
          const done = await deps.ledger.warehouse(tx, {
            productId: l.productId,
            kind: 'shipment',
            onHandDelta: -l.quantity,
            reservedDelta: -l.quantity,
            orderId,
            actorId: actor.userId,
          });
          if (!done) throw conflict('The warehouse does not hold the reserved units for this order any more. Check the inventory.');
        }
        if (order.ownerId) {
          await deps.notifier.sendWith(tx, {
            type: 'order_shipped',
            recipientIds: [order.ownerId],
            senderId: actor.userId,
            order: ref(order),
            carrier: s.carrier,
            trackingNumber: s.trackingNumber,
            estimatedDelivery: s.estimatedDelivery,
          });
        }
      })
      .catch((err) => {
        if (databaseErrorCode(err) === '23505') {
          throw AppError.of(
            'DUPLICATE_RESOURCE',
            `Tracking number ${s.trackingNumber} is already used for another ${s.carrier} shipment.`,
            {
              fieldErrors: { trackingNumber: [`Already used for another ${s.carrier} shipment.`] },
            },
          );
        }
        throw err;
      });
    return deps.orders.detail(actor, orderId);
  }

  /** Deliver: the units arrive in the location's stock. */
  async function markDelivered(actor: Actor, orderId: string): Promise<OrderDetail> {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      await transition(tx, order, 'delivered', actor.userId, null);
      for (const l of await lines(tx, orderId)) {
        await deps.ledger.location(tx, {
          locationId: order.locationId,
          productId: l.productId,
          kind: 'delivery',
          delta: l.quantity,
          orderId,
          actorId: actor.userId,
        });
      }
      if (order.ownerId)
        await deps.notifier.sendWith(tx, {
          type: 'order_delivered',
          recipientIds: [order.ownerId],
          senderId: actor.userId,
          order: ref(order),
        });
    });
    return deps.orders.detail(actor, orderId);
  }

  async function bulk(actor: Actor, orderIds: string[], to: 'processing' | 'delivered'): Promise<DecisionResult[]> {
    const results: DecisionResult[] = [];
    for (const id of orderIds) {
      try {
        const d = to === 'processing' ? await markProcessing(actor, id) : await markDelivered(actor, id);
        results.push({ orderId: id, ok: true, status: d.status, approvalsRemaining: 0, message: null });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        results.push({
          orderId: id,
          ok: false,
          status: null,
          approvalsRemaining: 0,
          message: (err.details as { reason?: string } | undefined)?.reason ?? err.message,
        });
      }
    }
    return results;
  }

  return { board, markProcessing, markShipped, markDelivered, bulk };
}
export type ShippingService = ReturnType<typeof createShippingService>;
