import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, stockOf } from '../../test/ordering-fixture';
import { purchaseOrderReceipts } from '../../db/schema';
import { IDEMPOTENCY_MESSAGES } from '../../lib/idempotency';
import type { PurchaseOrder } from '../../../shared/purchasing.contracts';
import { insertLink, insertSupplier, warehouseProduct } from '../../test/suppliers-fixture';

/** Issue 31: POST /api/purchase-orders/{id}/receive honours Idempotency-Key the way checkout and payments do. */
let t: TestApp;
let franchisor: string;
let supplierId: string;
let product: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  franchisor = (await signUp(t, { role: 'franchisor' })).cookie;
  supplierId = (await insertSupplier(t, {})).id;
  product = await warehouseProduct(t, { stock: 100 });
  await insertLink(t, supplierId, product.id, { unitCostCentavos: 10_000 });
}, 60_000);
afterAll(async () => t?.close());

async function submittedPo(quantity: number): Promise<PurchaseOrder> {
  const d = await api(t, franchisor).post('/api/purchase-orders', { supplierId, lines: [{ productId: product.id, quantity }] });
  expect(d.statusCode, d.body).toBe(201);
  const s = await api(t, franchisor).post(`/api/purchase-orders/${d.json().id}/submit`);
  expect(s.statusCode, s.body).toBe(200);
  return s.json();
}
const receive = (po: PurchaseOrder, quantity: number, key?: string) =>
  api(t, franchisor).post(
    `/api/purchase-orders/${po.id}/receive`,
    { lines: [{ lineId: po.lines[0].id, quantity }] },
    key ? { 'idempotency-key': key } : {},
  );
const receipts = async (po: PurchaseOrder) =>
  t.db.select().from(purchaseOrderReceipts).where(eq(purchaseOrderReceipts.purchaseOrderId, po.id));

describe('receiving with an Idempotency-Key', () => {
  it('the same key and body receive once and answer the same PO; the same key with another body is refused', async () => {
    const po = await submittedPo(30);
    const before = (await stockOf(t, product.id)).onHand;
    const key = `recv-${crypto.randomUUID()}`;
    const first = await receive(po, 11, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await receive(po, 11, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().lines[0].quantityReceived).toBe(11);
    expect((await stockOf(t, product.id)).onHand).toBe(before + 11);
    expect(await receipts(po)).toHaveLength(1);

    const other = await receive(po, 5, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.message).toBe(IDEMPOTENCY_MESSAGES.reused);
    // Without a key (or with a new one) a second delivery is a second receipt.
    expect((await receive(po, 5, `recv-${crypto.randomUUID()}`)).statusCode).toBe(200);
    expect((await stockOf(t, product.id)).onHand).toBe(before + 16);
  });

  it('two receipts with one key sent at the same moment: counted once', async () => {
    const po = await submittedPo(30);
    const before = (await stockOf(t, product.id)).onHand;
    const key = `recv-${crypto.randomUUID()}`;
    const [a, b] = await Promise.all([receive(po, 11, key), receive(po, 11, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await stockOf(t, product.id)).onHand).toBe(before + 11);
    expect(await receipts(po)).toHaveLength(1);
  });
});
