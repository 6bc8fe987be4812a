import { and, count, eq, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, locations, orderTotals, orders, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRls, type Actor } from '../../lib/rls';
import { csvCell } from '../../lib/csv';
import { ORDER_SORT_SQL } from '../../lib/order-sorts';
import { formatManila, manilaDayEnd, manilaDayStart } from '../../../shared/time';
import { centavosToPesoText, pesosToCentavos } from '../../../shared/money';
import { ORDER_STATUS_LABELS, type OrderDetail } from '../../../shared/orders.contracts';
import {
  NO_NETWORK_MESSAGE,
  type OrderManagementList,
  type OrderManagementRow,
  type ZOrderManagementQuery,
} from '../../../shared/operations.contracts';

import type { Notifier } from '../notifications/notifier';
import type { OrdersService } from '../orders/orders.service';
import type { InvoicesService } from '../invoices/invoices.service';
import { conflict, lockOrder, statusConflict, transition } from '../../lib/order-transitions';
import { containsPattern } from '../../lib/sql-like';
import { ORDER_SUMMARY_COLUMNS, toOrderSummary } from '../../lib/order-summary-columns';

export { NO_NETWORK_MESSAGE };

type Query = ReturnType<typeof ZOrderManagementQuery.parse>;

/** Every order the actor may see (head office: the network; franchisee: own locations, by RLS), and head office's cancel. */
export function createOrderManagementService(deps: { db: Db; notifier: Notifier; orders: OrdersService; invoices: InvoicesService }) {
  const { db } = deps;
  function assertNetwork(actor: Actor) {
    if (actor.role === 'user') throw AppError.forbidden(NO_NETWORK_MESSAGE);
  }

  function where(actor: Actor, q: Query) {
    const f: SQL[] = [];
    if (actor.role === 'franchisee') f.push(eq(locations.ownerId, actor.userId));
    if (q.status) f.push(eq(orders.status, q.status));
    if (q.locationId) f.push(eq(orders.locationId, q.locationId));
    if (q.brandId) f.push(eq(locations.brandId, q.brandId));
    if (q.from) f.push(gte(orders.createdAt, manilaDayStart(q.from)));
    if (q.to) f.push(lt(orders.createdAt, manilaDayEnd(q.to)));
    if (q.minAmount !== undefined) f.push(gte(orders.totalCentavos, pesosToCentavos(q.minAmount)));
    if (q.maxAmount !== undefined) f.push(lte(orders.totalCentavos, pesosToCentavos(q.maxAmount)));
    if (q.q) f.push(ilike(orders.orderNumber, containsPattern(q.q)));
    return and(...f);
  }

  /**
   * Head office's header over status, location and brand only is read from order_totals (kept with every write, migration
   * 0055); dates, amounts and a search still count the orders themselves, as does a franchisee's own header (RLS).
   */
  function servedByTotals(actor: Actor, q: Query) {
    const headOffice = actor.role === 'franchisor' || actor.role === 'admin';
    return headOffice && !q.from && !q.to && q.minAmount === undefined && q.maxAmount === undefined && !q.q;
  }

  const select = { ...ORDER_SUMMARY_COLUMNS, brandId: brands.id, brandName: brands.name, franchisee: userProfiles.fullName };

  function toRow(
    r: Parameters<typeof toOrderSummary>[0] & { brandId: string; brandName: string; franchisee: string | null },
  ): OrderManagementRow {
    return { ...toOrderSummary(r), brand: { id: r.brandId, name: r.brandName }, franchisee: r.franchisee };
  }

  async function list(actor: Actor, q: Query): Promise<OrderManagementList> {
    assertNetwork(actor);
    return withRls(db, actor, async (tx) => {
      const w = where(actor, q);
      const base = () =>
        tx
          .select(select)
          .from(orders)
          .innerJoin(locations, eq(locations.id, orders.locationId))
          .innerJoin(brands, eq(brands.id, locations.brandId));
      const rows = await base()
        .leftJoin(userProfiles, eq(userProfiles.id, locations.ownerId))
        .where(w)
        .orderBy(...ORDER_SORT_SQL[q.sort])
        .limit(q.limit)
        .offset(q.offset);
      const [agg] = servedByTotals(actor, q)
        ? await tx
            .select({
              total: sql<number>`coalesce(sum(${orderTotals.orders}), 0)::int`,
              amount: sql<number>`coalesce(sum(${orderTotals.totalCentavos}), 0)::bigint`,
            })
            .from(orderTotals)
            .innerJoin(locations, eq(locations.id, orderTotals.locationId))
            .where(
              and(
                q.status ? eq(orderTotals.status, q.status) : undefined,
                q.locationId ? eq(orderTotals.locationId, q.locationId) : undefined,
                q.brandId ? eq(locations.brandId, q.brandId) : undefined,
              ),
            )
        : await tx
            .select({ total: count(), amount: sql<number>`coalesce(sum(${orders.totalCentavos}), 0)::bigint` })
            .from(orders)
            .innerJoin(locations, eq(locations.id, orders.locationId))
            .where(w);
      return { items: rows.map(toRow), total: Number(agg.total), totalAmountCentavos: Number(agg.amount) };
    });
  }

  /** The whole filtered set as CSV, read in pages so 100,000 orders never sit in one query result. */
  async function* csv(actor: Actor, q: Query): AsyncGenerator<string> {
    assertNetwork(actor);
    const page = 2_000;
    for (let offset = 0; ; offset += page) {
      const rows = await withRls(db, actor, (tx) =>
        tx
          .select(select)
          .from(orders)
          .innerJoin(locations, eq(locations.id, orders.locationId))
          .innerJoin(brands, eq(brands.id, locations.brandId))
          .leftJoin(userProfiles, eq(userProfiles.id, locations.ownerId))
          .where(where(actor, q))
          .orderBy(...ORDER_SORT_SQL[q.sort])
          .limit(page)
          .offset(offset),
      );
      // The header follows the first query, so a failure there is an error response, not a cut-off download.
      if (offset === 0) yield 'Order number,Placed (Manila),Status,Location,Brand,Franchisee,Items,Total (PHP)\n';
      for (const r of rows) {
        const placed = formatManila(r.createdAt, 'yyyy-MM-dd HH:mm');
        yield (
          [
            r.orderNumber,
            placed,
            ORDER_STATUS_LABELS[r.status],
            r.locationName,
            r.brandName,
            r.franchisee,
            Number(r.itemCount),
            centavosToPesoText(r.totalCentavos),
          ]
            .map(csvCell)
            .join(',') + '\n'
        );
      }
      if (rows.length < page) return;
    }
  }

  async function filters(actor: Actor) {
    assertNetwork(actor);
    return withRls(db, actor, async (tx) => {
      const locs = await tx
        .select({ id: locations.id, name: locations.name, brandId: locations.brandId })
        .from(locations)
        .orderBy(locations.name);
      const brandIds = [...new Set(locs.map((l) => l.brandId))];
      const allBrands = await tx.select({ id: brands.id, name: brands.name }).from(brands).orderBy(brands.name);
      return { locations: locs.map(({ id, name }) => ({ id, name })), brands: allBrands.filter((b) => brandIds.includes(b.id)) };
    });
  }

  /** Head office cancels an approved or processing order: stock released, invoice cancelled, franchisee told. */
  async function cancel(actor: Actor, orderId: string, reason: string): Promise<OrderDetail> {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.status === 'pending_approval')
        throw conflict('Head office can cancel only approved or processing orders; reject a pending order instead.');
      if (order.status !== 'approved' && order.status !== 'processing') throw await statusConflict(tx, orderId, 'cancelled', actor.userId);
      await transition(tx, order, 'cancelled', actor.userId, reason);
      await deps.orders.releaseStock(tx, orderId, actor.userId);
      await deps.invoices.cancelFor(tx, orderId);
      if (order.ownerId) {
        const ref = { id: order.id, orderNumber: order.orderNumber, totalCentavos: order.totalCentavos };
        await deps.notifier.sendWith(tx, {
          type: 'order_rejected',
          recipientIds: [order.ownerId],
          senderId: actor.userId,
          order: ref,
          reason: `Cancelled by head office: ${reason}`,
        });
      }
    });
    return deps.orders.detail(actor, orderId);
  }

  return { list, csv, filters, cancel };
}
export type OrderManagementService = ReturnType<typeof createOrderManagementService>;
