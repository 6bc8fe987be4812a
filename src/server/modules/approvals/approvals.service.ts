import { and, asc, count, eq, gte, inArray, lt, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, locations, orderApprovals, orderItems, orderTotals, orders, userProfiles, warehouseStock } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { databaseErrorCode } from '../../lib/db-error';
import type { Actor } from '../../lib/rls';
import type { ApprovalCapacity, ApprovalQueue, DecisionResult, ZApprovalQueueQuery } from '../../../shared/operations.contracts';
import { pesosToCentavos } from '../../../shared/money';
import { manilaMonth } from '../../../shared/time';
import type { Notifier } from '../notifications/notifier';
import type { InvoicesService } from '../invoices/invoices.service';
import type { OrdersService } from '../orders/orders.service';
import type { StockLedger } from '../inventory/stock-ledger';
import { conflict, lockOrder, statusConflict, transition } from '../../lib/order-transitions';
import { publishOrderChange } from '../../lib/notification-bus';

type Query = ReturnType<typeof ZApprovalQueueQuery.parse>;

/**
 * Head office approves or rejects orders waiting for approval. Above the threshold two different
 * franchisor users must approve; nobody approves their own order; decisions are append-only and
 * serialised by a row lock, so two approvers clicking at once cannot both win.
 */
export function createApprovalsService(deps: {
  db: Db;
  notifier: Notifier;
  invoices: InvoicesService;
  orders: OrdersService;
  ledger: StockLedger;
  thresholdCentavos: number;
}) {
  const { db } = deps;
  const required = (totalCentavos: number) => (totalCentavos > deps.thresholdCentavos ? 2 : 1);

  async function queue(actor: Actor, q: Query): Promise<ApprovalQueue> {
    const filters: SQL[] = [eq(orders.status, 'pending_approval')];
    if (q.brandId) filters.push(eq(locations.brandId, q.brandId));
    if (q.locationId) filters.push(eq(orders.locationId, q.locationId));
    if (q.minAmount !== undefined) filters.push(gte(orders.totalCentavos, pesosToCentavos(q.minAmount)));
    if (q.maxAmount !== undefined) filters.push(lte(orders.totalCentavos, pesosToCentavos(q.maxAmount)));
    // "Needs my approval" filters in SQL, before paging, so the total and every page agree with it.
    if (q.needsMyApproval) {
      filters.push(sql`${orders.placedBy} is distinct from ${actor.userId}`);
      filters.push(
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderApprovals)
            .where(
              and(
                eq(orderApprovals.orderId, orders.id),
                eq(orderApprovals.approverId, actor.userId),
                eq(orderApprovals.decision, 'approve'),
              ),
            ),
        ),
      );
    }
    const where = and(...filters);
    const rows = await db
      .select({ o: orders, locationName: locations.name, brandId: brands.id, brandName: brands.name, franchisee: userProfiles.fullName })
      .from(orders)
      .innerJoin(locations, eq(locations.id, orders.locationId))
      .innerJoin(brands, eq(brands.id, locations.brandId))
      .leftJoin(userProfiles, eq(userProfiles.id, locations.ownerId))
      .where(where)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(q.limit)
      .offset(q.offset);
    // Without an amount range or "needs my approval", the total is order_totals' pending count (kept with every write,
    // migration 0055) instead of a count of every pending order on each page.
    const fromTotals = q.minAmount === undefined && q.maxAmount === undefined && !q.needsMyApproval;
    const [{ total }] = fromTotals
      ? await db
          .select({ total: sql<number>`coalesce(sum(${orderTotals.orders}), 0)::int` })
          .from(orderTotals)
          .innerJoin(locations, eq(locations.id, orderTotals.locationId))
          .where(
            and(
              eq(orderTotals.status, 'pending_approval'),
              q.brandId ? eq(locations.brandId, q.brandId) : undefined,
              q.locationId ? eq(orderTotals.locationId, q.locationId) : undefined,
            ),
          )
      : await db.select({ total: count() }).from(orders).innerJoin(locations, eq(locations.id, orders.locationId)).where(where);
    const ids = rows.map((r) => r.o.id);
    const items = ids.length
      ? await db
          .select({
            orderId: orderItems.orderId,
            productId: orderItems.productId,
            sku: orderItems.sku,
            name: orderItems.name,
            quantity: orderItems.quantity,
            lineTotalCentavos: orderItems.lineTotalCentavos,
            onHand: warehouseStock.onHand,
            reserved: warehouseStock.reserved,
          })
          .from(orderItems)
          .leftJoin(warehouseStock, eq(warehouseStock.productId, orderItems.productId))
          .where(inArray(orderItems.orderId, ids))
      : [];
    const approvals = ids.length
      ? await db
          .select({
            orderId: orderApprovals.orderId,
            approverId: orderApprovals.approverId,
            approverName: userProfiles.fullName,
            comment: orderApprovals.comment,
            createdAt: orderApprovals.createdAt,
          })
          .from(orderApprovals)
          .leftJoin(userProfiles, eq(userProfiles.id, orderApprovals.approverId))
          .where(and(inArray(orderApprovals.orderId, ids), eq(orderApprovals.decision, 'approve')))
          .orderBy(asc(orderApprovals.createdAt))
      : [];
    const locationIds = [...new Set(rows.map((r) => r.o.locationId))];
    const month = manilaMonth();
    const spend = locationIds.length
      ? await db
          .select({ locationId: orders.locationId, total: sql<number>`coalesce(sum(${orders.totalCentavos}), 0)::int` })
          .from(orders)
          .where(
            and(
              inArray(orders.locationId, locationIds),
              inArray(orders.status, ['approved', 'processing', 'shipped', 'delivered']),
              // This Manila month as a range of instants, so the (location, created_at) index serves it (issue 34).
              gte(orders.createdAt, month.start),
              lt(orders.createdAt, month.end),
            ),
          )
          .groupBy(orders.locationId)
      : [];
    const spendOf = new Map(spend.map((s) => [s.locationId, Number(s.total)]));
    const overdue = await deps.invoices.overdueFor(db, locationIds);

    const page = rows.map((r) => {
      const mine = approvals.filter((a) => a.orderId === r.o.id);
      const blockedReason =
        r.o.placedBy === actor.userId
          ? ('own_order' as const)
          : mine.some((a) => a.approverId === actor.userId)
            ? ('already_approved' as const)
            : null;
      return {
        order: {
          id: r.o.id,
          orderNumber: r.o.orderNumber,
          status: r.o.status,
          location: { id: r.o.locationId, name: r.locationName },
          itemCount: items.filter((i) => i.orderId === r.o.id).length,
          totalCentavos: r.o.totalCentavos,
          createdAt: r.o.createdAt.toISOString(),
        },
        franchisee: r.franchisee,
        brand: { id: r.brandId, name: r.brandName },
        // This order's own units are already reserved, so on hand covers it when on hand ≥ reserved.
        lines: items
          .filter((i) => i.orderId === r.o.id)
          .map((i) => ({
            productId: i.productId,
            sku: i.sku,
            name: i.name,
            quantity: i.quantity,
            lineTotalCentavos: i.lineTotalCentavos,
            warehouseOnHand: i.onHand ?? 0,
            stockOk: (i.onHand ?? 0) >= (i.reserved ?? 0) && (i.onHand ?? 0) >= i.quantity,
          })),
        locationSpendThisMonthCentavos: spendOf.get(r.o.locationId) ?? 0,
        overdueInvoices: overdue.get(r.o.locationId) ?? { count: 0, amountCentavos: 0 },
        approvalsRequired: required(r.o.totalCentavos),
        approvals: mine.map((a) => ({ approverName: a.approverName, comment: a.comment, createdAt: a.createdAt.toISOString() })),
        blockedReason,
      };
    });
    return { items: page, total, twoApproverThresholdCentavos: deps.thresholdCentavos };
  }

  /** How many active franchisor accounts could approve: the two-approver rule needs two. */
  async function capacity(): Promise<ApprovalCapacity> {
    const [{ n }] = await db
      .select({ n: count() })
      .from(userProfiles)
      .where(and(eq(userProfiles.role, 'franchisor'), eq(userProfiles.status, 'active')));
    return { twoApproverThresholdCentavos: deps.thresholdCentavos, activeApprovers: Number(n), approversNeeded: 2 };
  }

  async function approve(actor: Actor, orderId: string, comment: string | null): Promise<DecisionResult> {
    return db
      .transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order.status !== 'pending_approval') throw await statusConflict(tx, orderId, 'approved', actor.userId);
        if (order.placedBy === actor.userId) throw AppError.forbidden('You cannot approve an order you placed.');
        await tx.insert(orderApprovals).values({ orderId, approverId: actor.userId, decision: 'approve', comment });
        const [{ n }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(orderApprovals)
          .where(and(eq(orderApprovals.orderId, orderId), eq(orderApprovals.decision, 'approve')));
        const remaining = Math.max(0, required(order.totalCentavos) - Number(n));
        if (remaining > 0) {
          // No status change, but the owner's open order page and other approvers' queues show the new count.
          await publishOrderChange(tx, { orderId, status: order.status, ownerId: order.ownerId });
          return {
            orderId,
            ok: true,
            status: order.status,
            approvalsRemaining: remaining,
            message: `Approval recorded; ${remaining} more needed.`,
          };
        }
        await transition(tx, order, 'approved', actor.userId, comment);
        await deps.invoices.createFor(tx, orderId);
        if (order.ownerId) {
          await deps.notifier.sendWith(tx, {
            type: 'order_approved',
            recipientIds: [order.ownerId],
            senderId: actor.userId,
            order: { id: order.id, orderNumber: order.orderNumber, totalCentavos: order.totalCentavos },
            comment: comment ?? undefined,
          });
        }
        return { orderId, ok: true, status: 'approved' as const, approvalsRemaining: 0, message: null };
      })
      .catch((err) => {
        if (databaseErrorCode(err) === '23505') throw conflict('You already approved this order; a second approver is needed.');
        throw err;
      });
  }

  async function reject(actor: Actor, orderId: string, reason: string): Promise<DecisionResult> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.status !== 'pending_approval') throw await statusConflict(tx, orderId, 'rejected', actor.userId);
      await tx
        .insert(orderApprovals)
        .values({ orderId, approverId: actor.userId, decision: 'reject', comment: reason })
        .onConflictDoNothing();
      await transition(tx, order, 'rejected', actor.userId, reason);
      await deps.orders.releaseStock(tx, orderId, actor.userId);
      if (order.ownerId) {
        await deps.notifier.sendWith(tx, {
          type: 'order_rejected',
          recipientIds: [order.ownerId],
          senderId: actor.userId,
          order: { id: order.id, orderNumber: order.orderNumber, totalCentavos: order.totalCentavos },
          reason,
        });
      }
      return { orderId, ok: true, status: 'rejected' as const, approvalsRemaining: 0, message: null };
    });
  }

  /** Each order on its own: one failing does not undo the others. */
  async function bulk(actor: Actor, orderIds: string[], decision: 'approve' | 'reject', text: string | null): Promise<DecisionResult[]> {
    const results: DecisionResult[] = [];
    for (const id of orderIds) {
      try {
        results.push(decision === 'approve' ? await approve(actor, id, text) : await reject(actor, id, text ?? ''));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const reason = (err.details as { reason?: string } | undefined)?.reason;
        results.push({ orderId: id, ok: false, status: null, approvalsRemaining: 0, message: reason ?? err.message });
      }
    }
    return results;
  }

  return { queue, capacity, approve, reject, bulk, required };
}
export type ApprovalsService = ReturnType<typeof createApprovalsService>;
