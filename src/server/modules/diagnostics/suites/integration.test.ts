import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { api, makeProduct } from '../../../test/ordering-fixture';
import { setUpOperations, type OperationsWorld } from '../../../test/operations-fixture';
import type { SuiteRun } from '../../../../shared/diagnostics.contracts';

/**
 * The integration suite through its endpoint: an order placed by a throwaway franchisee, approved and cancelled by
 * head office, stock back, and every row it created removed — proven by counting every table it touches before and
 * after. It also cleans up when a step fails (approval or cancel broken with a trigger), and runs on a throwaway
 * product when no existing one fits.
 */

let w: OperationsWorld;
const URL = '/api/diagnostics/suites/integration/run';
const STEPS = ['Place an order', 'Approve it', 'Cancel it', 'Stock restored', 'Cleaned up'];
const run = async (cookie: string | null = w.hq1.cookie) => {
  const res = await api(w.t, cookie).post(URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SuiteRun;
};
const statuses = (r: SuiteRun) => r.checks.map((c) => `${c.name}: ${c.status}`);
const detail = (r: SuiteRun, name: string) => r.checks.find((c) => c.name === name)!.detail;

const COUNTED = [
  'orders',
  'order_items',
  'order_status_history',
  'order_approvals',
  'invoices',
  'invoice_payments',
  'stock_movements',
  'stock_alerts',
  'notifications',
  'notification_emails',
  'audit_log',
  'cart_items',
  'addresses',
  'payment_methods',
  'ordering_selections',
  'user_notification_preferences',
  'locations',
  'location_status_history',
  'location_stock',
  'user_profiles',
  'auth_users',
  'auth_sessions',
  'auth_accounts',
  'auth_verifications',
  'rate_limit_hits',
  'products',
  'product_brands',
  'brands',
  'warehouse_stock',
];

/** The runner counts each caller's runs (its run limit): that row is the runner's, not something the suite left behind. */
const RUNNER_OWN = ` where key not like 'diagnostics:runs:%'`;

/** Every table the run writes, counted, plus each product's warehouse stock. */
async function footprint() {
  const counts = rowsOf<Record<string, number>>(
    await w.t.db.execute(
      sql.raw(`select ${COUNTED.map((t) => `(select count(*) from ${t}${t === 'rate_limit_hits' ? RUNNER_OWN : ''})::int as ${t}`).join(', ')},
        (select string_agg(product_id || ':' || on_hand || '/' || reserved, ',' order by product_id) from warehouse_stock) as stock`),
    ),
  )[0];
  return counts;
}

beforeAll(async () => {
  w = await setUpOperations();
  // A product of the franchisee's brand with stock; the suite picks the cheapest fitting one.
  await makeProduct(w.t, { brandIds: [w.brand.id], stock: 40, pricePesos: 120, reorderLevel: 5 });
});
afterAll(async () => w?.t.close());

describe('integration suite', () => {
  it('places, approves and cancels an order on a throwaway location, then removes everything it created', async () => {
    const before = await footprint();
    const r = await run();
    expect(statuses(r)).toEqual(STEPS.map((s) => `${s}: pass`));
    expect(detail(r, 'Place an order')).toMatch(/^Throwaway franchisee at DIAG-\w+ placed order .* for 1 × SKU-/);
    expect(detail(r, 'Approve it')).toMatch(/^Head office \(you\) approved order/);
    expect(detail(r, 'Cancel it')).toMatch(/^Head office \(you\) cancelled order/);
    expect(detail(r, 'Cleaned up')).toMatch(/orders 1, .*users 1/);
    expect(detail(r, 'Cleaned up')).toContain('invoices 1');
    expect(detail(r, 'Cleaned up')).toContain('approvals 1');
    expect(await footprint()).toEqual(before);
  });

  it('is skipped for a franchisee (nothing created) and refused without a session', async () => {
    const before = await footprint();
    const r = await run(w.f.cookie);
    expect(r.status).toBe('skipped');
    expect(r.checks.every((c) => c.status === 'skip')).toBe(true);
    expect((await api(w.t, null).post(URL)).statusCode).toBe(401);
    expect(await footprint()).toEqual(before);
  });

  it('for an admin (who cannot approve): the franchisee cancels the pending order, and it is still cleaned up', async () => {
    const before = await footprint();
    const r = await run(w.admin.cookie);
    expect(statuses(r)).toEqual([
      'Place an order: pass',
      'Approve it: skip',
      'Cancel it: pass',
      'Stock restored: pass',
      'Cleaned up: pass',
    ]);
    expect(detail(r, 'Cancel it')).toMatch(/^Its franchisee cancelled order/);
    expect(await footprint()).toEqual(before);
  });

  it('uses a throwaway product (and removes it) when no existing product fits', async () => {
    await w.t.db.execute(sql`update products set active = false`);
    try {
      const before = await footprint();
      const r = await run();
      expect(statuses(r)).toEqual(STEPS.map((s) => `${s}: pass`));
      expect(detail(r, 'Place an order')).toContain('(a throwaway product)');
      expect(detail(r, 'Cleaned up')).toMatch(/throwaway product \d+, throwaway brand 1/);
      expect(await footprint()).toEqual(before);
    } finally {
      await w.t.db.execute(sql`update products set active = true`);
    }
  });

  it('fails when approval is broken, and still cleans up', async () => {
    await w.t.db.execute(sql`create function diagnostics_break() returns trigger language plpgsql as $$
      begin raise exception 'broken on purpose'; end $$`);
    await w.t.db.execute(
      sql`create trigger diagnostics_break before insert on order_approvals for each row execute function diagnostics_break()`,
    );
    try {
      const before = await footprint();
      const r = await run();
      expect(r.status).toBe('fail');
      expect(statuses(r)).toEqual([
        'Place an order: pass',
        'Approve it: fail',
        'Cancel it: pass',
        'Stock restored: pass',
        'Cleaned up: pass',
      ]);
      expect(detail(r, 'Approve it')).toMatch(/answered 500/);
      expect(await footprint()).toEqual(before);
    } finally {
      await w.t.db.execute(sql`drop trigger diagnostics_break on order_approvals`);
    }
  });

  it('fails when cancelling is broken (stock stays reserved), and the clean-up gives the stock back', async () => {
    await w.t.db.execute(
      sql`create trigger diagnostics_break before update on orders for each row when (new.status = 'cancelled') execute function diagnostics_break()`,
    );
    try {
      const before = await footprint();
      const r = await run();
      expect(statuses(r)).toEqual([
        'Place an order: pass',
        'Approve it: pass',
        'Cancel it: fail',
        'Stock restored: fail',
        'Cleaned up: pass',
      ]);
      expect(detail(r, 'Stock restored')).toMatch(/did not return: .*reserved (\d+) → (?!\1)\d+/);
      expect(await footprint()).toEqual(before);
    } finally {
      await w.t.db.execute(sql`drop trigger diagnostics_break on orders`);
      await w.t.db.execute(sql`drop function diagnostics_break()`);
    }
  });

  it('fails when checkout is refused, and removes the throwaway account and location', async () => {
    await w.t.db.execute(sql`revoke insert on orders from app_user`);
    try {
      const before = await footprint();
      const r = await run();
      expect(statuses(r)).toEqual([
        'Place an order: fail',
        'Approve it: skip',
        'Cancel it: skip',
        'Stock restored: skip',
        'Cleaned up: pass',
      ]);
      expect(await footprint()).toEqual(before);
    } finally {
      await w.t.db.execute(sql`grant insert on orders to app_user`);
    }
  });
});
