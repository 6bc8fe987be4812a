import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, tinyPng } from '../../test/image-fixture';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, makeProduct } from '../../test/ordering-fixture';
import { eq } from 'drizzle-orm';
import { categories, products } from '../../db/schema';
import { PRICE_ZERO_MESSAGE } from '../../../shared/catalog.contracts';

let t: TestApp;
let brand: Awaited<ReturnType<typeof makeBrand>>;
let otherBrand: Awaited<ReturnType<typeof makeBrand>>;
let hq: Awaited<ReturnType<typeof signUp>>;
let f: Awaited<ReturnType<typeof makeFranchisee>>;
let food: { id: string };
let frozen: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  brand = await makeBrand(t, 'Siomai');
  otherBrand = await makeBrand(t, 'Coffee');
  hq = await signUp(t, { role: 'franchisor' });
  f = await makeFranchisee(t, brand.id);
  [food] = await t.db.insert(categories).values({ slug: 'food-t', name: 'Food' }).returning();
  [frozen] = await t.db.insert(categories).values({ slug: 'frozen-t', name: 'Frozen', parentId: food.id }).returning();
});
afterAll(async () => t?.close());

describe('browsing', () => {
  it('searches by name and SKU, filters by category (with sub-categories), price and stock, sorts and pages', async () => {
    const a = await makeProduct(t, { brandIds: [brand.id], name: 'Zeta Pork Siomai', pricePesos: 850, stock: 0 });
    const b = await makeProduct(t, { brandIds: [brand.id], name: 'Alpha Chili Oil', pricePesos: 320, stock: 40, reorderLevel: 50 });
    const c = await makeProduct(t, { brandIds: [brand.id], name: 'Mid Rice', pricePesos: 1480, stock: 60 });
    await t.db.update(products).set({ categoryId: frozen.id }).where(eq(products.id, a.id));
    const get = async (qs: string) => (await api(t, f.cookie).get(`/api/catalog/products?${qs}`)).json();

    expect((await get('q=chili')).items.map((p: { id: string }) => p.id)).toEqual([b.id]);
    expect((await get(`q=${c.sku.toLowerCase()}`)).items.map((p: { id: string }) => p.id)).toEqual([c.id]);
    expect((await get(`categoryId=${food.id}`)).items.map((p: { id: string }) => p.id)).toEqual([a.id]);
    expect((await get('minPrice=300&maxPrice=900&sort=price_asc')).items.map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
    const inStock = (await get('inStock=true&limit=100')).items.map((p: { id: string }) => p.id);
    expect(inStock).toContain(b.id);
    expect(inStock).not.toContain(a.id);
    const byName = await get('sort=name_asc&limit=2');
    expect(byName.total).toBe(3);
    expect(byName.items.map((p: { name: string }) => p.name)).toEqual(['Alpha Chili Oil', 'Mid Rice']);
    expect((await get('sort=name_asc&limit=2&offset=2')).items.map((p: { name: string }) => p.name)).toEqual(['Zeta Pork Siomai']);
    const zeta = (await get('q=Zeta')).items[0];
    expect(zeta).toMatchObject({
      availability: { status: 'out_of_stock', available: 0 },
      category: { name: 'Frozen', path: ['Food', 'Frozen'] },
    });
    expect((await get('q=Alpha')).items[0].availability).toEqual({ status: 'low_stock', available: 40 });
    expect((await get('q=Mid')).items[0].availability).toEqual({ status: 'in_stock', available: 60 });
    expect((await api(t, f.cookie).get('/api/catalog/products?minPrice=-1')).statusCode).toBe(422);
  });

  it('head office sees every brand and, when asked, inactive products; franchisees never see inactive ones', async () => {
    const hidden = await makeProduct(t, { brandIds: [otherBrand.id], active: false, name: 'Retired Cup' });
    const hqList = (await api(t, hq.cookie).get('/api/catalog/products?includeInactive=true&q=Retired')).json();
    expect(hqList.items.map((p: { id: string }) => p.id)).toEqual([hidden.id]);
    expect((await api(t, hq.cookie).get('/api/catalog/products?q=Retired')).json().total).toBe(0);
    expect((await api(t, f.cookie).get('/api/catalog/products?includeInactive=true&q=Retired')).json().total).toBe(0);
    const facets = (await api(t, f.cookie).get('/api/catalog/facets')).json();
    expect(facets.brands.map((b: { id: string }) => b.id)).toEqual([brand.id]);
    expect(facets.categories.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([food.id, frozen.id]));
  });
});

describe('catalogue management', () => {
  const input = () => ({
    sku: `NEW-${Date.now()}`,
    name: 'Beef Patties 50',
    description: 'Frozen',
    categoryId: null,
    unit: 'box',
    pricePesos: 2350.5,
    minOrderQty: 1,
    maxOrderQty: 30,
    brandIds: [brand.id],
  });

  it('creates, edits, reprices and deactivates products; SKU is unique', async () => {
    const a = api(t, hq.cookie);
    const created = await a.post('/api/catalog/products', input());
    expect(created.statusCode, created.body).toBe(200);
    const p = created.json();
    expect(p).toMatchObject({
      priceCentavos: 2_350_50,
      active: true,
      brands: [{ id: brand.id }],
      availability: { status: 'out_of_stock' },
    });
    const dup = await a.post('/api/catalog/products', { ...input(), sku: p.sku });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.details.fieldErrors.sku).toEqual(['A product with this SKU already exists.']);
    const badMax = await a.post('/api/catalog/products', { ...input(), minOrderQty: 5, maxOrderQty: 2 });
    expect(badMax.json().error.details.fieldErrors.maxOrderQty).toEqual(['Maximum order quantity must be at least the minimum.']);
    const noBrand = await a.post('/api/catalog/products', { ...input(), brandIds: [] });
    expect(noBrand.json().error.details.fieldErrors.brandIds).toEqual(['Enable the product for at least one brand.']);
    // Length and range messages state the limit.
    const tooDear = await a.post('/api/catalog/products', { ...input(), pricePesos: 10_000_000.01, name: 'N'.repeat(121) });
    expect(tooDear.statusCode).toBe(422);
    expect(tooDear.json().error.details.fieldErrors).toMatchObject({
      pricePesos: ['Price can be at most ₱10,000,000.00.'],
      name: ['Name can be at most 120 characters.'],
    });
    expect(
      (await a.patch(`/api/catalog/products/${p.id}`, { pricePesos: 2400, brandIds: [brand.id, otherBrand.id] })).json(),
    ).toMatchObject({
      priceCentavos: 2_400_00,
      brands: expect.arrayContaining([{ id: otherBrand.id, name: otherBrand.name, slug: otherBrand.slug }]),
    });
    expect((await a.patch(`/api/catalog/products/${p.id}`, { active: false })).json().active).toBe(false);
    expect((await api(t, f.cookie).get(`/api/catalog/products/${p.id}`)).statusCode).toBe(404);
  });

  it('refuses a price of ₱0 and a price with more than two decimals instead of rounding it', async () => {
    const a = api(t, hq.cookie);
    const p = (await a.post('/api/catalog/products', input())).json();
    const priceError = async (res: Promise<{ statusCode: number; json: () => { error: { details: { fieldErrors: object } } } }>) => {
      const r = await res;
      expect(r.statusCode).toBe(422);
      return r.json().error.details.fieldErrors;
    };
    const decimals = { pricePesos: ['Price can have at most two decimal places.'] };
    expect(await priceError(a.patch(`/api/catalog/products/${p.id}`, { pricePesos: 0.001 }))).toEqual(decimals);
    expect(await priceError(a.patch(`/api/catalog/products/${p.id}`, { pricePesos: 360.005 }))).toEqual(decimals);
    expect(await priceError(a.patch(`/api/catalog/products/${p.id}`, { pricePesos: 0 }))).toEqual({ pricePesos: [PRICE_ZERO_MESSAGE] });
    expect(await priceError(a.post('/api/catalog/products', { ...input(), pricePesos: 0 }))).toEqual({ pricePesos: [PRICE_ZERO_MESSAGE] });
    expect(await priceError(a.post('/api/catalog/products', { ...input(), pricePesos: '12.345' }))).toEqual(decimals);
    expect((await a.get(`/api/catalog/products/${p.id}`)).json().priceCentavos).toBe(2_350_50);
    // Two decimals and the smallest real price are fine.
    expect((await a.patch(`/api/catalog/products/${p.id}`, { pricePesos: 360.01 })).json().priceCentavos).toBe(36_001);
    expect((await a.patch(`/api/catalog/products/${p.id}`, { pricePesos: 0.01 })).json().priceCentavos).toBe(1);
  });

  it('uploads an image checked by content and serves it', async () => {
    const p = (await api(t, hq.cookie).post('/api/catalog/products', input())).json();
    const png = multipart('photo.png', tinyPng(), 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/catalog/products/${p.id}/image`,
      payload: png.payload,
      headers: { ...png.headers, cookie: hq.cookie, origin: TEST_ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().imageUrl as string;
    expect(url).toMatch(/^\/api\/uploads\/products\/.+\.png$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const fake = multipart('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/catalog/products/${p.id}/image`,
      payload: fake.payload,
      headers: { ...fake.headers, cookie: hq.cookie, origin: TEST_ORIGIN },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('Product images must be JPG or PNG files.');

    const big = multipart('big.png', Buffer.concat([tinyPng(), Buffer.alloc(5_242_881)]), 'image/png');
    const tooBig = await t.app.inject({
      method: 'POST',
      url: `/api/catalog/products/${p.id}/image`,
      payload: big.payload,
      headers: { ...big.headers, cookie: hq.cookie, origin: TEST_ORIGIN },
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().error.message).toBe('The image is larger than 5 MB.');
  });

  it('manages nested categories and refuses cycles', async () => {
    const a = api(t, hq.cookie);
    const parent = (await a.post('/api/catalog/categories', { name: 'Packaging' })).json();
    const child = (await a.post('/api/catalog/categories', { name: 'Cups', parentId: parent.id })).json();
    expect(child).toMatchObject({ parentId: parent.id, slug: 'cups' });
    const cycle = await a.patch(`/api/catalog/categories/${parent.id}`, { name: 'Packaging', parentId: child.id });
    expect(cycle.statusCode).toBe(422);
    expect((await a.patch(`/api/catalog/categories/${child.id}`, { name: 'Paper Cups', parentId: parent.id })).json().name).toBe(
      'Paper Cups',
    );
  });

  it('is refused to franchisees and admins', async () => {
    const admin = await signUp(t, { role: 'admin' });
    for (const cookie of [f.cookie, admin.cookie]) {
      const a = api(t, cookie);
      expect((await a.post('/api/catalog/products', input())).statusCode).toBe(403);
      expect((await a.patch(`/api/catalog/products/${crypto.randomUUID()}`, { active: false })).statusCode).toBe(403);
      expect((await a.post(`/api/catalog/products/${crypto.randomUUID()}/image`)).statusCode).toBe(403);
      expect((await a.post('/api/catalog/categories', { name: 'x' })).statusCode).toBe(403);
    }
    const user = await signUp(t, { role: 'user' });
    expect((await api(t, user.cookie).get('/api/catalog/products')).statusCode).toBe(403);
  });
});
