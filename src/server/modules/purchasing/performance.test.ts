import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api } from '../../test/ordering-fixture';
import { purchaseOrderReceipts, purchaseOrders, suppliers } from '../../db/schema';
import { addCalendarDays, manilaAt, manilaToday } from '../../../shared/time';
import type { PurchaseOrder } from '../../../shared/purchasing.contracts';
import { insertLink, insertSupplier, warehouseProduct } from '../../test/suppliers-fixture';
import { ratingOf, refreshSupplierScores } from './supplier-scores';

/**
 * One supplier, three purchase orders (₱100 a unit), dates relative to Manila today T:
 * - A: 10 ordered, submitted T-30, expected T-23 (promised 7 days), fully received T-24 (6 days): on time.
 * - B: 20 ordered, submitted T-30, expected T-25 (promised 5 days), fully received T-22 (8 days): late.
 * - C: 10 ordered, submitted T-30, expected T-5, 4 received T-10: partially received and past due.
 * Hand-computed: onTime 1/2 = 0.5; fill (10 + 20 + 4) / (10 + 20 + 10) = 0.85; lead (6 + 8) / 2 = 7.0 days against
 * promised (7 + 5) / 2 = 6.0; leadScore 6/7; rating 5 × (0.5×0.5 + 0.3×0.85 + 0.2×6/7) = 3.382… → 3.4;
 * spend 34 units × ₱100 = ₱3,400.00.
 */
let t: TestApp;
let franchisor: string;
let admin: string;
let supplierId: string;
const T = manilaToday();
const day = (n: number) => addCalendarDays(T, n);

beforeAll(async () => {
  t = await createTestApp();
  franchisor = (await signUp(t, { role: 'franchisor' })).cookie;
  admin = (await signUp(t, { role: 'admin' })).cookie;
  supplierId = (await insertSupplier(t, { name: 'Acme Performance' })).id;
  await insertSupplier(t, { name: 'Idle Supplier' });
  const product = await warehouseProduct(t);
  await insertLink(t, supplierId, product.id, { unitCostCentavos: 10_000 });

  const fr = api(t, franchisor);
  async function po(quantity: number, received: number, dates: { expected: string; receivedOn: string }) {
    const created = (
      await fr.post('/api/purchase-orders', { supplierId, lines: [{ productId: product.id, quantity }] })
    ).json() as PurchaseOrder;
    expect((await fr.post(`/api/purchase-orders/${created.id}/submit`)).statusCode).toBe(200);
    const res = await fr.post(`/api/purchase-orders/${created.id}/receive`, {
      lines: [{ lineId: created.lines[0].id, quantity: received }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const at = manilaAt(dates.receivedOn, 10);
    await t.db
      .update(purchaseOrders)
      .set({ submittedAt: manilaAt(day(-30), 10), expectedDate: dates.expected, receivedAt: received === quantity ? at : null })
      .where(eq(purchaseOrders.id, created.id));
    await t.db.update(purchaseOrderReceipts).set({ receivedAt: at }).where(eq(purchaseOrderReceipts.purchaseOrderId, created.id));
  }
  await po(10, 10, { expected: day(-23), receivedOn: day(-24) });
  await po(20, 20, { expected: day(-25), receivedOn: day(-22) });
  await po(10, 4, { expected: day(-5), receivedOn: day(-10) });
}, 60_000);
afterAll(async () => t?.close());

const EXPECTED = {
  purchaseOrders: 3,
  received: 2,
  onTimeRate: 0.5,
  fillRate: 0.85,
  averageLeadTimeDays: 7,
  promisedLeadTimeDays: 6,
  spendCentavos: 340_000,
  rating: 3.4,
};

describe('supplier performance', () => {
  it('the rating formula', () => {
    expect(ratingOf(0.5, 0.85, 7, 6)).toBe(3.4);
    expect(ratingOf(null, null, null, null)).toBeNull();
    expect(ratingOf(1, 1, 10, 3)).toBe(Math.round(5 * (0.5 + 0.3 + 0.2 * 0.3) * 10) / 10);
    // Fill rate only: the known weights scale up to 1 (lead score 1 without lead times).
    expect(ratingOf(null, 0.5, null, null)).toBe(3.5);
  });

  it('one supplier’s figures match the hand computation', async () => {
    const res = await api(t, admin).get(`/api/suppliers/${supplierId}/performance`);
    expect(res.statusCode, res.body).toBe(200);
    const { summary, months } = res.json();
    expect(summary).toMatchObject({ supplierId, supplierName: 'Acme Performance', ...EXPECTED });
    expect(months).toHaveLength(12);
    const sum = (k: string) => months.reduce((a: number, m: Record<string, number>) => a + m[k], 0);
    expect(sum('spendCentavos')).toBe(340_000);
    expect(sum('completed')).toBe(2);
    expect(sum('onTime')).toBe(1);
    expect(sum('receivedUnits')).toBe(34);
    expect(sum('orderedUnits')).toBe(40);
    expect((await api(t, admin).get('/api/suppliers/00000000-0000-4000-8000-000000000000/performance')).statusCode).toBe(404);
  });

  it('the list pages suppliers, with the network figures; spend counts receipts in the period', async () => {
    let res = await api(t, admin).get(`/api/suppliers/performance?from=${day(-31)}&to=${T}`);
    expect(res.statusCode, res.body).toBe(200);
    let body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((i: { supplierName: string }) => i.supplierName)).toEqual(['Acme Performance', 'Idle Supplier']);
    expect(body.items[0]).toMatchObject(EXPECTED);
    expect(body.items[1]).toMatchObject({ purchaseOrders: 0, rating: null, onTimeRate: null, fillRate: null, spendCentavos: 0 });
    expect(body.network).toMatchObject(EXPECTED);

    // Receipts up to T-23 only: A's ₱1,000.00.
    res = await api(t, admin).get(`/api/suppliers/performance?from=${day(-31)}&to=${day(-23)}&search=acme`);
    body = res.json();
    expect(body.total).toBe(1);
    expect(body.items[0].spendCentavos).toBe(100_000);
    // No PO submitted in the period.
    res = await api(t, admin).get(`/api/suppliers/performance?from=${day(-3)}&to=${T}`);
    expect(res.json().items[0]).toMatchObject({ purchaseOrders: 0, rating: null, spendCentavos: 0 });
  });

  it('the stored scores use the same figures (refreshed by a cancellation, and by the seed as the owner)', async () => {
    const created = await api(t, franchisor).post('/api/purchase-orders', {
      supplierId,
      lines: [{ productId: (await t.db.query.supplierProducts.findFirst())!.productId, quantity: 1 }],
    });
    const cancelled = await api(t, franchisor).post(`/api/purchase-orders/${created.json().id}/cancel`, { reason: 'Duplicate' });
    expect(cancelled.statusCode).toBe(200);
    let [s] = await t.db.select().from(suppliers).where(eq(suppliers.id, supplierId));
    expect([s.rating, s.onTimeRate, s.fillRate]).toEqual([3.4, 0.5, 0.85]);

    await t.db.update(suppliers).set({ rating: null, onTimeRate: null, fillRate: null }).where(eq(suppliers.id, supplierId));
    await refreshSupplierScores(t.db, supplierId);
    [s] = await t.db.select().from(suppliers).where(eq(suppliers.id, supplierId));
    expect([s.rating, s.onTimeRate, s.fillRate]).toEqual([3.4, 0.5, 0.85]);
  });
});
