import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, makeProduct } from '../../test/ordering-fixture';
import { locations, products, warehouseStock } from '../../db/schema';
import { computeTotals } from '../../../shared/cart.contracts';
import { NOT_LINKED_MESSAGE } from './cart.service';

let t: TestApp;
let brand: Awaited<ReturnType<typeof makeBrand>>;
let otherBrand: Awaited<ReturnType<typeof makeBrand>>;

beforeAll(async () => {
  t = await createTestApp();
  brand = await makeBrand(t, 'Siomai');
  otherBrand = await makeBrand(t, 'Coffee');
});
afterAll(async () => t?.close());

describe('totals', () => {
  it.each([
    [4_999_99, 200_00, 1],
    [5_000_00, 0, 0],
    [5_000_01, 0, 0],
    [1_00, 200_00, 4_999_00],
  ])('subtotal %i centavos → shipping %i, %i more for free shipping', (subtotal, shipping, remaining) => {
    const totals = computeTotals(subtotal);
    expect(totals.shippingCentavos).toBe(shipping);
    expect(totals.freeShippingRemainingCentavos).toBe(remaining);
    expect(totals.totalCentavos).toBe(subtotal + totals.vatCentavos + shipping);
  });

  it('rounds VAT to the centavo and charges nothing for an empty cart', () => {
    expect(computeTotals(1_05).vatCentavos).toBe(13); // 12.6 → 13
    expect(computeTotals(1_04).vatCentavos).toBe(12); // 12.48 → 12
    expect(computeTotals(0)).toMatchObject({ shippingCentavos: 0, totalCentavos: 0 });
  });
});

describe('cart', () => {
  it('adds within limits, merges lines, counts, and computes the summary on the server', async () => {
    const f = await makeFranchisee(t, brand.id);
    const p = await makeProduct(t, { brandIds: [brand.id], pricePesos: 1_250, min: 2, max: 10, stock: 50 });
    const a = api(t, f.cookie);
    expect((await a.post('/api/cart/lines', { productId: p.id, quantity: 2 })).statusCode).toBe(200);
    const cart = (await a.post('/api/cart/lines', { productId: p.id, quantity: 2 })).json();
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ quantity: 4, unitPriceCentavos: 1_250_00, lineTotalCentavos: 5_000_00, issues: [] });
    expect(cart.summary).toMatchObject({
      subtotalCentavos: 5_000_00,
      vatCentavos: 600_00,
      shippingCentavos: 0,
      totalCentavos: 5_600_00,
      freeShippingRemainingCentavos: 0,
      itemCount: 1,
    });
    expect(cart.canCheckout).toBe(true);
    expect((await a.get('/api/cart/count')).json()).toEqual({ count: 1 });
  });

  it('refuses quantities below the minimum, above the maximum, or above the stock, naming the product', async () => {
    const f = await makeFranchisee(t, brand.id);
    const p = await makeProduct(t, { brandIds: [brand.id], name: 'Chili Sauce', min: 2, max: 5, stock: 3 });
    const a = api(t, f.cookie);
    const below = await a.post('/api/cart/lines', { productId: p.id, quantity: 1 });
    expect(below.statusCode).toBe(422);
    expect(below.json().error.message).toBe('Minimum order for Chili Sauce is 2 packs.');
    const above = await a.post('/api/cart/lines', { productId: p.id, quantity: 6 });
    expect(above.json().error.message).toBe('Maximum order for Chili Sauce is 5 packs.');
    const stock = await a.post('/api/cart/lines', { productId: p.id, quantity: 4 });
    expect(stock.json().error.message).toBe('Only 3 of Chili Sauce available.');
    expect((await a.post('/api/cart/lines', { productId: p.id, quantity: 0 })).json().error.details.fieldErrors.quantity).toEqual([
      'Quantity must be at least 1.',
    ]);
    // A product id that is not one gets the catalogue's default field message, not zod's "Invalid UUID".
    const notId = await a.post('/api/cart/lines', { productId: 'not-a-uuid', quantity: 1 });
    expect(notId.statusCode).toBe(422);
    expect(notId.json().error.message).toBe('Invalid productId. Please check your input.');
    expect(notId.json().error.details.fieldErrors).toEqual({ productId: ['Invalid productId. Please check your input.'] });
    const line = (await a.post('/api/cart/lines', { productId: p.id, quantity: 3 })).json().lines[0];
    expect((await a.patch(`/api/cart/lines/${line.id}`, { quantity: 6 })).statusCode).toBe(422);
    expect((await a.get('/api/cart')).json().lines[0].quantity).toBe(3);
  });

  it('refuses 0, −5, 2.5 and text with the rule, and above the maximum says how many are in the cart', async () => {
    const f = await makeFranchisee(t, brand.id);
    const p = await makeProduct(t, { brandIds: [brand.id], name: 'Lemon Syrup', min: 2, max: 20, stock: 100 });
    const a = api(t, f.cookie);
    const field = async (
      res: Promise<{ statusCode: number; json: () => { error: { details: { fieldErrors: { quantity: string[] } } } } }>,
    ) => {
      const r = await res;
      expect(r.statusCode).toBe(422);
      return r.json().error.details.fieldErrors.quantity;
    };
    expect(await field(a.post('/api/cart/lines', { productId: p.id, quantity: 0 }))).toEqual(['Quantity must be at least 1.']);
    expect(await field(a.post('/api/cart/lines', { productId: p.id, quantity: -5 }))).toEqual(['Quantity must be at least 1.']);
    expect(await field(a.post('/api/cart/lines', { productId: p.id, quantity: 2.5 }))).toEqual(['Enter a whole number.']);
    expect(await field(a.post('/api/cart/lines', { productId: p.id, quantity: 'abc' }))).toEqual(['Enter a whole number.']);
    expect(await field(a.post('/api/cart/lines', { productId: p.id, quantity: 1 }))).toEqual(['Enter a whole number from 2 to 20.']);
    expect(await field(a.post('/api/cart/lines', { productId: p.id, quantity: 21 }))).toEqual(['Enter a whole number from 2 to 20.']);
    expect((await a.get('/api/cart')).json().lines).toEqual([]);
    const line = (await a.post('/api/cart/lines', { productId: p.id, quantity: 15 })).json().lines[0];
    const more = await a.post('/api/cart/lines', { productId: p.id, quantity: 10 });
    expect(more.json().error.message).toBe('You can order at most 20; 15 are already in your cart.');
    expect(await field(a.patch(`/api/cart/lines/${line.id}`, { quantity: 100_000 }))).toEqual([
      'You can order at most 20; 15 are already in your cart.',
    ]);
    expect(await field(a.patch(`/api/cart/lines/${line.id}`, { quantity: 0 }))).toEqual(['Quantity must be at least 1.']);
    expect((await a.get('/api/cart')).json().lines[0].quantity).toBe(15);
  });

  it('shows warnings the user can act on when things change after adding, and blocks checkout', async () => {
    const f = await makeFranchisee(t, brand.id);
    const p1 = await makeProduct(t, { brandIds: [brand.id], pricePesos: 100, stock: 10 });
    const p2 = await makeProduct(t, { brandIds: [brand.id], stock: 10 });
    const p3 = await makeProduct(t, { brandIds: [brand.id], stock: 10, min: 1 });
    const a = api(t, f.cookie);
    await a.post('/api/cart/lines', { productId: p1.id, quantity: 2 });
    await a.post('/api/cart/lines', { productId: p2.id, quantity: 2 });
    await a.post('/api/cart/lines', { productId: p3.id, quantity: 2 });
    await t.db.update(products).set({ priceCentavos: 110_00 }).where(eq(products.id, p1.id));
    await t.db.update(products).set({ active: false }).where(eq(products.id, p2.id));
    await t.db.update(warehouseStock).set({ onHand: 1 }).where(eq(warehouseStock.productId, p3.id));
    await t.db.update(products).set({ minOrderQty: 3 }).where(eq(products.id, p3.id));
    const cart = (await a.get('/api/cart')).json();
    const codes = cart.lines.map((l: { issues: { code: string }[] }) => l.issues.map((i) => i.code));
    expect(codes).toEqual([['PRICE_CHANGED'], ['INACTIVE'], ['BELOW_MIN', 'INSUFFICIENT_STOCK']]);
    expect(cart.lines[0]).toMatchObject({ priceAtAddCentavos: 100_00, unitPriceCentavos: 110_00 });
    expect(cart.lines[0].issues[0].message).toBe('Price changed from ₱100.00 to ₱110.00. Accept the new price to continue.');
    expect(cart.canCheckout).toBe(false);
    const accepted = (await a.post(`/api/cart/lines/${cart.lines[0].id}/accept-price`)).json();
    expect(accepted.lines[0].issues).toEqual([]);
    await a.del(`/api/cart/lines/${cart.lines[1].id}`);
    await a.del(`/api/cart/lines/${cart.lines[2].id}`);
    expect((await a.get('/api/cart')).json().canCheckout).toBe(true);
    expect((await a.del('/api/cart')).json().lines).toEqual([]);
  });

  it('shows only products of the location brand; another brand’s product cannot be added', async () => {
    const f = await makeFranchisee(t, brand.id);
    const mine = await makeProduct(t, { brandIds: [brand.id] });
    const theirs = await makeProduct(t, { brandIds: [otherBrand.id] });
    const a = api(t, f.cookie);
    const list = (await a.get('/api/catalog/products?limit=100')).json();
    const ids = list.items.map((p: { id: string }) => p.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await a.get(`/api/catalog/products/${theirs.id}`)).statusCode).toBe(404);
    expect((await a.post('/api/cart/lines', { productId: theirs.id, quantity: 1 })).statusCode).toBe(404);
  });

  it('keeps a separate cart per location and remembers the chosen location', async () => {
    const f = await makeFranchisee(t, brand.id);
    const [second] = await t.db
      .insert(locations)
      .values({
        brandId: otherBrand.id,
        ownerId: f.userId,
        code: `L2-${Date.now()}`,
        name: 'Zz Second store',
        addressLine: 'x',
        city: 'Cebu',
        province: 'Cebu',
        status: 'open',
      })
      .returning();
    const p = await makeProduct(t, { brandIds: [brand.id] });
    const a = api(t, f.cookie);
    const before = (await a.get('/api/ordering/locations')).json();
    expect(before.locations).toHaveLength(2);
    expect(before.selectedLocationId).toBe(f.location.id);
    await a.post('/api/cart/lines', { productId: p.id, quantity: 1 });
    const switched = await a.put('/api/ordering/location', { locationId: second.id });
    expect(switched.json().selectedLocationId).toBe(second.id);
    expect((await a.get('/api/cart')).json()).toMatchObject({ location: { id: second.id }, lines: [] });
    expect((await a.get('/api/ordering/locations')).json().selectedLocationId).toBe(second.id);
    // Someone else's location cannot be chosen.
    const other = await makeFranchisee(t, brand.id);
    expect((await a.put('/api/ordering/location', { locationId: other.location.id })).statusCode).toBe(404);
  });

  it("never touches another franchisee's cart line", async () => {
    const me = await makeFranchisee(t, brand.id);
    const them = await makeFranchisee(t, brand.id);
    const p = await makeProduct(t, { brandIds: [brand.id] });
    const theirLine = (await api(t, them.cookie).post('/api/cart/lines', { productId: p.id, quantity: 1 })).json().lines[0];
    const a = api(t, me.cookie);
    expect((await a.patch(`/api/cart/lines/${theirLine.id}`, { quantity: 2 })).statusCode).toBe(404);
    expect((await a.del(`/api/cart/lines/${theirLine.id}`)).statusCode).toBe(404);
    expect((await a.post(`/api/cart/lines/${theirLine.id}/accept-price`)).statusCode).toBe(404);
    expect((await api(t, them.cookie).get('/api/cart')).json().lines[0].quantity).toBe(1);
  });

  it('a franchisee without a location gets an explanation, not an error page', async () => {
    const u = await signUp(t, { role: 'franchisee' });
    const a = api(t, u.cookie);
    expect((await a.get('/api/ordering/locations')).json()).toEqual({ locations: [], selectedLocationId: null });
    expect((await a.get('/api/cart')).json()).toMatchObject({ location: null, lines: [], canCheckout: false });
    expect((await a.get('/api/catalog/products')).json()).toEqual({ items: [], total: 0 });
    const add = await a.post('/api/cart/lines', { productId: crypto.randomUUID(), quantity: 1 });
    expect(add.statusCode).toBe(403);
    expect(add.json().error.message).toBe(NOT_LINKED_MESSAGE);
  });

  it('is for franchisees only', async () => {
    for (const role of ['franchisor', 'admin', 'user'] as const) {
      const u = await signUp(t, { role });
      for (const url of ['/api/cart', '/api/cart/count', '/api/ordering/locations', '/api/addresses', '/api/payment-methods']) {
        expect((await api(t, u.cookie).get(url)).statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await api(t, null).get('/api/cart')).statusCode).toBe(401);
  });
});
