import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { orders } from '../../../db/schema';
import { api } from '../../../test/ordering-fixture';
import { orderIn, setUpOperations, type OperationsWorld } from '../../../test/operations-fixture';
import type { SuiteRun } from '../../../../shared/diagnostics.contracts';
import type * as OrderTransitions from '../../../lib/order-transitions';

/**
 * The production-fixes suite through its endpoint: it passes on a world with orders and stock, franchisees see it
 * skipped, visitors are refused, it leaves nothing behind, and each check fails when what it checks is broken: the
 * service's transition table (the earlier product's bug, reproduced by a mock), the orders policy, the API's approve,
 * the stock ledger's guard, the stock check constraints and the notifications insert policy.
 */

// The earlier product moved orders without checking the table: with `broken.transitions` on, transition() does that.
const broken = vi.hoisted(() => ({ transitions: false }));
vi.mock('../../../lib/order-transitions', async (importOriginal) => {
  const real = await importOriginal<typeof OrderTransitions>();
  const transition: typeof real.transition = async (tx, order, to, actorId, note, extra) => {
    if (!broken.transitions) return real.transition(tx, order, to, actorId, note, extra);
    await tx.update(orders).set({ status: to }).where(eq(orders.id, order.id));
    order.status = to;
  };
  return { ...real, transition };
});

let w: OperationsWorld;
const URL = '/api/diagnostics/suites/production-fixes/run';
const NAMES = {
  service: 'Order transitions follow the state machine (service)',
  database: 'Order transitions: the database limits a franchisee to cancelling a pending order',
  api: 'Order transitions: the API refuses approving an order that is not pending',
  ledger: 'No oversell: the stock ledger refuses to move more than is on hand',
  constraints: 'No oversell: the database refuses negative stock',
  notifications: 'Notifications: a franchisee cannot insert one for someone else',
};
const run = async (cookie: string | null = w.hq1.cookie) => {
  const res = await api(w.t, cookie).post(URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SuiteRun;
};
const statuses = (r: SuiteRun) => Object.fromEntries(r.checks.map((c) => [c.name, c.status]));
const only = (failing = '') => Object.fromEntries(Object.values(NAMES).map((name) => [name, name === failing ? 'fail' : 'pass']));
const detail = (r: SuiteRun, name: string) => r.checks.find((c) => c.name === name)!.detail;

/** Row counts of everything the suite writes inside its rolled-back transactions. */
async function footprint() {
  return rowsOf(
    await w.t.db.execute(sql`select
      (select count(*) from auth_users)::int as users, (select count(*) from user_profiles)::int as profiles,
      (select count(*) from locations)::int as locations, (select count(*) from brands)::int as brands,
      (select count(*) from orders)::int as orders, (select count(*) from order_status_history)::int as history,
      (select count(*) from notifications)::int as notifications, (select count(*) from stock_movements)::int as movements,
      (select count(*) from location_stock)::int as "locationStock", (select count(*) from products)::int as products,
      (select string_agg(product_id || ':' || on_hand || '/' || reserved, ',' order by product_id) from warehouse_stock) as stock`),
  )[0];
}

beforeAll(async () => {
  w = await setUpOperations();
  await orderIn(w, 'delivered');
  await orderIn(w, 'pending_approval');
});
afterAll(async () => w?.t.close());

describe('production-fixes suite', () => {
  it('passes for head office, with evidence, and leaves nothing behind', async () => {
    const before = await footprint();
    const r = await run();
    expect(statuses(r)).toEqual(only());
    expect(r.status).toBe('pass');
    expect(detail(r, NAMES.service)).toBe(
      'All 49 status moves tried: the 8 the transition table allows were accepted, the other 41 refused with 409.',
    );
    expect(detail(r, NAMES.database)).toContain('only pending_approval → cancelled');
    expect(detail(r, NAMES.api)).toMatch(/^Approving delivered order .* was refused with 409 and the order is unchanged\.$/);
    expect(r.checks.every((c) => c.evidence && c.evidence.request && c.evidence.response)).toBe(true);
    expect(await footprint()).toEqual(before);
  });

  it('is skipped for a franchisee, partly for an admin (who cannot approve), and refused without a session', async () => {
    const f = await run(w.f.cookie);
    expect(f.status).toBe('skipped');
    expect(f.checks.every((c) => c.status === 'skip')).toBe(true);
    const admin = await run(w.admin.cookie);
    expect(statuses(admin)).toEqual({ ...only(), [NAMES.api]: 'skip' });
    expect((await api(w.t, null).post(URL)).statusCode).toBe(401);
  });

  it('on an empty network it still runs on throwaway data: a throwaway brand, location, order and product', async () => {
    // Another app with nothing in it but head office.
    const { createTestApp, signUp } = await import('../../../test/harness');
    const t = await createTestApp();
    try {
      const hq = await signUp(t, { role: 'franchisor' });
      const res = await api(t, hq.cookie).post(URL);
      const r = res.json() as SuiteRun;
      expect(statuses(r)).toEqual({ ...only(), [NAMES.api]: 'skip' });
      expect(
        rowsOf(await t.db.execute(sql`select (select count(*) from brands)::int + (select count(*) from products)::int as n`))[0],
      ).toEqual({ n: 0 });
    } finally {
      await t.close();
    }
  });

  it('fails when the service moves orders without checking the transition table', async () => {
    broken.transitions = true;
    try {
      const r = await run();
      expect(statuses(r)).toEqual(only(NAMES.service));
      expect(detail(r, NAMES.service)).toContain('41 of 49 status moves disagree with the transition table');
      expect(detail(r, NAMES.service)).toContain('delivered → pending_approval accepted (table: not allowed)');
    } finally {
      broken.transitions = false;
    }
  });

  it('fails when a policy lets a franchisee make any status move', async () => {
    await w.t.db.execute(sql`create policy diagnostics_leak on orders for update using (true) with check (true)`);
    try {
      const r = await run();
      expect(statuses(r)).toEqual(only(NAMES.database));
      expect(detail(r, NAMES.database)).toContain('pending_approval → approved accepted');
    } finally {
      await w.t.db.execute(sql`drop policy diagnostics_leak on orders`);
    }
  });

  it('fails when the API approves an order that is no longer pending', async () => {
    const real = w.t.ctx.approvals.approve;
    w.t.ctx.approvals.approve = async (_actor, orderId) => {
      await w.t.db.update(orders).set({ status: 'approved', updatedAt: new Date() }).where(eq(orders.id, orderId));
      return { orderId, ok: true, status: 'approved', approvalsRemaining: 0, message: null };
    };
    let victim: string | undefined;
    try {
      const r = await run();
      expect(statuses(r)).toEqual(only(NAMES.api));
      expect(detail(r, NAMES.api)).toMatch(/answered 200 and the order is now approved/);
      victim = r.checks.find((c) => c.name === NAMES.api)!.evidence!.request.match(/approvals\/([0-9a-f-]+)\//)![1];
    } finally {
      w.t.ctx.approvals.approve = real;
      if (victim) await w.t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, victim));
    }
  });

  it('fails when the stock ledger applies a change without its guard', async () => {
    const real = w.t.ctx.ledger.warehouse;
    // The guard removed: the change is applied (and the database's check constraint is all that is left).
    w.t.ctx.ledger.warehouse = async (tx, c) => {
      const [row] = rowsOf<{ product_id: string }>(
        await tx.execute(
          sql`update warehouse_stock set on_hand = on_hand + ${c.onHandDelta ?? 0}, reserved = reserved + ${c.reservedDelta ?? 0}
              where product_id = ${c.productId} returning product_id`,
        ),
      );
      return row ? ({ productId: row.product_id } as never) : null;
    };
    try {
      const r = await run();
      expect(statuses(r)).toEqual(only(NAMES.ledger));
      expect(detail(r, NAMES.ledger)).toContain('not refused by the ledger (the database stopped it: 23514)');
    } finally {
      w.t.ctx.ledger.warehouse = real;
    }
  });

  it('fails when the stock check constraints are gone (and then the unguarded ledger oversells)', async () => {
    await w.t.db.execute(sql`alter table warehouse_stock drop constraint warehouse_stock_nonneg`);
    await w.t.db.execute(sql`alter table location_stock drop constraint location_stock_nonneg`);
    try {
      const r = await run();
      expect(statuses(r)).toEqual(only(NAMES.constraints));
      expect(detail(r, NAMES.constraints)).toBe(
        'The database did not refuse: warehouse on hand below zero (accepted), warehouse reserved above on hand (accepted), location stock below zero (accepted).',
      );
    } finally {
      await w.t.db.execute(
        sql`alter table warehouse_stock add constraint warehouse_stock_nonneg check (on_hand >= 0 and reserved >= 0 and reserved <= on_hand)`,
      );
      await w.t.db.execute(sql`alter table location_stock add constraint location_stock_nonneg check (quantity >= 0)`);
    }
  });

  it('fails when the notifications insert policy lets anyone write for anyone', async () => {
    await w.t.db.execute(sql`create policy diagnostics_leak on notifications for insert with check (true)`);
    try {
      const r = await run();
      expect(statuses(r)).toEqual(only(NAMES.notifications));
      expect(detail(r, NAMES.notifications)).toMatch(/could write a notification addressed to \(or sent as\) another user/);
    } finally {
      await w.t.db.execute(sql`drop policy diagnostics_leak on notifications`);
    }
  });

  it('fails when inserting one’s own notification is refused too (the policy broken the other way)', async () => {
    await w.t.db.execute(sql`alter policy notifications_insert on notifications with check (false)`);
    try {
      const r = await run();
      expect(statuses(r)).toEqual(only(NAMES.notifications));
      expect(detail(r, NAMES.notifications)).toMatch(/but so was a notification for oneself/);
    } finally {
      await w.t.db.execute(
        sql`alter policy notifications_insert on notifications with check (recipient_id = (select app_user_id()) and (sender_id is null or sender_id = (select app_user_id())))`,
      );
    }
    expect((await run()).status).toBe('pass');
  });
});
