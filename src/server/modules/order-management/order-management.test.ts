import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { signUp, type TestApp } from '../../test/harness';
import { api, makeFranchisee, makeProduct, placeOrder, stockOf } from '../../test/ordering-fixture';
import { setUpOperations, type OperationsWorld, orderIn } from '../../test/operations-fixture';
import { rowsOf } from '../../db/client';
import { withRls } from '../../lib/rls';
import { invoices, orderTotals, orders } from '../../db/schema';
import { addCalendarDays, manilaToday } from '../../../shared/time';

let w: OperationsWorld;
let t: TestApp;
let brand: OperationsWorld['brand'];
let hq1: OperationsWorld['hq1'];
let admin: OperationsWorld['admin'];
let f: OperationsWorld['f'];
beforeAll(async () => {
  w = await setUpOperations();
  ({ t, brand, hq1, admin, f } = w);
});
afterAll(async () => t?.close());

describe('order management', () => {
  it('scopes by role, filters, sorts and exports the filtered set as CSV', async () => {
    const mine = (await orderIn(w, 'approved')).order;
    const other = await makeFranchisee(t, brand.id);
    const theirs = await placeOrder(t, other.cookie, (await makeProduct(t, { brandIds: [brand.id] })).id, 1);
    const hqList = (await api(t, hq1.cookie).get('/api/order-management?limit=100')).json();
    expect(hqList.items.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const feList = (await api(t, other.cookie).get('/api/order-management?limit=100')).json();
    expect(feList.items.map((o: { id: string }) => o.id)).toEqual([theirs.id]);
    const approved = (
      await api(t, hq1.cookie).get(`/api/order-management?status=approved&locationId=${f.location.id}&sort=total_asc&limit=100`)
    ).json();
    expect(approved.items.every((o: { status: string }) => o.status === 'approved')).toBe(true);
    const totals = approved.items.map((o: { totalCentavos: number }) => o.totalCentavos);
    expect(totals).toEqual([...totals].sort((a: number, b: number) => a - b));
    expect(approved.totalAmountCentavos).toBe(totals.reduce((a: number, b: number) => a + b, 0));

    const csv = await api(t, hq1.cookie).get(`/api/order-management/export.csv?status=approved&locationId=${f.location.id}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Order number,Placed (Manila),Status,Location,Brand,Franchisee,Items,Total (PHP)');
    expect(lines.length - 1).toBe(approved.total);
    expect(csv.body).toContain(mine.orderNumber);

    const user = await signUp(t, { role: 'user' });
    const refused = await api(t, user.cookie).get('/api/order-management');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your account is not linked to the franchise network yet, so there are no orders to show.');
  });

  it('head office may cancel approved or processing orders only, releasing stock and cancelling the invoice', async () => {
    const { order, product } = await orderIn(w, 'processing', 3);
    expect((await stockOf(t, product.id)).reserved).toBe(3);
    const res = await api(t, hq1.cookie).post(`/api/orders/${order.id}/head-office-cancel`, { reason: 'Supplier shortage' });
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect((await stockOf(t, product.id)).reserved).toBe(0);
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(inv.status).toBe('cancelled');
    const shipped = await orderIn(w, 'shipped');
    expect((await api(t, hq1.cookie).post(`/api/orders/${shipped.order.id}/head-office-cancel`, { reason: 'x' })).statusCode).toBe(409);
  });
});

describe('the header totals (order_totals, migration 0055)', () => {
  type Header = { total: number; totalAmountCentavos: number };
  /** The same filters counted over the orders themselves, as the header did before the rollup. */
  async function counted(filter: { status?: string; locationId?: string; brandId?: string }): Promise<Header> {
    const res = await t.db.execute(sql`
      select count(*)::int as total, coalesce(sum(o.total_centavos), 0)::bigint as amount
      from orders o join locations l on l.id = o.location_id
      where (${filter.status ?? null}::text is null or o.status = ${filter.status ?? null})
        and (${filter.locationId ?? null}::uuid is null or o.location_id = ${filter.locationId ?? null}::uuid)
        and (${filter.brandId ?? null}::uuid is null or l.brand_id = ${filter.brandId ?? null}::uuid)`);
    const [row] = rowsOf<{ total: number; amount: string | number }>(res);
    return { total: Number(row.total), totalAmountCentavos: Number(row.amount) };
  }
  async function header(cookie: string, query: string): Promise<Header> {
    const res = await api(t, cookie).get(`/api/order-management?limit=1${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const { total, totalAmountCentavos } = res.json() as Header;
    return { total, totalAmountCentavos };
  }
  /** Every (location, status) the rollup holds, against a recount; rows that went to zero may stay. */
  async function assertRollupMatchesOrders() {
    const recount = rowsOf<{ location_id: string; status: string; orders: number; total: string | number }>(
      await t.db.execute(
        sql`select location_id, status, count(*)::int as orders, sum(total_centavos)::bigint as total from orders group by 1, 2`,
      ),
    ).map((r) => ({ locationId: r.location_id, status: r.status, orders: Number(r.orders), totalCentavos: Number(r.total) }));
    const kept = (await t.db.select().from(orderTotals)).filter((r) => r.orders !== 0 || r.totalCentavos !== 0);
    const key = (r: { locationId: string; status: string }) => `${r.locationId}:${r.status}`;
    expect([...kept].sort((a, b) => key(a).localeCompare(key(b)))).toEqual([...recount].sort((a, b) => key(a).localeCompare(key(b))));
  }

  it('equal the orders themselves after checkout, approval, rejection, shipping and both kinds of cancellation', async () => {
    const other = await makeFranchisee(t, brand.id);
    await placeOrder(t, other.cookie, (await makeProduct(t, { brandIds: [brand.id] })).id, 3);
    for (const status of ['pending_approval', 'approved', 'rejected', 'cancelled', 'processing', 'shipped'] as const)
      await orderIn(w, status);
    const { order } = await orderIn(w, 'approved', 4);
    expect((await api(t, hq1.cookie).post(`/api/orders/${order.id}/head-office-cancel`, { reason: 'Stock count' })).statusCode).toBe(200);
    await assertRollupMatchesOrders();

    const filters = [
      {},
      { status: 'approved' },
      { status: 'cancelled' },
      { locationId: f.location.id },
      { locationId: other.location.id, status: 'pending_approval' },
      { brandId: brand.id },
      { brandId: brand.id, status: 'shipped' },
    ];
    for (const filter of filters) {
      const query = Object.entries(filter)
        .map(([k, v]) => `&${k}=${v}`)
        .join('');
      for (const who of [hq1, admin]) expect(await header(who.cookie, query), query).toEqual(await counted(filter));
    }
    // A date range is counted over the orders (the rollup has no dates): the same orders when the range holds them all.
    const today = manilaToday();
    expect(await header(hq1.cookie, `&from=${addCalendarDays(today, -1)}&to=${today}&locationId=${f.location.id}`)).toEqual(
      await counted({ locationId: f.location.id }),
    );
    // A franchisee's header is their own orders only.
    const own = await header(other.cookie, '');
    expect(own).toEqual(await counted({ locationId: other.location.id }));
  });

  it('follow statements that change many orders at once, change nothing that counts, or delete', async () => {
    const a = await makeFranchisee(t, brand.id);
    const b = await makeFranchisee(t, brand.id);
    const row = (locationId: string, n: number) => ({
      orderNumber: `ORD-TOTALS-${locationId.slice(0, 8)}-${n}`,
      locationId,
      subtotalCentavos: 10_000 * n,
      vatCentavos: 1_200 * n,
      shippingCentavos: 500,
      totalCentavos: 11_200 * n + 500,
    });
    const inserted = await t.db
      .insert(orders)
      .values([row(a.location.id, 1), row(a.location.id, 2), row(b.location.id, 3)])
      .returning({ id: orders.id });
    await assertRollupMatchesOrders();
    // One statement across two locations; then one that touches no counted column.
    await t.db
      .update(orders)
      .set({ status: 'approved' })
      .where(
        inArray(
          orders.id,
          inserted.map((o) => o.id),
        ),
      );
    await t.db
      .update(orders)
      .set({ notes: 'checked' })
      .where(
        inArray(
          orders.id,
          inserted.map((o) => o.id),
        ),
      );
    await assertRollupMatchesOrders();
    expect(await header(hq1.cookie, `&locationId=${a.location.id}&status=approved`)).toEqual({
      total: 2,
      totalAmountCentavos: 11_700 + 22_900,
    });
    await t.db.delete(orders).where(eq(orders.id, inserted[0].id));
    await assertRollupMatchesOrders();
    expect(await header(hq1.cookie, `&locationId=${a.location.id}`)).toEqual({ total: 1, totalAmountCentavos: 22_900 });
  });

  it('are read by head office only: a franchisee’s session sees no row of the table', async () => {
    const asFranchisee = await withRls(t.db, { userId: f.userId, role: 'franchisee' }, (tx) => tx.select().from(orderTotals));
    expect(asFranchisee).toEqual([]);
    const asHeadOffice = await withRls(t.db, { userId: hq1.userId, role: 'franchisor' }, (tx) => tx.select().from(orderTotals));
    expect(asHeadOffice.length).toBeGreaterThan(0);
  });
});

describe('roles', () => {
  it('franchisees and admins are refused every head-office write endpoint; franchisees every head-office read', async () => {
    const id = crypto.randomUUID();
    const writes = [
      ['POST', `/api/approvals/${id}/approve`],
      ['POST', `/api/approvals/${id}/reject`],
      ['POST', '/api/approvals/bulk'],
      ['POST', `/api/shipping/${id}/processing`],
      ['POST', `/api/shipping/${id}/ship`],
      ['POST', `/api/shipping/${id}/deliver`],
      ['POST', '/api/shipping/bulk'],
      ['POST', `/api/orders/${id}/head-office-cancel`],
      ['POST', '/api/inventory/receipts'],
      ['POST', '/api/inventory/adjustments'],
      ['PATCH', `/api/inventory/warehouse/${id}/levels`],
      ['POST', `/api/inventory/alerts/${id}/ack`],
    ] as const;
    const reads = ['/api/approvals', '/api/shipping', '/api/inventory/warehouse'];
    for (const cookie of [f.cookie, admin.cookie]) {
      for (const [method, url] of writes) {
        const res = await t.app.inject({ method, url, payload: {}, headers: { cookie, origin: 'http://localhost:3000' } });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    for (const url of reads) expect((await api(t, f.cookie).get(url)).statusCode, url).toBe(403);
    expect((await api(t, admin.cookie).get('/api/inventory/warehouse')).statusCode).toBe(200);
  });
});
