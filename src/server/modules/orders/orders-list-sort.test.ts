import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, makeProduct, readyToCheckout } from '../../test/ordering-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/orders?sort', () => {
  it('sorts on the server by date, total or number, and refuses an unknown sort', async () => {
    const brand = await makeBrand(t);
    const f = await makeFranchisee(t, brand.id);
    const p = await makeProduct(t, { brandIds: [brand.id], pricePesos: 100, stock: 100 });
    const place = async (quantity: number) =>
      (
        await api(t, f.cookie).post('/api/orders', await readyToCheckout(t, f.cookie, p.id, quantity), {
          'idempotency-key': crypto.randomUUID(),
        })
      ).json() as { id: string; orderNumber: string };
    // Placed in this order: the dearest in the middle, so no two sorts give the same sequence.
    const small = await place(2);
    const large = await place(9);
    const medium = await place(5);
    const ids = async (query: string) =>
      (await api(t, f.cookie).get(`/api/orders?${query}`)).json().items.map((o: { id: string }) => o.id) as string[];

    expect(await ids('')).toEqual([medium.id, large.id, small.id]);
    expect(await ids('sort=created_asc')).toEqual([small.id, large.id, medium.id]);
    expect(await ids('sort=total_desc')).toEqual([large.id, medium.id, small.id]);
    expect(await ids('sort=total_asc')).toEqual([small.id, medium.id, large.id]);
    expect(await ids('sort=number_asc')).toEqual([small.id, large.id, medium.id]);
    // Sorting applies before paging: the second page of the cheapest-first list is the dearest.
    expect(await ids('sort=total_asc&limit=2&offset=2')).toEqual([large.id]);
    expect((await api(t, f.cookie).get('/api/orders?sort=price_asc')).statusCode).toBe(422);
  });

  it('refuses an unknown status filter with the catalogue field message, not the list of options', async () => {
    const brand = await makeBrand(t);
    const f = await makeFranchisee(t, brand.id);
    const res = await api(t, f.cookie).get('/api/orders?status=y');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Invalid status. Please check your input.');
    expect(res.json().error.details.fieldErrors).toEqual({ status: ['Invalid status. Please check your input.'] });
  });
});
