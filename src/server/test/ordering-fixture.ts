import { eq } from 'drizzle-orm';
import { brands, locations, productBrands, products, warehouseStock } from '../db/schema';
import { signUp, TEST_ORIGIN, type TestApp } from './harness';

let seq = 0;
const uid = () => `${Date.now().toString(36)}${(seq += 1)}`;

export async function makeBrand(t: TestApp, name = 'Brand') {
  const [b] = await t.db
    .insert(brands)
    .values({ slug: `b-${uid()}`, name: `${name} ${uid()}` })
    .returning();
  return b;
}

/** A franchisee account that owns one open location of the brand. */
export async function makeFranchisee(t: TestApp, brandId: string) {
  const user = await signUp(t, { role: 'franchisee', fullName: 'Franchisee Tester' });
  const [location] = await t.db
    .insert(locations)
    .values({
      brandId,
      ownerId: user.userId,
      code: `L-${uid()}`,
      name: `Store ${uid()}`,
      addressLine: '1 Main St',
      city: 'Makati',
      province: 'Metro Manila',
      status: 'open',
    })
    .returning();
  return { ...user, location };
}

/** A franchisee makeFranchisee() made: the signed-up user and their location. */
export type Franchisee = Awaited<ReturnType<typeof makeFranchisee>>;

export async function makeProduct(
  t: TestApp,
  opts: {
    brandIds: string[];
    pricePesos?: number;
    stock?: number;
    min?: number;
    max?: number | null;
    name?: string;
    active?: boolean;
    reorderLevel?: number;
  },
) {
  const [p] = await t.db
    .insert(products)
    .values({
      sku: `SKU-${uid()}`.toUpperCase(),
      name: opts.name ?? `Product ${uid()}`,
      unit: 'pack',
      priceCentavos: Math.round((opts.pricePesos ?? 100) * 100),
      minOrderQty: opts.min ?? 1,
      maxOrderQty: opts.max === undefined ? 50 : opts.max,
      active: opts.active ?? true,
    })
    .returning();
  await t.db.insert(productBrands).values(opts.brandIds.map((brandId) => ({ productId: p.id, brandId })));
  await t.db.insert(warehouseStock).values({ productId: p.id, onHand: 0, reorderLevel: opts.reorderLevel ?? 5 });
  // Stock arrives through the ledger, so quantities always equal the sum of movements.
  if ((opts.stock ?? 100) > 0)
    await t.ctx.ledger.warehouse(t.db, { productId: p.id, kind: 'receipt', onHandDelta: opts.stock ?? 100, reason: 'Test stock' });
  return p;
}

export async function stockOf(t: TestApp, productId: string) {
  const [s] = await t.db.select().from(warehouseStock).where(eq(warehouseStock.productId, productId));
  return s;
}

export function api(t: TestApp, cookie: string | null) {
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers } });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: object, headers?: Record<string, string>) => call('POST', url, payload ?? {}, headers),
    patch: (url: string, payload: object) => call('PATCH', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}

export const ADDRESS = {
  type: 'both' as const,
  recipientName: 'Maria Cruz',
  line1: 'G/F Ayala Triangle',
  city: 'Makati',
  province: 'Metro Manila',
  postalCode: '1226',
  phone: '+639171234567',
};
export const COD = { type: 'cash_on_delivery' as const };

/** Address + payment method + cart line, ready to check out. */
export async function readyToCheckout(t: TestApp, cookie: string, productId: string, quantity: number) {
  const a = api(t, cookie);
  const address = (await a.post('/api/addresses', ADDRESS)).json();
  const payment = (await a.post('/api/payment-methods', COD)).json();
  const add = await a.post('/api/cart/lines', { productId, quantity });
  if (add.statusCode !== 200) throw new Error(`add to cart failed: ${add.body}`);
  return { shippingAddressId: address.id as string, billingAddressId: address.id as string, paymentMethodId: payment.id as string };
}

/** Places an order through the API and returns its detail. */
export async function placeOrder(t: TestApp, cookie: string, productId: string, quantity: number) {
  await api(t, cookie).del('/api/cart');
  const ids = await readyToCheckout(t, cookie, productId, quantity);
  const res = await api(t, cookie).post('/api/orders', ids, { 'idempotency-key': `k-${crypto.randomUUID()}` });
  if (res.statusCode !== 201) throw new Error(`place order failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; orderNumber: string; totalCentavos: number; status: string; invoiceUrl: string | null };
}
