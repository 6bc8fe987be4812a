import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeProduct } from '../../test/ordering-fixture';
import { linkSupplierProduct, makeSupplier } from '../../test/suppliers-fixture';
import { products, purchaseOrderLines, purchaseOrders, supplierProductCosts, supplierProducts, warehouseStock } from '../../db/schema';
import { SUPPLIER_MESSAGES, type SupplierProduct } from '../../../shared/suppliers.contracts';

let t: TestApp;
type U = Awaited<ReturnType<typeof signUp>>;
let hq: U;
let admin: U;
let brandId: string;

beforeAll(async () => {
  t = await createTestApp();
  hq = await signUp(t, { role: 'franchisor', fullName: 'Hector Office' });
  admin = await signUp(t, { role: 'admin' });
  brandId = (await makeBrand(t)).id;
});
afterAll(async () => t?.close());

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string; details?: { fieldErrors?: Record<string, string[]> } } }).error;
const product = (opts: { name?: string; stock?: number; reorderLevel?: number } = {}) => makeProduct(t, { brandIds: [brandId], ...opts });

describe('supplier products', () => {
  it('links a product with its terms, warehouse figures and the first cost-history entry', async () => {
    const s = await makeSupplier(t, hq.cookie, { leadTimeDays: 9 });
    const p = await product({ stock: 40, reorderLevel: 12 });
    await t.db.update(warehouseStock).set({ reserved: 5 }).where(eq(warehouseStock.productId, p.id));
    const res = await api(t, hq.cookie).post('/api/suppliers/products', {
      supplierId: s.id,
      productId: p.id,
      supplierSku: 'MMT-001',
      unitCostPesos: 42.35,
      casePack: 12,
    });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json() as SupplierProduct;
    expect(link).toMatchObject({
      supplierId: s.id,
      supplierCode: s.code,
      supplierName: s.name,
      supplierStatus: 'active',
      productId: p.id,
      productSku: p.sku,
      productName: p.name,
      productUnit: 'pack',
      supplierSku: 'MMT-001',
      unitCostCentavos: 4235,
      minOrderQty: 1,
      casePack: 12,
      leadTimeDays: null,
      effectiveLeadTimeDays: 9,
      isPreferred: false,
      priority: 1,
      warehouseAvailable: 35,
      reorderLevel: 12,
    });
    const history = (await api(t, admin.cookie).get(`/api/suppliers/products/${link.id}/cost-history`)).json();
    expect(history.items).toEqual([
      expect.objectContaining({ unitCostCentavos: 4235, previousCostCentavos: null, changedByName: 'Hector Office', note: null }),
    ]);
  });

  it('a product without a warehouse row shows 0 available and reorder level 0', async () => {
    const s = await makeSupplier(t, hq.cookie);
    const p = await product({ stock: 0 });
    await t.db.delete(warehouseStock).where(eq(warehouseStock.productId, p.id));
    const link = await linkSupplierProduct(t, hq.cookie, { supplierId: s.id, productId: p.id, leadTimeDays: 3 });
    expect(link).toMatchObject({ warehouseAvailable: 0, reorderLevel: 0, leadTimeDays: 3, effectiveLeadTimeDays: 3 });
  });

  it('refuses an unknown supplier (404), an unknown product (422 on productId), a duplicate link (409) and bad numbers', async () => {
    const a = api(t, hq.cookie);
    const s = await makeSupplier(t, hq.cookie);
    const p = await product();
    const body = { supplierId: s.id, productId: p.id, supplierSku: 'X-1', unitCostPesos: 10 };
    const noSupplier = await a.post('/api/suppliers/products', { ...body, supplierId: crypto.randomUUID() });
    expect(noSupplier.statusCode).toBe(404);
    expect(errorOf(noSupplier).message).toBe(SUPPLIER_MESSAGES.notFound);
    const noProduct = await a.post('/api/suppliers/products', { ...body, productId: crypto.randomUUID() });
    expect(noProduct.statusCode).toBe(422);
    expect(errorOf(noProduct).details?.fieldErrors?.productId).toEqual([SUPPLIER_MESSAGES.unknownProduct]);
    expect((await a.post('/api/suppliers/products', body)).statusCode).toBe(201);
    const dup = await a.post('/api/suppliers/products', { ...body, supplierSku: 'X-2' });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup)).toMatchObject({ code: 'DUPLICATE_RESOURCE', message: SUPPLIER_MESSAGES.alreadyLinked });
    expect(errorOf(dup).details?.fieldErrors?.productId).toEqual([SUPPLIER_MESSAGES.alreadyLinked]);
    const other = await product();
    for (const [bad, field] of [
      [{ unitCostPesos: -1 }, 'unitCostPesos'],
      [{ minOrderQty: 0 }, 'minOrderQty'],
      [{ casePack: 0 }, 'casePack'],
      [{ leadTimeDays: 0 }, 'leadTimeDays'],
      [{ priority: 0 }, 'priority'],
      [{ supplierSku: '' }, 'supplierSku'],
    ] as const) {
      const res = await a.post('/api/suppliers/products', { ...body, productId: other.id, ...bad });
      expect(res.statusCode, field).toBe(422);
      expect(errorOf(res).details?.fieldErrors?.[field], field).toBeDefined();
    }
    expect((await a.patch(`/api/suppliers/products/${crypto.randomUUID()}`, { priority: 2 })).statusCode).toBe(404);
    expect((await a.del(`/api/suppliers/products/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await a.get(`/api/suppliers/products/${crypto.randomUUID()}/cost-history`)).statusCode).toBe(404);
  });

  it('keeps one preferred supplier per product: making another preferred clears the first (create and edit)', async () => {
    const p = await product();
    const [s1, s2, s3] = [await makeSupplier(t, hq.cookie), await makeSupplier(t, hq.cookie), await makeSupplier(t, hq.cookie)];
    const l1 = await linkSupplierProduct(t, hq.cookie, { supplierId: s1.id, productId: p.id, isPreferred: true });
    const l2 = await linkSupplierProduct(t, hq.cookie, { supplierId: s2.id, productId: p.id, isPreferred: true });
    const l3 = await linkSupplierProduct(t, hq.cookie, { supplierId: s3.id, productId: p.id });
    const preferred = async () =>
      (await t.db.select().from(supplierProducts).where(eq(supplierProducts.productId, p.id)))
        .filter((r) => r.isPreferred)
        .map((r) => r.id);
    expect(await preferred()).toEqual([l2.id]);
    const res = await api(t, hq.cookie).patch(`/api/suppliers/products/${l3.id}`, { isPreferred: true });
    expect(res.json()).toMatchObject({ isPreferred: true });
    expect(await preferred()).toEqual([l3.id]);
    // Another product's preferred link is untouched.
    const q = await product();
    const lq = await linkSupplierProduct(t, hq.cookie, { supplierId: s1.id, productId: q.id, isPreferred: true });
    await api(t, hq.cookie).patch(`/api/suppliers/products/${l1.id}`, { isPreferred: true });
    expect(await preferred()).toEqual([l1.id]);
    const [stillPreferred] = await t.db.select().from(supplierProducts).where(eq(supplierProducts.id, lq.id));
    expect(stillPreferred.isPreferred).toBe(true);
    // Unsetting leaves none preferred.
    await api(t, hq.cookie).patch(`/api/suppliers/products/${l1.id}`, { isPreferred: false });
    expect(await preferred()).toEqual([]);
  });

  it('two requests making different suppliers preferred at once leave exactly one preferred', async () => {
    const p = await product();
    const links = [];
    for (let i = 0; i < 3; i++) {
      const s = await makeSupplier(t, hq.cookie);
      links.push(await linkSupplierProduct(t, hq.cookie, { supplierId: s.id, productId: p.id }));
    }
    const results = await Promise.all(links.map((l) => api(t, hq.cookie).patch(`/api/suppliers/products/${l.id}`, { isPreferred: true })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.db.select().from(supplierProducts).where(eq(supplierProducts.productId, p.id));
    expect(rows.filter((r) => r.isPreferred)).toHaveLength(1);
  });

  it('appends the cost history on every cost change (previous → new, who, note), newest first; other edits add nothing', async () => {
    const s = await makeSupplier(t, hq.cookie);
    const p = await product();
    const link = await linkSupplierProduct(t, hq.cookie, { supplierId: s.id, productId: p.id, unitCostPesos: 100 });
    const a = api(t, hq.cookie);
    const up = await a.patch(`/api/suppliers/products/${link.id}`, { unitCostPesos: 112.5, costNote: 'Price increase Q3' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().unitCostCentavos).toBe(11_250);
    await a.patch(`/api/suppliers/products/${link.id}`, { unitCostPesos: 112.5, priority: 2 }); // same cost: no entry
    await a.patch(`/api/suppliers/products/${link.id}`, { supplierSku: 'NEW-SKU' });
    await a.patch(`/api/suppliers/products/${link.id}`, { unitCostPesos: 99 });
    const history = (await api(t, admin.cookie).get(`/api/suppliers/products/${link.id}/cost-history`)).json().items;
    expect(
      history.map((h: { unitCostCentavos: number; previousCostCentavos: number | null; note: string | null }) => [
        h.unitCostCentavos,
        h.previousCostCentavos,
        h.note,
      ]),
    ).toEqual([
      [9900, 11_250, null],
      [11_250, 10_000, 'Price increase Q3'],
      [10_000, null, null],
    ]);
    expect(history.every((h: { changedByName: string }) => h.changedByName === 'Hector Office')).toBe(true);
    const [row] = await t.db.select().from(supplierProducts).where(eq(supplierProducts.id, link.id));
    expect(row).toMatchObject({ supplierSku: 'NEW-SKU', priority: 2, unitCostCentavos: 9900 });
  });

  it('lists with search (product name/SKU, supplier SKU, supplier name/code), filters, sorts and totals', async () => {
    const tag = `Kx${Date.now().toString(36)}`;
    const s1 = await makeSupplier(t, hq.cookie, { name: `${tag} Foods` });
    const s2 = await makeSupplier(t, hq.cookie, { name: 'Aardvark Foods' });
    const p1 = await product({ name: `${tag} Siomai` });
    const p2 = await product({ name: 'Gyoza wrappers' });
    const l1 = await linkSupplierProduct(t, hq.cookie, { supplierId: s1.id, productId: p1.id, unitCostPesos: 50, isPreferred: true });
    const l2 = await linkSupplierProduct(t, hq.cookie, { supplierId: s1.id, productId: p2.id, unitCostPesos: 20, priority: 3 });
    const l3 = await linkSupplierProduct(t, hq.cookie, {
      supplierId: s2.id,
      productId: p1.id,
      unitCostPesos: 45,
      supplierSku: `${tag}-SKU`,
    });
    const a = api(t, admin.cookie);
    const ids = async (q: string) => {
      const body = (await a.get(`/api/suppliers/products?${q}`)).json() as { items: SupplierProduct[]; total: number };
      return { ids: body.items.map((i) => i.id), total: body.total };
    };
    expect((await ids(`search=${tag}&sort=cost_asc`)).ids).toEqual([l2.id, l3.id, l1.id]);
    expect((await ids(`search=${tag}&sort=cost_desc`)).ids).toEqual([l1.id, l3.id, l2.id]);
    expect((await ids(`search=${p2.sku}`)).ids).toEqual([l2.id]);
    expect((await ids(`search=${s2.code}`)).ids).toEqual([l3.id]);
    expect((await ids(`search=${tag}-SKU`)).ids).toEqual([l3.id]);
    expect((await ids(`supplierId=${s1.id}&sort=priority_asc`)).ids).toEqual([l1.id, l2.id]);
    expect((await ids(`productId=${p1.id}&sort=supplier_asc`)).ids).toEqual([l3.id, l1.id]);
    expect((await ids(`productId=${p1.id}&preferredOnly=true`)).ids).toEqual([l1.id]);
    const page = await ids(`search=${tag}&sort=cost_asc&limit=1&offset=1`);
    expect(page).toEqual({ ids: [l3.id], total: 3 });
  });

  it('deleting a link keeps the purchase-order lines that used it (their link is set null) and its cost history goes', async () => {
    const s = await makeSupplier(t, hq.cookie);
    const p = await product();
    const link = await linkSupplierProduct(t, hq.cookie, { supplierId: s.id, productId: p.id, supplierSku: 'KEEP-1', unitCostPesos: 7 });
    const [po] = await t.db
      .insert(purchaseOrders)
      .values({ poNumber: `PO-T-${s.code}`, supplierId: s.id })
      .returning();
    const [line] = await t.db
      .insert(purchaseOrderLines)
      .values({
        purchaseOrderId: po.id,
        productId: p.id,
        supplierProductId: link.id,
        supplierSku: 'KEEP-1',
        quantityOrdered: 3,
        unitCostCentavos: 700,
      })
      .returning();
    const res = await api(t, hq.cookie).del(`/api/suppliers/products/${link.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [kept] = await t.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.id, line.id));
    expect(kept).toMatchObject({ supplierProductId: null, supplierSku: 'KEEP-1', unitCostCentavos: 700 });
    expect(await t.db.select().from(supplierProductCosts).where(eq(supplierProductCosts.supplierProductId, link.id))).toEqual([]);
    expect((await api(t, hq.cookie).get(`/api/suppliers/products?supplierId=${s.id}`)).json().total).toBe(0);
    // The product itself is untouched.
    expect(await t.db.select().from(products).where(eq(products.id, p.id))).toHaveLength(1);
  });
});
