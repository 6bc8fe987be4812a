import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUp, type TestApp } from '../../test/harness';
import { api, makeFranchisee, makeProduct, placeOrder, stockOf } from '../../test/ordering-fixture';
import { setUpOperations, type OperationsWorld, orderIn } from '../../test/operations-fixture';
import { invoices } from '../../db/schema';

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
