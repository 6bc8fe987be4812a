import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { orderStatusHistory, orders, locations, userProfiles } from '../db/schema';
import { AppError } from './app-error';
import type { Tx } from './rls';
import { httpStatusMessage } from '../../shared/errors';
import type { OrderStatus } from '../../shared/orders.contracts';
import { ORDER_TRANSITIONS } from '../../shared/operations.contracts';
import { publishOrderChange } from './notification-bus';
import { formatDate, formatManila, toManilaYmd } from '../../shared/time';

type Conn = Tx | Db;
export type LockedOrder = typeof orders.$inferSelect & { ownerId: string | null; locationName: string };

/** 409 with the catalogue text; `reason` tells the person what actually conflicted. */
export function conflict(reason: string): AppError {
  return AppError.of('DUPLICATE_RESOURCE', httpStatusMessage(409), { reason });
}

/** How a status reads after "This order was …" (and in the dashboards' activity feed). */
export const ORDER_STATUS_PAST: Record<OrderStatus, string> = {
  pending_approval: 'placed',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  processing: 'moved to processing',
  shipped: 'shipped',
  delivered: 'marked as delivered',
};
/** How the refused move reads after "it can no longer be …": as the status reads, but a move back to pending approval. */
const ACTION_PASSIVE: Record<OrderStatus, string> = { ...ORDER_STATUS_PAST, pending_approval: 'sent back for approval' };

/** True when `to` can still be reached from `from` by legal moves. */
function reachable(from: OrderStatus, to: OrderStatus, seen = new Set<OrderStatus>()): boolean {
  if (seen.has(from)) return false;
  seen.add(from);
  return ORDER_TRANSITIONS[from].some((next) => next === to || reachable(next, to, seen));
}

/** "at 14:02" today (Manila), else "on Nov 21, 2026 at 14:02". */
export function manilaWhen(at: Date, now: Date = new Date()): string {
  const time = formatManila(at, 'HH:mm');
  if (toManilaYmd(at) === toManilaYmd(now)) return `at ${time}`;
  return `on ${formatDate(at)} at ${time}`;
}

/** What a 409 for an order action carries besides the catalogue message (the error shape stays the same). */
export interface OrderConflictDetails {
  reason: string;
  orderId: string;
  currentStatus: OrderStatus;
  /** When the order reached its current status, ISO. */
  changedAt: string | null;
  changedBy: { name: string | null; headOffice: boolean } | null;
}

/**
 * The 409 for an order action that its current status no longer allows, in words the person can act on:
 * "This order was rejected by head office at 14:02; it can no longer be cancelled." Reads the last history
 * row with the server's rights, so call it with an owner-rights connection (or after a row-level transaction).
 */
export async function statusConflict(conn: Conn, orderId: string, attempted: OrderStatus, viewerId: string): Promise<AppError> {
  const [o] = await conn.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!o) return AppError.notFound();
  const [h] = await conn
    .select({ at: orderStatusHistory.createdAt, actorId: orderStatusHistory.actorId, name: userProfiles.fullName, role: userProfiles.role })
    .from(orderStatusHistory)
    .leftJoin(userProfiles, eq(userProfiles.id, orderStatusHistory.actorId))
    // The row that brought the order to where it is now.
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, o.status)))
    .orderBy(desc(orderStatusHistory.createdAt), desc(orderStatusHistory.id))
    .limit(1);
  const status = o.status;
  const headOffice = h?.role === 'franchisor' || h?.role === 'admin';
  const who = !h ? '' : h.actorId === viewerId ? ' by you' : headOffice ? ' by head office' : h.role ? ' by the franchisee' : '';
  const when = h ? ` ${manilaWhen(h.at)}` : '';
  const later = reachable(status, attempted);
  const reason =
    status === 'pending_approval'
      ? `This order is still pending approval; it cannot be ${ACTION_PASSIVE[attempted]} yet.`
      : `This order was ${ORDER_STATUS_PAST[status]}${who}${when}; it ${later ? 'cannot be' : 'can no longer be'} ${ACTION_PASSIVE[attempted]}${later ? ' yet' : ''}.`;
  const details: OrderConflictDetails = {
    reason,
    orderId,
    currentStatus: status,
    changedAt: h ? h.at.toISOString() : null,
    changedBy: h ? { name: h.name, headOffice } : null,
  };
  return AppError.of('DUPLICATE_RESOURCE', httpStatusMessage(409), details);
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
  if (!ORDER_TRANSITIONS[order.status].includes(to)) throw await statusConflict(tx, order.id, to, actorId);
  await tx
    .update(orders)
    .set({ ...extra, status: to, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: order.status, toStatus: to, actorId, note });
  order.status = to;
  // Open pages (head office's queues, the owner's order page) re-read on commit.
  await publishOrderChange(tx, { orderId: order.id, status: to, ownerId: order.ownerId });
}
