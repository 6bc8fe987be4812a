import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { api } from '../../../test/ordering-fixture';
import { orderIn, setUpOperations, type OperationsWorld } from '../../../test/operations-fixture';
import type { SuiteRun } from '../../../../shared/diagnostics.contracts';

/**
 * The rls-security suite through its endpoint: every franchisee-owned table passes on a world with orders in every
 * state, franchisees only see it skipped, visitors are refused, and breaking a table's row-level security (turning it
 * off, or adding a policy that lets everyone read) makes exactly that table's check fail.
 */

let w: OperationsWorld;
const URL = '/api/diagnostics/suites/rls-security/run';
const run = async (cookie: string | null = w.hq1.cookie) => {
  const res = await api(w.t, cookie).post(URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SuiteRun;
};
const check = (r: SuiteRun, table: string) => r.checks.find((c) => c.name.startsWith(`${table}:`));
const failing = (r: SuiteRun) => r.checks.filter((c) => c.status === 'fail').map((c) => `${c.name}: ${c.detail}`);

beforeAll(async () => {
  w = await setUpOperations();
  // Orders in several states give rows in orders, lines, history, approvals, invoices, stock movements, notifications,
  // addresses and payment methods; a second franchisee's cart gives cart lines.
  await orderIn(w, 'delivered');
  await orderIn(w, 'cancelled');
  await orderIn(w, 'pending_approval');
});
afterAll(async () => w?.t.close());

describe('rls-security suite', () => {
  it('passes for head office: one check per franchisee-owned table, each "owner sees N, another franchisee sees 0"', async () => {
    const r = await run();
    expect(failing(r)).toEqual([]);
    expect(r.status).toBe('pass');
    const names = r.checks.map((c) => c.name.split(':')[0]);
    // Decision 002's franchisee-owned tables are all there, found from the catalogue.
    for (const table of [
      'locations',
      'location_stock',
      'orders',
      'order_items',
      'order_status_history',
      'daily_sales',
      'user_profiles',
      'cart_items',
      'notifications',
    ])
      expect(names).toContain(table);
    expect(check(r, 'orders')!.detail).toMatch(/^Owner sees [1-9]\d* rows, another franchisee sees 0\.$/);
    expect(check(r, 'order_items')!.detail).toMatch(/another franchisee sees 0/);
    expect(check(r, 'daily_sales')!.detail).toMatch(/No rows to leak; row-level security is on/);
    expect(check(r, 'auth_sessions')!.detail).toMatch(/may not read this table at all \(42501\)/);
    expect(r.checks[0]).toMatchObject({ name: 'Row-level security is on for every table app_user can reach', status: 'pass' });
  });

  it('is skipped for a franchisee and refused without a session', async () => {
    const r = await run(w.f.cookie);
    expect(r.status).toBe('skipped');
    expect(r.checks.every((c) => c.status === 'skip')).toBe(true);
    expect((await api(w.t, null).post(URL)).statusCode).toBe(401);
  });

  it('fails for a table whose row-level security is turned off, and in the schema-wide check', async () => {
    await w.t.db.execute(sql`alter table orders disable row level security`);
    try {
      const r = await run();
      expect(r.status).toBe('fail');
      expect(check(r, 'orders')).toMatchObject({ status: 'fail' });
      expect(check(r, 'orders')!.detail).toMatch(/Another franchisee sees [1-9]\d* of the owner's/);
      expect(r.checks[0]).toMatchObject({ status: 'fail' });
      expect(r.checks[0].detail).toContain('orders (app_user: INSERT,SELECT,UPDATE)');
    } finally {
      await w.t.db.execute(sql`alter table orders enable row level security`);
    }
    expect((await run()).status).toBe('pass');
  });

  it('fails for a table with a policy that lets everyone read', async () => {
    await w.t.db.execute(sql`create policy diagnostics_leak on addresses for select using (true)`);
    try {
      const r = await run();
      expect(failing(r)).toEqual([expect.stringMatching(/^addresses: .*Another franchisee sees [1-9]\d* of the owner's/)]);
    } finally {
      await w.t.db.execute(sql`drop policy diagnostics_leak on addresses`);
    }
  });

  it('fails for an empty table that app_user can read without a policy', async () => {
    await w.t.db.execute(sql`alter table daily_sales disable row level security`);
    try {
      const r = await run();
      expect(check(r, 'daily_sales')).toMatchObject({ status: 'fail' });
      expect(check(r, 'daily_sales')!.detail).toMatch(/No rows to leak, but app_user may read this table/);
    } finally {
      await w.t.db.execute(sql`alter table daily_sales enable row level security`);
    }
  });

  it('fails when a table without row-level security is opened to app_user', async () => {
    await w.t.db.execute(sql`grant select on rate_limit_hits to app_user`);
    try {
      const r = await run();
      expect(r.checks[0]).toMatchObject({ status: 'fail' });
      expect(r.checks[0].detail).toContain('rate_limit_hits (app_user: SELECT)');
    } finally {
      await w.t.db.execute(sql`revoke select on rate_limit_hits from app_user`);
    }
  });

  it('leaves nothing behind (every check runs in a transaction that is rolled back)', async () => {
    const counts = async () =>
      rowsOf(
        await w.t.db.execute(
          sql`select (select count(*) from auth_users)::int as users, (select count(*) from locations)::int as locations`,
        ),
      );
    const before = await counts();
    await run();
    expect(await counts()).toEqual(before);
  });
});
