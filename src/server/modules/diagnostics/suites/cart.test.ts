import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../../test/harness';
import { api, makeBrand, makeFranchisee, makeProduct } from '../../../test/ordering-fixture';
import { serverModules } from '../../index';
import type { ListedModule } from '../../define-module';
import { cartItems, products, warehouseStock } from '../../../db/schema';
import type { SuiteRun } from '../../../../shared/diagnostics.contracts';
import { EMPTY_CART } from './cart';

// A regression in the cart's arithmetic: the API's first line total is off by one centavo.
const wrongTotals = { on: false };
const breaker: ListedModule = {
  name: 'test-breaker',
  routes: async (app: FastifyInstance) => {
    app.addHook('onSend', async (req, reply, payload) => {
      if (!wrongTotals.on || req.url !== '/api/cart' || reply.statusCode !== 200) return payload;
      const cart = JSON.parse(String(payload));
      cart.lines[0].lineTotalCentavos += 1;
      return JSON.stringify(cart);
    });
  },
};
(serverModules.modules as ListedModule[]).unshift(breaker);

const CHECKS = [
  'Your cart loads (or is refused as the matrix says)',
  'Every product in your cart exists and is active',
  'Quantities follow each product’s minimum, maximum and stock',
  'Line totals and the cart total add up',
];
let t: TestApp;
let owner: { cookie: string };
let productIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  const brand = await makeBrand(t);
  owner = await makeFranchisee(t, brand.id);
  const a = await makeProduct(t, { brandIds: [brand.id], pricePesos: 120.5, stock: 40, min: 2, max: 30 });
  const b = await makeProduct(t, { brandIds: [brand.id], pricePesos: 999, stock: 10 });
  productIds = [a.id, b.id];
});
afterAll(async () => t?.close());
/** The owner's cart: 3 of A (₱361.50) and 5 of B (₱4,995): subtotal ₱5,356.50, so shipping is free. */
beforeEach(async () => {
  await t.db.update(products).set({ active: true, maxOrderQty: 30 }).where(eq(products.id, productIds[0]));
  await api(t, owner.cookie).del('/api/cart');
  for (const [productId, quantity] of [
    [productIds[0], 3],
    [productIds[1], 5],
  ] as const) {
    const res = await api(t, owner.cookie).post('/api/cart/lines', { productId, quantity });
    expect(res.statusCode).toBe(200);
  }
});

const runSuite = (cookie: string | null) => api(t, cookie).post('/api/diagnostics/suites/cart/run');
const runAs = async (cookie: string) => (await runSuite(cookie)).json() as SuiteRun;
const statuses = (run: SuiteRun) => run.checks.map((c) => `${c.status} ${c.name}`);

describe('cart suite', () => {
  it('passes for a franchisee whose cart is valid, re-adding the totals', async () => {
    const run = await runAs(owner.cookie);
    expect(statuses(run)).toEqual(CHECKS.map((c) => `pass ${c}`));
    expect(run.checks[3].detail).toBe(
      '2 line(s) re-added: subtotal 535650, VAT 64278, shipping 0, total 599928 centavos, as the API says.',
    );
  });

  it('passes with "Your cart is empty" for a franchisee without lines', async () => {
    const brand = await makeBrand(t);
    const other = await makeFranchisee(t, brand.id);
    const run = await runAs(other.cookie);
    expect(run.checks.map((c) => [c.status, c.detail])).toEqual(CHECKS.map(() => ['pass', EMPTY_CART]));
  });

  it.each(['franchisor', 'admin', 'user'] as const)('passes for %s when the cart API refuses them (403)', async (role) => {
    const { cookie } = await signUp(t, { role });
    const run = await runAs(cookie);
    expect(run.status).toBe('pass');
    expect(run.checks.map((c) => c.status)).toEqual(['pass', 'skip', 'skip', 'skip']);
    expect(run.checks[0].detail).toBe(`${role} cannot order, and the cart API answers 403.`);
  });

  it('fails when a product in the cart was deactivated', async () => {
    await t.db.update(products).set({ active: false }).where(eq(products.id, productIds[0]));
    const run = await runAs(owner.cookie);
    expect(run.status).toBe('fail');
    expect(run.checks.filter((c) => c.status === 'fail').map((c) => c.name)).toEqual([CHECKS[1]]);
    expect(run.checks[1].detail).toMatch(/^Not in your catalogue or no longer active: Product /);
  });

  it('fails when a quantity breaks the maximum or the stock', async () => {
    await t.db.update(products).set({ maxOrderQty: 2 }).where(eq(products.id, productIds[0]));
    await t.db.update(cartItems).set({ quantity: 12 }).where(eq(cartItems.productId, productIds[1]));
    const run = await runAs(owner.cookie);
    expect(run.checks.filter((c) => c.status === 'fail').map((c) => c.name)).toEqual([CHECKS[2]]);
    expect(run.checks[2].detail).toMatch(/3 is above the maximum 2\..* 12 wanted, 10 available\./);
  });

  it('fails when the stock was taken by someone else', async () => {
    await t.db.update(warehouseStock).set({ reserved: 9 }).where(eq(warehouseStock.productId, productIds[1]));
    try {
      const run = await runAs(owner.cookie);
      expect(run.checks[2]).toMatchObject({ status: 'fail', detail: expect.stringContaining('5 wanted, 1 available.') });
    } finally {
      await t.db.update(warehouseStock).set({ reserved: 0 }).where(eq(warehouseStock.productId, productIds[1]));
    }
  });

  it('fails when the API’s totals do not add up', async () => {
    wrongTotals.on = true;
    try {
      const run = await runAs(owner.cookie);
      expect(run.checks.filter((c) => c.status === 'fail').map((c) => c.name)).toEqual([CHECKS[3]]);
      expect(run.checks[3].detail).toMatch(/: 3 × 12050 ≠ 36151\./);
    } finally {
      wrongTotals.on = false;
    }
  });

  it('needs a session', async () => {
    expect((await runSuite(null)).statusCode).toBe(401);
  });
});
