import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { orderStatusHistory, orders, locations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../lib/rls';
import { httpStatusMessage } from '../../../shared/errors';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/ordering.contracts';
import { ORDER_TRANSITIONS } from '../../../shared/operations.contracts';

type Conn = Tx | Db;
export type LockedOrder = typeof orders.$inferSelect & { ownerId: string | null; locationName: string };

/** 409 with the catalogue text; `reason` tells the person what actually conflicted. */
export function conflict(reason: string): AppError {
  return new AppError('DUPLICATE_RESOURCE', 409, httpStatusMessage(409), { reason });
}

/** Locks the order row for the rest of the transaction, so concurrent decisions queue up behind it. */
export async function lockOrder(tx: Conn, orderId: string): Promise<LockedOrder> {
  const [row] = rowsOf<{ id: string }>(await tx.execute(sql`select id from orders where id = ${orderId} for update`));
  if (!row) throw AppError.notFound();
  const [o] = await tx
    .select({ order: orders, ownerId: locations.ownerId, locationName: locations.name })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(eq(orders.id, orderId));
  return { ...o.order, ownerId: o.ownerId, locationName: o.locationName };
}

/** Moves a locked order along the state machine and writes the append-only history row. */
export async function transition(
  tx: Conn,
  order: LockedOrder,
  to: OrderStatus,
  actorId: string,
  note: string | null,
  extra: Partial<typeof orders.$inferInsert> = {},
): Promise<void> {
  if (!ORDER_TRANSITIONS[order.status].includes(to)) {
    throw conflict(`This order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}; it cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}.`);
  }
  await tx.update(orders).set({ ...extra, status: to, updatedAt: new Date() }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: order.status, toStatus: to, actorId, note });
  order.status = to;
}
