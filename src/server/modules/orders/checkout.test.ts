import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, makeProduct, readyToCheckout, stockOf } from '../../test/ordering-fixture';
import { cartItems, notifications, orderStatusHistory, orders, products } from '../../db/schema';
import { cartAlreadyOrderedMessage } from '../../../shared/errors';
import { IDEMPOTENCY_MESSAGES } from '../../lib/idempotency';

let t: TestApp;
let brand: Awaited<ReturnType<typeof makeBrand>>;
let hq: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  brand = await makeBrand(t);
  hq = await signUp(t, { role: 'franchisor' });
});
afterAll(async () => t?.close());

const key = () => `key-${crypto.randomUUID()}`;

describe('place order', () => {
  it('creates a pending order: copies prices, reserves stock, writes history, empties the cart, notifies head office', async () => {
    const f = await makeFranchisee(t, brand.id);
    const p = await makeProduct(t, { brandIds: [brand.id], pricePesos: 850, stock: 40 });
    const ids = await readyToCheckout(t, f.cookie, p.id, 3);
    const res = await api(t, f.cookie).post('/api/orders', { ...ids, notes: 'Back door' }, { 'idempotency-key': key() });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.orderNumber).toMatch(/^ORD-\d{8}-\d{6}$/);
    expect(order).toMatchObject({
      status: 'pending_approval',
      notes: 'Back door',
      location: { id: f.location.id },
      totals: { subtotalCentavos: 2_550_00, vatCentavos: 306_00, shippingCentavos: 200_00, totalCentavos: 3_056_00 },
      items: [{ productId: p.id, quantity: 3, unitPriceCentavos: 850_00, lineTotalCentavos: 2_550_00 }],
      shippingAddress: { recipientName: 'Maria Cruz', postalCode: '1226' },
      paymentMethod: { type: 'cash_on_delivery', label: 'Cash on delivery' },
      canCancel: true,
    });
    expect(order.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'pending_approval', actorName: 'Franchisee Tester' }),
    ]);
    expect(await stockOf(t, p.id)).toMatchObject({ onHand: 40, reserved: 3 });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, f.userId))).toEqual([]);
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, hq.userId), eq(notifications.relatedOrderId, order.id)));
    expect(note).toMatchObject({
      type: 'order_created',
      priority: 'low',
      actionUrl: `/orders/${order.id}`,
      metadata: { order_number: order.orderNumber, order_total: 3056 },
    });
    // A later price change never alters the placed order.
    await t.db.update(products).set({ priceCentavos: 999_00 }).where(eq(products.id, p.id));
    expect((await api(t, f.cookie).get(`/api/orders/${order.id}`)).json().items[0].unitPriceCentavos).toBe(850_00);
  });

  it('is idempotent: the same key (double click, retry, or racing) creates one order', async () => {
    const f = await makeFranchisee(t, brand.id);
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 10 });
    const ids = await readyToCheckout(t, f.cookie, p.id, 2);
    const k = key();
    const [a, b] = await Promise.all([
      api(t, f.cookie).post('/api/orders', ids, { 'idempotency-key': k }),
      api(t, f.cookie).post('/api/orders', ids, { 'idempotency-key': k }),
    ]);
    const again = await api(t, f.cookie).post('/api/orders', ids, { 'idempotency-key': k });
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 201]);
    expect(again.statusCode).toBe(200);
    expect(new Set([a.json().id, b.json().id, again.json().id]).size).toBe(1);
    expect((await t.db.select().from(orders).where(eq(orders.placedBy, f.userId))).length).toBe(1);
    expect(await stockOf(t, p.id)).toMatchObject({ reserved: 2 });

    // The same key with another request (other notes) is a client's mistake: refused, not answered with the first order.
    const reused = await api(t, f.cookie).post('/api/orders', { ...ids, notes: 'A different order' }, { 'idempotency-key': k });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.message).toBe(IDEMPOTENCY_MESSAGES.reused);
    expect((await t.db.select().from(orders).where(eq(orders.placedBy, f.userId))).length).toBe(1);
  });

  it('refuses an empty cart, a cart with issues, and addresses or payment methods that are not mine', async () => {
    const f = await makeFranchisee(t, brand.id);
    const other = await makeFranchisee(t, brand.id);
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 10, pricePesos: 100 });
    const empty = await api(t, f.cookie).post(
      '/api/orders',
      { shippingAddressId: crypto.randomUUID(), billingAddressId: crypto.randomUUID(), paymentMethodId: crypto.randomUUID() },
      { 'idempotency-key': key() },
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toBe('Your cart is empty.');

    const ids = await readyToCheckout(t, f.cookie, p.id, 2);
    const otherIds = await readyToCheckout(t, other.cookie, p.id, 1);
    const foreign = await api(t, f.cookie).post(
      '/api/orders',
      { ...ids, shippingAddressId: otherIds.shippingAddressId, paymentMethodId: otherIds.paymentMethodId },
      { 'idempotency-key': key() },
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.details.fieldErrors).toEqual({
      shippingAddressId: ['Choose a shipping address.'],
      paymentMethodId: ['Choose a payment method.'],
    });

    await t.db.update(products).set({ priceCentavos: 120_00 }).where(eq(products.id, p.id));
    const changed = await api(t, f.cookie).post('/api/orders', ids, { 'idempotency-key': key() });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.details.cart.lines[0].issues.map((i: { code: string }) => i.code)).toEqual(['PRICE_CHANGED']);
    expect((await t.db.select().from(orders).where(eq(orders.placedBy, f.userId))).length).toBe(0);
    expect((await stockOf(t, p.id)).reserved).toBe(0);
  });

  it('only franchisees place orders', async () => {
    const res = await api(t, hq.cookie).post('/api/orders', {}, { 'idempotency-key': key() });
    expect(res.statusCode).toBe(403);
    expect((await api(t, null).post('/api/orders', {})).statusCode).toBe(401);
  });
});

describe('concurrent checkouts of one cart', () => {
  it('10 tabs order the same cart at once (no key or a different key each): one order, stock reserved once, the rest told it was already ordered', async () => {
    const f = await makeFranchisee(t, brand.id);
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 100 });
    const ids = await readyToCheckout(t, f.cookie, p.id, 3);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api(t, f.cookie).post('/api/orders', ids, i % 2 === 0 ? {} : { 'idempotency-key': key() })),
    );
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed, results.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`).join('\n')).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(9).fill(409));
    const number = placed[0].json().orderNumber;
    for (const r of refused)
      expect(r.json().error).toMatchObject({ code: 'DUPLICATE_RESOURCE', status: 409, message: cartAlreadyOrderedMessage(number) });
    expect(await t.db.select().from(orders).where(eq(orders.placedBy, f.userId))).toHaveLength(1);
    expect(await stockOf(t, p.id)).toMatchObject({ onHand: 100, reserved: 3 });
    // A key used by a refused tab later still answers "already ordered", not a second order.
    const later = await api(t, f.cookie).post('/api/orders', ids, { 'idempotency-key': key() });
    expect(later.statusCode).toBe(409);
  });
});

describe('concurrent checkouts of the last units', () => {
  it('20 franchisees race for 5 units: exactly 5 orders, stock never below zero, the others told which product', async () => {
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 5, name: 'Last Siomai Packs', pricePesos: 100 });
    const buyers = [];
    for (let i = 0; i < 20; i++) {
      const f = await makeFranchisee(t, brand.id);
      const other = await makeProduct(t, { brandIds: [brand.id], stock: 100 });
      const ids = await readyToCheckout(t, f.cookie, p.id, 1);
      await api(t, f.cookie).post('/api/cart/lines', { productId: other.id, quantity: 2 });
      buyers.push({ f, ids });
    }
    const results = await Promise.all(buyers.map(({ f, ids }) => api(t, f.cookie).post('/api/orders', ids, { 'idempotency-key': key() })));
    const won = results.filter((r) => r.statusCode === 201);
    const lost = results.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(5);
    expect(lost.every((r) => r.statusCode === 409)).toBe(true);
    for (const r of lost) expect(r.json().error.message).toMatch(/Last Siomai Packs/);
    expect(await stockOf(t, p.id)).toMatchObject({ onHand: 5, reserved: 5 });
    // Losers keep their whole cart.
    const loser = buyers[results.findIndex((r) => r.statusCode === 409)];
    expect((await api(t, loser.f.cookie).get('/api/cart')).json().lines).toHaveLength(2);
  });
});

describe('orders of a franchisee', () => {
  it('lists only my locations, searches, filters, and hides other franchisees’ orders everywhere', async () => {
    const me = await makeFranchisee(t, brand.id);
    const them = await makeFranchisee(t, brand.id);
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 100 });
    const mine = (
      await api(t, me.cookie).post('/api/orders', await readyToCheckout(t, me.cookie, p.id, 1), { 'idempotency-key': key() })
    ).json();
    const theirs = (
      await api(t, them.cookie).post('/api/orders', await readyToCheckout(t, them.cookie, p.id, 1), { 'idempotency-key': key() })
    ).json();

    const list = (await api(t, me.cookie).get('/api/orders')).json();
    expect(list.items.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    expect(list.total).toBe(1);
    expect((await api(t, me.cookie).get(`/api/orders?q=${mine.orderNumber.slice(-6)}`)).json().total).toBe(1);
    expect((await api(t, me.cookie).get('/api/orders?status=delivered')).json().total).toBe(0);
    expect((await api(t, me.cookie).get('/api/orders?from=2000-01-01&to=2000-01-02')).json().total).toBe(0);

    for (const res of [
      await api(t, me.cookie).get(`/api/orders/${theirs.id}`),
      await api(t, me.cookie).post(`/api/orders/${theirs.id}/cancel`, { reason: 'mine now' }),
      await api(t, me.cookie).post(`/api/orders/${theirs.id}/reorder`),
    ])
      expect(res.statusCode).toBe(404);
    expect((await api(t, them.cookie).get(`/api/orders/${theirs.id}`)).json().status).toBe('pending_approval');
    // Head office sees both.
    expect((await api(t, hq.cookie).get(`/api/orders/${theirs.id}`)).statusCode).toBe(200);
  });

  it('cancels while pending approval with a reason, releases stock, and refuses a second cancel with 409', async () => {
    const f = await makeFranchisee(t, brand.id);
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 10 });
    const order = (
      await api(t, f.cookie).post('/api/orders', await readyToCheckout(t, f.cookie, p.id, 4), { 'idempotency-key': key() })
    ).json();
    expect((await stockOf(t, p.id)).reserved).toBe(4);
    expect((await api(t, f.cookie).post(`/api/orders/${order.id}/cancel`, { reason: '' })).statusCode).toBe(422);
    const res = await api(t, f.cookie).post(`/api/orders/${order.id}/cancel`, { reason: 'Ordered twice' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(res.json().history.at(-1)).toMatchObject({ fromStatus: 'pending_approval', toStatus: 'cancelled', note: 'Ordered twice' });
    expect((await stockOf(t, p.id)).reserved).toBe(0);
    const again = await api(t, f.cookie).post(`/api/orders/${order.id}/cancel`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This action conflicts with existing data. Please refresh and try again.');
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toHaveLength(2);
  });

  it('reorder refills the cart; products that can no longer be ordered are listed as skipped', async () => {
    const f = await makeFranchisee(t, brand.id);
    const keep = await makeProduct(t, { brandIds: [brand.id], stock: 10, name: 'Keeps' });
    const gone = await makeProduct(t, { brandIds: [brand.id], stock: 10, name: 'Discontinued' });
    const ids = await readyToCheckout(t, f.cookie, keep.id, 2);
    await api(t, f.cookie).post('/api/cart/lines', { productId: gone.id, quantity: 1 });
    const order = (await api(t, f.cookie).post('/api/orders', ids, { 'idempotency-key': key() })).json();
    await t.db.update(products).set({ active: false }).where(eq(products.id, gone.id));
    const res = await api(t, f.cookie).post(`/api/orders/${order.id}/reorder`);
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity])).toEqual([[keep.id, 2]]);
    expect(res.json().skipped).toEqual([{ sku: gone.sku, name: 'Discontinued', reason: 'Discontinued is no longer available.' }]);
  });
});
