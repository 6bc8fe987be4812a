import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeProduct } from '../../test/ordering-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/inventory/warehouse?sort', () => {
  it('sorts on the server by name, available stock or stock value, and refuses an unknown sort', async () => {
    const hq = await signUp(t, { role: 'franchisor' });
    const brand = await makeBrand(t);
    // Names, stock and value in three different orders.
    const a = await makeProduct(t, { brandIds: [brand.id], name: 'Sortstock Alpha', stock: 30, pricePesos: 10 });
    const b = await makeProduct(t, { brandIds: [brand.id], name: 'Sortstock Bravo', stock: 10, pricePesos: 100 });
    const c = await makeProduct(t, { brandIds: [brand.id], name: 'Sortstock Charlie', stock: 20, pricePesos: 1 });
    const ids = async (sort: string) =>
      (await api(t, hq.cookie).get(`/api/inventory/warehouse?q=Sortstock${sort ? `&sort=${sort}` : ''}`))
        .json()
        .items.map((r: { productId: string }) => r.productId) as string[];

    expect(await ids('')).toEqual([a.id, b.id, c.id]);
    expect(await ids('name_desc')).toEqual([c.id, b.id, a.id]);
    expect(await ids('available_asc')).toEqual([b.id, c.id, a.id]);
    expect(await ids('available_desc')).toEqual([a.id, c.id, b.id]);
    expect(await ids('value_desc')).toEqual([b.id, a.id, c.id]);
    expect((await api(t, hq.cookie).get('/api/inventory/warehouse?sort=sku_asc')).statusCode).toBe(422);
  });
});
