import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../test/harness';
import { brands, dailySales, locations, orders, userProfiles } from '../db/schema';
import { withRls } from './rls';
import { rowsOf } from '../db/client';

let t: TestApp;
let maria: { userId: string };
let jose: { userId: string };
let hq: { userId: string };
let mariaLoc: string;
let joseLoc: string;

beforeAll(async () => {
  t = await createTestApp();
  maria = await signUp(t, { role: 'franchisee' });
  jose = await signUp(t, { role: 'franchisee' });
  hq = await signUp(t, { role: 'franchisor' });
  const [brand] = await t.db.insert(brands).values({ slug: 'rls-brand', name: 'RLS' }).returning();
  const mk = (code: string, ownerId: string) =>
    t.db.insert(locations).values({ brandId: brand.id, ownerId, code, name: code, addressLine: 'a', city: 'c', province: 'p' }).returning();
  mariaLoc = (await mk('M-1', maria.userId))[0].id;
  joseLoc = (await mk('J-1', jose.userId))[0].id;
  for (const [loc, n] of [
    [mariaLoc, 'ORD-M'],
    [joseLoc, 'ORD-J'],
  ] as const) {
    await t.db
      .insert(orders)
      .values({ orderNumber: n, locationId: loc, subtotalCentavos: 100, vatCentavos: 12, shippingCentavos: 0, totalCentavos: 112 });
    await t.db.insert(dailySales).values({ locationId: loc, salesDate: '2026-11-01', grossCentavos: 1000, netCentavos: 1000 });
  }
});
afterAll(async () => t?.close());

const asMaria = () => ({ userId: maria.userId, role: 'franchisee' as const });

describe('row-level security', () => {
  it("a franchisee's query without any filter sees only their own locations' rows", async () => {
    const seen = await withRls(t.db, asMaria(), async (tx) => ({
      locations: (await tx.select().from(locations)).map((l) => l.id),
      orders: (await tx.select().from(orders)).map((o) => o.orderNumber),
      sales: (await tx.select().from(dailySales)).map((s) => s.locationId),
    }));
    expect(seen).toEqual({ locations: [mariaLoc], orders: ['ORD-M'], sales: [mariaLoc] });
  });

  it("a franchisee cannot read another franchisee's row even by id", async () => {
    const rows = await withRls(t.db, asMaria(), (tx) => tx.select().from(orders).where(eq(orders.locationId, joseLoc)));
    expect(rows).toEqual([]);
  });

  it("a franchisee cannot write rows for another franchisee's location", async () => {
    await expect(
      withRls(t.db, asMaria(), (tx) =>
        tx.insert(orders).values({
          orderNumber: 'ORD-X',
          locationId: joseLoc,
          subtotalCentavos: 1,
          vatCentavos: 0,
          shippingCentavos: 0,
          totalCentavos: 1,
        }),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    const updated = await withRls(t.db, asMaria(), (tx) =>
      // status is a column app_user may write (cancelling), so it is the row policy that must stop this.
      tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.locationId, joseLoc)).returning(),
    );
    expect(updated).toEqual([]);
  });

  it('head office sees the whole network', async () => {
    const n = await withRls(t.db, { userId: hq.userId, role: 'franchisor' }, async (tx) => (await tx.select().from(orders)).length);
    expect(n).toBe(2);
  });

  it('profiles: a user sees only their own profile', async () => {
    const rows = await withRls(t.db, asMaria(), (tx) => tx.select().from(userProfiles));
    expect(rows.map((r) => r.id)).toEqual([maria.userId]);
  });

  it('the app role cannot touch sessions or credentials at all', async () => {
    await expect(withRls(t.db, asMaria(), (tx) => tx.execute(sql`select token from auth_sessions`))).rejects.toMatchObject({
      cause: { code: '42501' },
    });
  });

  it('runs as app_user, not as the owner', async () => {
    const who = await withRls(t.db, asMaria(), async (tx) => rowsOf<{ u: string }>(await tx.execute(sql`select current_user as u`))[0].u);
    expect(who).toBe('app_user');
  });

  it('every policy reads the settings once per statement: app_user_id(), app_role() and app_is_head_office() only in scalar subqueries (migration 0019)', async () => {
    const policies = rowsOf<{ name: string; qual: string | null; check: string | null }>(
      await t.db.execute(
        sql`select tablename || '.' || policyname as name, qual, with_check as check from pg_policies where schemaname = 'public'`,
      ),
    );
    expect(policies.length).toBeGreaterThan(40);
    const bare = /(?<!SELECT )\b(app_user_id|app_role|app_is_head_office)\(\)/;
    const perRow = policies.filter((p) => bare.test(p.qual ?? '') || bare.test(p.check ?? '')).map((p) => p.name);
    expect(perRow).toEqual([]);
  });
});
