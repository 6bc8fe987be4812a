import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { brands, locationStock, notifications, orders, products, stockMovements, warehouseStock } from '../../../db/schema';
import { rowsOf } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { databaseErrorCode } from '../../../lib/db-error';
import { lockOrder, transition } from '../../../lib/order-transitions';
import type { Tx } from '../../../lib/rls';
import { ORDER_TRANSITIONS } from '../../../../shared/operations.contracts';
import { ORDER_STATUSES, type OrderStatus } from '../../../../shared/orders.contracts';
import { roleHas } from '../../../../shared/roles';
import type { Probe, SuiteDefinition } from '../suite-kit';
import { fail, pass, skip, verdict } from '../suite-kit';
import { asAppUser, createThrowawayFranchisee, rolledBack, someBrandId, type ThrowawayFranchisee } from './throwaway-location';

/**
 * The invariants the earlier product broke (issue 17), each tried for real against the live database inside a
 * transaction that is rolled back, so nothing persists: order status moves follow the state machine (in the service
 * every head-office move goes through, and in the database for a franchisee's own statements), stock never goes below
 * what is on hand (the stock ledger's guard and the database's check constraints), and nobody can write a
 * notification addressed to someone else.
 */

/** A franchisee's own statements may move an order only from pending_approval to cancelled (decision 002,
 * migration 0011: every other move is head office's, written with the owner's rights). */
const FRANCHISEE_MOVES: readonly (readonly [OrderStatus, OrderStatus])[] = [['pending_approval', 'cancelled']];

const WORLD_ROLLED_BACK = 'on a throwaway franchisee, location and order in a transaction that is rolled back';

/** A brand for the throwaway location: an existing one, else one made inside the (rolled-back) transaction. */
async function brandFor(tx: Tx): Promise<string> {
  const existing = await someBrandId(tx);
  if (existing) return existing;
  const tag = randomUUID().slice(0, 8);
  const [b] = await tx
    .insert(brands)
    .values({ slug: `diagnostics-${tag}`, name: `Diagnostics ${tag}` })
    .returning();
  return b.id;
}

async function throwawayOrder(tx: Tx, owner: ThrowawayFranchisee): Promise<{ id: string; orderNumber: string }> {
  const orderNumber = `DIAG-${randomUUID().slice(0, 8).toUpperCase()}`;
  const [o] = await tx
    .insert(orders)
    .values({
      orderNumber,
      locationId: owner.locationId,
      placedBy: owner.userId,
      subtotalCentavos: 100,
      vatCentavos: 12,
      shippingCentavos: 0,
      totalCentavos: 112,
    })
    .returning();
  return { id: o.id, orderNumber };
}

const allPairs = () => ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
const arrow = ([from, to]: readonly [string, string]) => `${from} → ${to}`;

/** Every from → to pair through `transition()` (the service approvals, shipping and head-office cancel use). */
async function serviceTransitions(p: Probe) {
  const actorId = p.actor!.userId;
  return rolledBack(p.ctx.db, async (tx) => {
    const owner = await createThrowawayFranchisee(tx, await brandFor(tx));
    const order = await throwawayOrder(tx, owner);
    const wrong: string[] = [];
    let accepted = 0;
    for (const [from, to] of allPairs()) {
      const outcome = await rolledBack(tx, async (sp) => {
        await sp.update(orders).set({ status: from }).where(eq(orders.id, order.id));
        const locked = await lockOrder(sp, order.id);
        try {
          await transition(sp, locked, to, actorId, 'Diagnostics: transition table (rolled back)');
        } catch (err) {
          if (err instanceof AppError && err.status === 409) return 'refused' as const;
          throw err;
        }
        const [now] = await sp.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
        return now.status === to ? ('accepted' as const) : ('refused' as const);
      });
      const allowed = ORDER_TRANSITIONS[from].includes(to);
      if (outcome === 'accepted') accepted += 1;
      if ((outcome === 'accepted') !== allowed)
        wrong.push(`${arrow([from, to])} ${outcome} (table: ${allowed ? 'allowed' : 'not allowed'})`);
    }
    return { wrong, accepted, tried: ORDER_STATUSES.length ** 2, orderNumber: order.orderNumber };
  });
}

/** Every from → to pair (from ≠ to) as the order's own franchisee, under row-level security. */
async function franchiseeTransitions(p: Probe) {
  return rolledBack(p.ctx.db, async (tx) => {
    const owner = await createThrowawayFranchisee(tx, await brandFor(tx));
    const order = await throwawayOrder(tx, owner);
    const wrong: string[] = [];
    const accepted: string[] = [];
    const pairs = allPairs().filter(([from, to]) => from !== to);
    for (const [from, to] of pairs) {
      const outcome = await rolledBack(tx, async (sp) => {
        await sp.update(orders).set({ status: from }).where(eq(orders.id, order.id));
        const attempt = await asAppUser(sp, { userId: owner.userId, role: 'franchisee' }, async (as) =>
          rowsOf(await as.execute(sql`update orders set status = ${to}, updated_at = now() where id = ${order.id} returning id`)),
        );
        if ('refused' in attempt) {
          if (attempt.refused !== '42501') throw new Error(`The database answered ${attempt.refused} instead of refusing the move.`);
          return 'refused' as const;
        }
        return attempt.rows.length === 1 ? ('accepted' as const) : ('refused' as const);
      });
      const allowed = FRANCHISEE_MOVES.some(([f, t]) => f === from && t === to);
      if (outcome === 'accepted') accepted.push(arrow([from, to]));
      if ((outcome === 'accepted') !== allowed) wrong.push(`${arrow([from, to])} ${outcome}`);
    }
    return { wrong, accepted, tried: pairs.length };
  });
}

/** A product with warehouse stock to try overselling: an existing one, else a throwaway one (rolled back). */
async function stockedProduct(p: Probe, tx: Tx) {
  const [existing] = await tx
    .select()
    .from(warehouseStock)
    .where(sql`${warehouseStock.onHand} > 0`)
    .orderBy(warehouseStock.productId)
    .limit(1);
  if (existing) return existing;
  const tag = randomUUID().slice(0, 8).toUpperCase();
  const [product] = await tx
    .insert(products)
    .values({ sku: `DIAG-${tag}`, name: `Diagnostics ${tag}`, unit: 'pack', priceCentavos: 100 })
    .returning();
  const row = await p.ctx.ledger.warehouse(tx, {
    productId: product.id,
    kind: 'receipt',
    onHandDelta: 10,
    reason: 'Diagnostics (rolled back)',
  });
  if (!row) throw new Error('The stock ledger refused to receive stock for the throwaway product.');
  return row;
}

async function movementsOf(tx: Tx, productId: string): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(stockMovements).where(eq(stockMovements.productId, productId));
  return Number(n);
}

type LedgerOutcome = 'refused' | 'applied' | { stoppedBy: string };

/** Asks the ledger for a change in a savepoint: it must answer null (refused), not apply it or hit a constraint. */
async function ledgerTry(p: Probe, tx: Tx, change: Parameters<Probe['ctx']['ledger']['warehouse']>[1]): Promise<LedgerOutcome> {
  try {
    return await rolledBack(tx, async (sp) => ((await p.ctx.ledger.warehouse(sp, change)) ? 'applied' : 'refused'));
  } catch (err) {
    const code = databaseErrorCode(err);
    if (code) return { stoppedBy: code };
    throw err;
  }
}

const describeLedger = (o: LedgerOutcome) =>
  o === 'refused' ? 'refused' : o === 'applied' ? 'APPLIED' : `not refused by the ledger (the database stopped it: ${o.stoppedBy})`;

/** One owner statement in a savepoint: the SQLSTATE it failed with, or null when it went through. */
async function ownerStatementCode(tx: Tx, statement: ReturnType<typeof sql>): Promise<string | null> {
  try {
    await rolledBack(tx, (sp) => sp.execute(statement));
    return null;
  } catch (err) {
    const code = databaseErrorCode(err);
    if (code) return code;
    throw err;
  }
}

export const productionFixesSuite: SuiteDefinition = [
  {
    name: 'Order transitions follow the state machine (service)',
    access: 'operator',
    run: async (p) => {
      const r = await serviceTransitions(p);
      const evidence = {
        request: `transition() for all ${r.tried} from → to pairs ${WORLD_ROLLED_BACK} (order ${r.orderNumber})`,
        response: r.wrong.length
          ? r.wrong.join('; ')
          : `accepted: ${allPairs()
              .filter(([f, t]) => ORDER_TRANSITIONS[f].includes(t))
              .map(arrow)
              .join(', ')}; every other move refused with 409`,
      };
      return verdict(
        r.wrong.length === 0,
        `All ${r.tried} status moves tried: the ${r.accepted} the transition table allows were accepted, the other ${r.tried - r.accepted} refused with 409.`,
        `${r.wrong.length} of ${r.tried} status moves disagree with the transition table: ${r.wrong.join('; ')}.`,
        evidence,
      );
    },
  },
  {
    name: 'Order transitions: the database limits a franchisee to cancelling a pending order',
    access: 'operator',
    run: async (p) => {
      const r = await franchiseeTransitions(p);
      const evidence = {
        request: `update orders set status = <to> as the order's franchisee (app_user, row-level security) for all ${r.tried} pairs ${WORLD_ROLLED_BACK}`,
        response: `accepted: ${r.accepted.join(', ') || 'none'}`,
      };
      return verdict(
        r.wrong.length === 0,
        `Of ${r.tried} status moves, the database let the order's own franchisee make only ${FRANCHISEE_MOVES.map(arrow).join(', ')}; every other move touched no row or was refused.`,
        `The database's row-level security disagrees with the franchisee's allowed moves (${FRANCHISEE_MOVES.map(arrow).join(', ')}): ${r.wrong.join('; ')}.`,
        evidence,
      );
    },
  },
  {
    name: 'Order transitions: the API refuses approving an order that is not pending',
    access: 'operator',
    run: async (p) => {
      if (!roleHas(p.actor!.role, 'orders.approve')) return skip('Only a franchisor may approve orders, so this role cannot try it.');
      const [done] = await p.ctx.db
        .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status, updatedAt: orders.updatedAt })
        .from(orders)
        .where(sql`${orders.status} in ('rejected', 'cancelled', 'delivered')`)
        .orderBy(orders.createdAt)
        .limit(1);
      if (!done) return skip('No order in a final state (rejected, cancelled or delivered) to try approving.');
      const res = await p.call({ method: 'POST', url: `/api/approvals/${done.id}/approve`, payload: {} });
      const [after] = await p.ctx.db
        .select({ status: orders.status, updatedAt: orders.updatedAt })
        .from(orders)
        .where(eq(orders.id, done.id));
      const unchanged = after.status === done.status && after.updatedAt.getTime() === done.updatedAt.getTime();
      return verdict(
        res.status === 409 && unchanged,
        `Approving ${done.status} order ${done.orderNumber} was refused with 409 and the order is unchanged.`,
        `Approving ${done.status} order ${done.orderNumber} answered ${res.status}${unchanged ? '' : ` and the order is now ${after.status}`}.`,
        res.evidence,
      );
    },
  },
  {
    name: 'No oversell: the stock ledger refuses to move more than is on hand',
    access: 'operator',
    run: async (p) =>
      rolledBack(p.ctx.db, async (tx) => {
        const before = await stockedProduct(p, tx);
        const movementsBefore = await movementsOf(tx, before.productId);
        const available = before.onHand - before.reserved;
        const take = await ledgerTry(p, tx, {
          productId: before.productId,
          kind: 'adjustment',
          onHandDelta: -(before.onHand + 1),
          reason: 'Diagnostics: oversell attempt (rolled back)',
        });
        const reserve = await ledgerTry(p, tx, {
          productId: before.productId,
          kind: 'reservation',
          reservedDelta: available + 1,
          reason: 'Diagnostics: oversell attempt (rolled back)',
        });
        const [after] = await tx.select().from(warehouseStock).where(eq(warehouseStock.productId, before.productId));
        const movementsAfter = await movementsOf(tx, before.productId);
        const unchanged = after.onHand === before.onHand && after.reserved === before.reserved && movementsAfter === movementsBefore;
        const evidence = {
          request: `stock ledger, product ${before.productId} (on hand ${before.onHand}, reserved ${before.reserved}): take ${before.onHand + 1} out; reserve ${available + 1}; rolled back`,
          response: `take: ${describeLedger(take)}; reserve: ${describeLedger(reserve)}; after: on hand ${after.onHand}, reserved ${after.reserved}, movements ${movementsBefore} → ${movementsAfter}`,
        };
        return verdict(
          take === 'refused' && reserve === 'refused' && unchanged,
          `Taking ${before.onHand + 1} of ${before.onHand} on hand and reserving ${available + 1} of ${available} available were both refused by the ledger; stock and its movements are unchanged.`,
          `The ledger did not refuse an oversell (take: ${describeLedger(take)}; reserve: ${describeLedger(reserve)})${unchanged ? '' : '; stock or its movements changed'}.`,
          evidence,
        );
      }),
  },
  {
    name: 'No oversell: the database refuses negative stock',
    access: 'operator',
    run: async (p) =>
      rolledBack(p.ctx.db, async (tx) => {
        const stock = await stockedProduct(p, tx);
        const owner = await createThrowawayFranchisee(tx, await brandFor(tx));
        await tx.insert(locationStock).values({ locationId: owner.locationId, productId: stock.productId, quantity: 0 });
        const tries = [
          ['warehouse on hand below zero', sql`update warehouse_stock set on_hand = -1 where product_id = ${stock.productId}`],
          [
            'warehouse reserved above on hand',
            sql`update warehouse_stock set reserved = on_hand + 1 where product_id = ${stock.productId}`,
          ],
          [
            'location stock below zero',
            sql`update location_stock set quantity = -1 where location_id = ${owner.locationId} and product_id = ${stock.productId}`,
          ],
        ] as const;
        const results: string[] = [];
        const through: string[] = [];
        for (const [label, statement] of tries) {
          const code = await ownerStatementCode(tx, statement);
          results.push(`${label}: ${code ?? 'ACCEPTED'}`);
          if (code !== '23514') through.push(`${label} (${code ?? 'accepted'})`);
        }
        return verdict(
          through.length === 0,
          'Writing on hand below zero, reserved above on hand and location stock below zero directly, even with the owner’s rights, were each refused by a check constraint (23514).',
          `The database did not refuse: ${through.join(', ')}.`,
          { request: `owner-rights updates of warehouse_stock and location_stock ${WORLD_ROLLED_BACK}`, response: results.join('; ') },
        );
      }),
  },
  {
    name: 'Notifications: a franchisee cannot insert one for someone else',
    access: 'operator',
    run: async (p) =>
      rolledBack(p.ctx.db, async (tx) => {
        const brandId = await brandFor(tx);
        const maria = await createThrowawayFranchisee(tx, brandId);
        const jose = await createThrowawayFranchisee(tx, brandId);
        const note = (recipientId: string, senderId: string | null) => ({
          recipientId,
          senderId,
          type: 'system_announcement' as const,
          title: 'Diagnostics',
          message: 'Diagnostics: notification insert attempt (rolled back)',
        });
        const asMaria = { userId: maria.userId, role: 'franchisee' as const };
        const tries = {
          forOther: await asAppUser(tx, asMaria, (as) =>
            as.insert(notifications).values(note(jose.userId, null)).returning({ id: notifications.id }),
          ),
          forOtherAsSender: await asAppUser(tx, asMaria, (as) =>
            as.insert(notifications).values(note(jose.userId, maria.userId)).returning({ id: notifications.id }),
          ),
          ownSpoofedSender: await asAppUser(tx, asMaria, (as) =>
            as.insert(notifications).values(note(maria.userId, jose.userId)).returning({ id: notifications.id }),
          ),
          own: await asAppUser(tx, asMaria, (as) =>
            as.insert(notifications).values(note(maria.userId, null)).returning({ id: notifications.id }),
          ),
        };
        const said = (a: (typeof tries)['own']) => ('refused' in a ? `refused (${a.refused})` : `${a.rows.length} row(s) inserted`);
        const refused = (a: (typeof tries)['own']) => ('refused' in a ? a.refused === '42501' : a.rows.length === 0);
        const [{ n: joseHas }] = await tx.select({ n: count() }).from(notifications).where(eq(notifications.recipientId, jose.userId));
        const evidence = {
          request: `insert into notifications as franchisee A (app_user, row-level security) ${WORLD_ROLLED_BACK}`,
          response: `for B: ${said(tries.forOther)}; for B with A as sender: ${said(tries.forOtherAsSender)}; for A "from" B: ${said(tries.ownSpoofedSender)}; for A: ${said(tries.own)}; B's notifications: ${Number(joseHas)}`,
        };
        const othersRefused =
          refused(tries.forOther) && refused(tries.forOtherAsSender) && refused(tries.ownSpoofedSender) && Number(joseHas) === 0;
        if (!othersRefused)
          return fail(
            'A franchisee could write a notification addressed to (or sent as) another user: row-level security did not refuse it.',
            evidence,
          );
        if (refused(tries.own))
          return fail(
            'Inserts for others were refused, but so was a notification for oneself, which the notifications policy allows: the policy is broken.',
            evidence,
          );
        return pass(
          'Inserting a notification for another user, or one that claims another sender, was refused by row-level security (42501); a notification for oneself was accepted (then rolled back).',
          evidence,
        );
      }),
  },
];
