import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { type TestApp } from '../../test/harness';
import { api, makeFranchisee, makeProduct, placeOrder, stockOf } from '../../test/ordering-fixture';
import { orderActions, setUpOperations, type OperationsWorld } from '../../test/operations-fixture';
import { locationStock, notifications, stockAlerts } from '../../db/schema';
import { rowsOf } from '../../db/client';

let w: OperationsWorld;
let t: TestApp;
let brand: OperationsWorld['brand'];
let hq1: OperationsWorld['hq1'];
let f: OperationsWorld['f'];
beforeAll(async () => {
  w = await setUpOperations();
  ({ t, brand, hq1, f } = w);
});
afterAll(async () => t?.close());
const ACTIONS = orderActions(() => w);

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
    const [ls] = await t.db
      .select()
      .from(locationStock)
      .where(and(eq(locationStock.locationId, f.location.id), eq(locationStock.productId, p.id)));
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
      else if (op === 1)
        await hq.post('/api/inventory/adjustments', { productId: p.id, delta: -(1 + rand(3)), kind: 'waste', reason: 'Spoiled' });
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
        const next = {
          pending_approval: rand(2) ? 'approved' : 'rejected',
          approved: 'processing',
          processing: 'shipped',
          shipped: 'delivered',
        }[o.status as 'approved'];
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
    const notesFor = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.type, 'low_stock_alert'),
              eq(notifications.recipientId, hq1.userId),
              sql`${notifications.metadata}->>'product_id' = ${p.id}`,
            ),
          )
      ).length;
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
