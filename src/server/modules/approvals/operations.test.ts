import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, makeProduct, placeOrder, stockOf } from '../../test/ordering-fixture';
import { invoices, locationStock, notifications, orderApprovals, orders, stockAlerts } from '../../db/schema';
import { rowsOf } from '../../db/client';
import { ORDER_STATUSES } from '../../../shared/ordering.contracts';
import { ORDER_TRANSITIONS } from '../../../shared/operations.contracts';

let t: TestApp;
let brand: Awaited<ReturnType<typeof makeBrand>>;
type U = Awaited<ReturnType<typeof signUp>>;
let hq1: U;
let hq2: U;
let admin: U;
let f: Awaited<ReturnType<typeof makeFranchisee>>;

beforeAll(async () => {
  t = await createTestApp({ env: { TWO_APPROVER_THRESHOLD_PESOS: '25000' } });
  brand = await makeBrand(t);
  hq1 = await signUp(t, { role: 'franchisor', fullName: 'HQ One' });
  hq2 = await signUp(t, { role: 'franchisor', fullName: 'HQ Two' });
  admin = await signUp(t, { role: 'admin' });
  f = await makeFranchisee(t, brand.id);
});
afterAll(async () => t?.close());

const ship = { carrier: 'LBC', trackingNumber: '', shippingMethod: 'Express', estimatedDelivery: '2026-12-01' };
let trackSeq = 0;
const tracking = () => `TRK-${Date.now()}-${(trackSeq += 1)}`;

/** Drives an order to a status through the real endpoints. */
async function orderIn(status: (typeof ORDER_STATUSES)[number], qty = 2) {
  const p = await makeProduct(t, { brandIds: [brand.id], stock: 50, pricePesos: 100 });
  const o = await placeOrder(t, f.cookie, p.id, qty);
  const hq = api(t, hq1.cookie);
  const go = async (url: string, body?: object) => {
    const res = await hq.post(url, body);
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  };
  if (status === 'cancelled') await api(t, f.cookie).post(`/api/orders/${o.id}/cancel`, { reason: 'test' });
  if (status === 'rejected') await go(`/api/approvals/${o.id}/reject`, { reason: 'No' });
  if (['approved', 'processing', 'shipped', 'delivered'].includes(status)) await go(`/api/approvals/${o.id}/approve`, {});
  if (['processing', 'shipped', 'delivered'].includes(status)) await go(`/api/shipping/${o.id}/processing`);
  if (['shipped', 'delivered'].includes(status)) await go(`/api/shipping/${o.id}/ship`, { ...ship, trackingNumber: tracking() });
  if (status === 'delivered') await go(`/api/shipping/${o.id}/deliver`);
  const [row] = await t.db.select().from(orders).where(eq(orders.id, o.id));
  expect(row.status).toBe(status);
  return { order: o, product: p };
}

const ACTIONS = {
  approved: (id: string) => api(t, hq1.cookie).post(`/api/approvals/${id}/approve`, {}),
  rejected: (id: string) => api(t, hq1.cookie).post(`/api/approvals/${id}/reject`, { reason: 'No' }),
  processing: (id: string) => api(t, hq1.cookie).post(`/api/shipping/${id}/processing`),
  shipped: (id: string) => api(t, hq1.cookie).post(`/api/shipping/${id}/ship`, { ...ship, trackingNumber: tracking() }),
  delivered: (id: string) => api(t, hq1.cookie).post(`/api/shipping/${id}/deliver`),
};

describe('order state machine', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of Object.keys(ACTIONS) as (keyof typeof ACTIONS)[]) {
      const legal = ORDER_TRANSITIONS[from].includes(to);
      it(`${from} → ${to} is ${legal ? 'allowed' : 'refused with 409'}`, async () => {
        const { order } = await orderIn(from);
        const res = await ACTIONS[to](order.id);
        expect(res.statusCode, res.body).toBe(legal ? 200 : 409);
        if (!legal) expect(res.json().error.message).toBe('This action conflicts with existing data. Please refresh and try again.');
      });
    }
  }

  it('head office may cancel approved or processing orders only, releasing stock and cancelling the invoice', async () => {
    const { order, product } = await orderIn('processing', 3);
    expect((await stockOf(t, product.id)).reserved).toBe(3);
    const res = await api(t, hq1.cookie).post(`/api/orders/${order.id}/head-office-cancel`, { reason: 'Supplier shortage' });
    expect(res.json()).toMatchObject({ status: 'cancelled' });
    expect((await stockOf(t, product.id)).reserved).toBe(0);
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(inv.status).toBe('cancelled');
    const shipped = await orderIn('shipped');
    expect((await api(t, hq1.cookie).post(`/api/orders/${shipped.order.id}/head-office-cancel`, { reason: 'x' })).statusCode).toBe(409);
  });
});

describe('approval policy', () => {
  it('above the threshold two different franchisors must approve; the same one twice is refused', async () => {
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 100, pricePesos: 10_000, max: 10 });
    const o = await placeOrder(t, f.cookie, p.id, 3); // ₱30,000 + VAT
    const first = await api(t, hq1.cookie).post(`/api/approvals/${o.id}/approve`, { comment: 'ok by me' });
    expect(first.json()).toMatchObject({ ok: true, status: 'pending_approval', approvalsRemaining: 1 });
    const queue = (await api(t, hq1.cookie).get('/api/approvals')).json();
    expect(queue.items.find((i: { order: { id: string } }) => i.order.id === o.id)).toMatchObject({ approvalsRequired: 2, blockedReason: 'already_approved', approvals: [{ approverName: 'HQ One', comment: 'ok by me' }] });
    expect((await api(t, hq1.cookie).get('/api/approvals?needsMyApproval=true')).json().items.map((i: { order: { id: string } }) => i.order.id)).not.toContain(o.id);
    const again = await api(t, hq1.cookie).post(`/api/approvals/${o.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    const second = await api(t, hq2.cookie).post(`/api/approvals/${o.id}/approve`, {});
    expect(second.json()).toMatchObject({ status: 'approved', approvalsRemaining: 0 });
    expect((await t.db.select().from(orderApprovals).where(eq(orderApprovals.orderId, o.id))).length).toBe(2);
  });

  it('nobody approves an order they placed', async () => {
    const { order } = { order: await placeOrder(t, f.cookie, (await makeProduct(t, { brandIds: [brand.id] })).id, 1) };
    await t.db.update(orders).set({ placedBy: hq1.userId }).where(eq(orders.id, order.id));
    const res = await api(t, hq1.cookie).post(`/api/approvals/${order.id}/approve`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot approve an order you placed.');
    expect((await api(t, hq2.cookie).post(`/api/approvals/${order.id}/approve`, {})).json().status).toBe('approved');
  });

  it('two approvers clicking at the same moment: one wins, the other gets 409', async () => {
    const o = await placeOrder(t, f.cookie, (await makeProduct(t, { brandIds: [brand.id] })).id, 1);
    const [a, b] = await Promise.all([
      api(t, hq1.cookie).post(`/api/approvals/${o.id}/approve`, {}),
      api(t, hq2.cookie).post(`/api/approvals/${o.id}/approve`, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await t.db.select().from(invoices).where(eq(invoices.orderId, o.id))).length).toBe(1);
  });

  it('approval creates a Net 30 invoice, notifies the franchisee, and both sides can download the PDF', async () => {
    const o = await placeOrder(t, f.cookie, (await makeProduct(t, { brandIds: [brand.id], pricePesos: 500 })).id, 2);
    await api(t, hq1.cookie).post(`/api/approvals/${o.id}/approve`, { comment: 'Thanks' });
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.orderId, o.id));
    expect(inv.invoiceNumber).toMatch(/^INV-\d{8}-\d{6}$/);
    expect((new Date(inv.dueOn).getTime() - new Date(inv.issuedOn).getTime()) / 86_400_000).toBe(30);
    expect(inv.amountCentavos).toBe(o.totalCentavos);
    const detail = (await api(t, f.cookie).get(`/api/orders/${o.id}`)).json();
    expect(detail).toMatchObject({ status: 'approved', invoiceUrl: `/api/invoices/${inv.id}/pdf`, invoiceNumber: inv.invoiceNumber });
    for (const cookie of [f.cookie, hq1.cookie]) {
      const pdf = await api(t, cookie).get(detail.invoiceUrl);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const stranger = await makeFranchisee(t, brand.id);
    expect((await api(t, stranger.cookie).get(detail.invoiceUrl)).statusCode).toBe(404);
    const [note] = await t.db.select().from(notifications).where(and(eq(notifications.relatedOrderId, o.id), eq(notifications.type, 'order_approved')));
    expect(note).toMatchObject({ recipientId: f.userId, priority: 'low', actionUrl: `/orders/${o.id}` });
  });

  it('reject needs a reason, releases stock and notifies with high priority', async () => {
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 10 });
    const o = await placeOrder(t, f.cookie, p.id, 4);
    expect((await api(t, hq1.cookie).post(`/api/approvals/${o.id}/reject`, { reason: '' })).statusCode).toBe(422);
    expect((await api(t, hq1.cookie).post(`/api/approvals/${o.id}/reject`, { reason: 'Over allocation' })).json().status).toBe('rejected');
    expect(await stockOf(t, p.id)).toMatchObject({ onHand: 10, reserved: 0 });
    const [note] = await t.db.select().from(notifications).where(and(eq(notifications.relatedOrderId, o.id), eq(notifications.type, 'order_rejected')));
    expect(note.priority).toBe('high');
    expect(note.message).toContain('Over allocation');
  });

  it('bulk decisions report each order on its own', async () => {
    const ok = await placeOrder(t, f.cookie, (await makeProduct(t, { brandIds: [brand.id] })).id, 1);
    const done = (await orderIn('rejected')).order;
    const res = (await api(t, hq1.cookie).post('/api/approvals/bulk', { orderIds: [ok.id, done.id], decision: 'approve' })).json();
    expect(res.results).toEqual([
      expect.objectContaining({ orderId: ok.id, ok: true, status: 'approved' }),
      expect.objectContaining({ orderId: done.id, ok: false, message: expect.stringMatching(/^This order was rejected by you at \d{2}:\d{2}; it can no longer be approved\.$/) }),
    ]);
  });
});

describe('stock through the life of an order', () => {
  it('place reserves, ship removes from the warehouse, delivery adds to the location; the ledger explains every unit', async () => {
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 20, reorderLevel: 0 });
    const o = await placeOrder(t, f.cookie, p.id, 5);
    expect(await stockOf(t, p.id)).toMatchObject({ onHand: 20, reserved: 5 });
    await ACTIONS.approved(o.id);
    await ACTIONS.processing(o.id);
    await ACTIONS.shipped(o.id);
    expect(await stockOf(t, p.id)).toMatchObject({ onHand: 15, reserved: 0 });
    await ACTIONS.delivered(o.id);
    const [ls] = await t.db.select().from(locationStock).where(and(eq(locationStock.locationId, f.location.id), eq(locationStock.productId, p.id)));
    expect(ls.quantity).toBe(5);
    const moves = (await api(t, f.cookie).get(`/api/inventory/movements?productId=${p.id}`)).json();
    // A franchisee sees only their location's movements; head office sees the warehouse side too.
    expect(moves.items.map((m: { kind: string }) => m.kind)).toEqual(['delivery']);
    const hqMoves = (await api(t, hq1.cookie).get(`/api/inventory/movements?productId=${p.id}`)).json();
    expect(hqMoves.items.map((m: { kind: string }) => m.kind).sort()).toEqual(['delivery', 'receipt', 'reservation', 'shipment']);
  });

  it('the ledger invariant holds after a random sequence of operations', async () => {
    const prods = [await makeProduct(t, { brandIds: [brand.id], stock: 0 }), await makeProduct(t, { brandIds: [brand.id], stock: 0 })];
    const hq = api(t, hq1.cookie);
    for (const p of prods) await hq.post('/api/inventory/receipts', { productId: p.id, quantity: 40 });
    let seed = 42;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const live: { id: string; status: string }[] = [];
    for (let step = 0; step < 30; step++) {
      const p = prods[rand(2)];
      const op = rand(7);
      if (op === 0) await hq.post('/api/inventory/receipts', { productId: p.id, quantity: 1 + rand(5) });
      else if (op === 1) await hq.post('/api/inventory/adjustments', { productId: p.id, delta: -(1 + rand(3)), kind: 'waste', reason: 'Spoiled' });
      else if (op === 2) {
        const res = await api(t, f.cookie).post('/api/cart/lines', { productId: p.id, quantity: 1 + rand(3) });
        if (res.statusCode === 200) {
          try {
            live.push({ id: (await placeOrder(t, f.cookie, p.id, 1)).id, status: 'pending_approval' });
          } catch {
            /* stock ran out: fine, that is part of the sequence */
          }
        }
        await api(t, f.cookie).del('/api/cart');
      } else {
        const o = live[rand(Math.max(live.length, 1))];
        if (!o) continue;
        const next = { pending_approval: rand(2) ? 'approved' : 'rejected', approved: 'processing', processing: 'shipped', shipped: 'delivered' }[o.status as 'approved'];
        if (!next) continue;
        const res = await ACTIONS[next as keyof typeof ACTIONS](o.id);
        if (res.statusCode === 200) o.status = next;
      }
    }
    const mismatches = rowsOf<{ product_id: string }>(
      await t.db.execute(sql`
        select w.product_id from warehouse_stock w
        left join (select product_id, sum(on_hand_delta) oh, sum(reserved_delta) rs from stock_movements where location_id is null group by product_id) m on m.product_id = w.product_id
        where w.on_hand <> coalesce(m.oh, 0) or w.reserved <> coalesce(m.rs, 0)
        union all
        select l.product_id from location_stock l
        left join (select product_id, location_id, sum(on_hand_delta) q from stock_movements where location_id is not null group by product_id, location_id) m
          on m.product_id = l.product_id and m.location_id = l.location_id
        where l.quantity <> coalesce(m.q, 0)`),
    );
    expect(mismatches).toEqual([]);
    for (const p of prods) {
      const s = await stockOf(t, p.id);
      expect(s.onHand).toBeGreaterThanOrEqual(s.reserved);
      expect(s.reserved).toBeGreaterThanOrEqual(0);
    }
  });

  it('a low-stock alert fires once per crossing, not on every change', async () => {
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 12, reorderLevel: 5 });
    const hq = api(t, hq1.cookie);
    const alertsFor = async () => (await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, p.id))).length;
    const notesFor = async () => (await t.db.select().from(notifications).where(and(eq(notifications.type, 'low_stock_alert'), eq(notifications.recipientId, hq1.userId), sql`${notifications.metadata}->>'product_id' = ${p.id}`))).length;
    await hq.post('/api/inventory/adjustments', { productId: p.id, delta: -6, reason: 'Count' }); // 6 left, above
    expect(await alertsFor()).toBe(0);
    await hq.post('/api/inventory/adjustments', { productId: p.id, delta: -2, reason: 'Count' }); // 4: crosses
    await hq.post('/api/inventory/adjustments', { productId: p.id, delta: -1, reason: 'Count' }); // 3: still low
    expect(await alertsFor()).toBe(1);
    expect(await notesFor()).toBe(1);
    await hq.post('/api/inventory/receipts', { productId: p.id, quantity: 10 }); // 13: recovered
    await hq.post('/api/inventory/adjustments', { productId: p.id, delta: -9, reason: 'Count' }); // 4: crosses again
    expect(await alertsFor()).toBe(2);
    expect(await notesFor()).toBe(2);
    const list = (await hq.get('/api/inventory/alerts')).json().items.filter((a: { productId: string }) => a.productId === p.id);
    const acked = await hq.post(`/api/inventory/alerts/${list[0].id}/ack`);
    expect(acked.json().acknowledgedAt).not.toBeNull();
  });

  it('adjustments may not take on hand below what is reserved', async () => {
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 5 });
    await placeOrder(t, f.cookie, p.id, 4);
    const res = await api(t, hq1.cookie).post('/api/inventory/adjustments', { productId: p.id, delta: -2, reason: 'Broken' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details.fieldErrors.delta).toEqual(['At most 1 units can be removed.']);
  });

  it('suggests reorder quantities up to the max level and puts them in the cart for review', async () => {
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 100, max: 20 });
    await t.db.insert(locationStock).values({ locationId: f.location.id, productId: p.id, quantity: 0, reorderPoint: 5, maxLevel: 12 });
    await t.ctx.ledger.location(t.db, { locationId: f.location.id, productId: p.id, kind: 'adjustment', delta: 2, reason: 'Count' });
    const rows = (await api(t, f.cookie).get(`/api/inventory/locations?locationId=${f.location.id}`)).json().items;
    expect(rows.find((r: { productId: string }) => r.productId === p.id)).toMatchObject({ low: true, suggestedQuantity: 10 });
    await api(t, f.cookie).del('/api/cart');
    const res = (await api(t, f.cookie).post('/api/inventory/suggested-to-cart', { locationId: f.location.id })).json();
    expect(res.cart.lines.find((l: { productId: string }) => l.productId === p.id).quantity).toBe(10);
    const again = (await api(t, f.cookie).post('/api/inventory/suggested-to-cart', { locationId: f.location.id })).json();
    expect(again.cart.lines.find((l: { productId: string }) => l.productId === p.id).quantity).toBe(10);
    expect(again.skipped).toEqual([]);
    const other = await makeFranchisee(t, brand.id);
    expect((await api(t, other.cookie).post('/api/inventory/suggested-to-cart', { locationId: f.location.id })).statusCode).toBe(404);
  });
});

describe('order management', () => {
  it('scopes by role, filters, sorts and exports the filtered set as CSV', async () => {
    const mine = (await orderIn('approved')).order;
    const other = await makeFranchisee(t, brand.id);
    const theirs = await placeOrder(t, other.cookie, (await makeProduct(t, { brandIds: [brand.id] })).id, 1);
    const hqList = (await api(t, hq1.cookie).get('/api/order-management?limit=100')).json();
    expect(hqList.items.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const feList = (await api(t, other.cookie).get('/api/order-management?limit=100')).json();
    expect(feList.items.map((o: { id: string }) => o.id)).toEqual([theirs.id]);
    const approved = (await api(t, hq1.cookie).get(`/api/order-management?status=approved&locationId=${f.location.id}&sort=total_asc&limit=100`)).json();
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
});

describe('roles', () => {
  it('franchisees and admins are refused every head-office write endpoint; franchisees every head-office read', async () => {
    const id = crypto.randomUUID();
    const writes = [
      ['POST', `/api/approvals/${id}/approve`], ['POST', `/api/approvals/${id}/reject`], ['POST', '/api/approvals/bulk'],
      ['POST', `/api/shipping/${id}/processing`], ['POST', `/api/shipping/${id}/ship`], ['POST', `/api/shipping/${id}/deliver`], ['POST', '/api/shipping/bulk'],
      ['POST', `/api/orders/${id}/head-office-cancel`], ['POST', '/api/inventory/receipts'], ['POST', '/api/inventory/adjustments'],
      ['PATCH', `/api/inventory/warehouse/${id}/levels`], ['POST', `/api/inventory/alerts/${id}/ack`],
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
