import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { createTestApp, signUp, TEST_ORIGIN, uniqueEmail, type TestApp } from '../test/harness';
import { api, ADDRESS, makeBrand, makeFranchisee, makeProduct } from '../test/ordering-fixture';
import { addresses, authUsers, brands, cartItems, categories, locations, products, warehouseStock } from '../db/schema';
import { HTTP_STATUS_FALLBACK, httpStatusMessage } from '../../shared/errors';

/**
 * Issue 10, item 5: bad input found by the outside probe must never give a 500. Each case answers a 4xx in the one
 * error shape, writes nothing, and logs nothing at error level (no stack for a refusal).
 */

type Res = { statusCode: number; body: string; headers: Record<string, unknown>; json: () => unknown };
const logs: { level: number; msg?: string }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as { level: number });
    done();
  },
});

let t: TestApp;
let franchisor: ReturnType<typeof api>;
let franchisee: ReturnType<typeof api>;
let franchiseeCookie: string;
let productId: string;
let locationId: string;

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: logStream } });
  const brand = await makeBrand(t);
  const owner = await makeFranchisee(t, brand.id);
  locationId = owner.location.id;
  productId = (await makeProduct(t, { brandIds: [brand.id] })).id;
  franchiseeCookie = owner.cookie;
  franchisee = api(t, owner.cookie);
  franchisor = api(t, (await signUp(t, { role: 'franchisor' })).cookie);
});
afterAll(async () => t?.close());
beforeEach(() => {
  logs.length = 0;
});

/** A refusal: 4xx, the one error shape with the HTTP status in it, and nothing at error level in the log. */
function expectRefusal(res: Res, status?: number) {
  const where = `${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, where).toBeLessThan(500);
  if (status) expect(res.statusCode, where).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/application\/json/);
  const body = res.json() as { error: { code: string; message: string; status: number } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toMatchObject({ code: expect.any(String), message: expect.any(String), status: res.statusCode });
  expect(
    logs.filter((l) => l.level >= 50),
    'nothing logged at error level',
  ).toEqual([]);
  return body.error;
}

async function rows(table: typeof brands | typeof categories | typeof addresses | typeof authUsers) {
  const [r] = await t.db.select({ n: count() }).from(table);
  return r.n;
}

describe('a NUL character in a text field or search parameter is a 422, not a database error', () => {
  const NUL = 'a\u0000b';
  const q = encodeURIComponent(NUL);

  it.each([
    ['/api/catalog/products?q='],
    ['/api/iam/users?search='],
    ['/api/iam/audit?search='],
    ['/api/iam/audit?action='],
    ['/api/iam/audit.csv?search='],
    ['/api/network/locations?search='],
    ['/api/shipping?q='],
    ['/api/order-management?q='],
    ['/api/order-management/export.csv?q='],
    ['/api/inventory/warehouse?q='],
  ])('head office search %s', async (url) => {
    expectRefusal(await franchisor.get(`${url}${q}`), 422);
  });

  it('franchisee order search', async () => {
    expectRefusal(await franchisee.get(`/api/orders?q=${q}`), 422);
  });

  it('public invitation link with a NUL in the token', async () => {
    expectRefusal(await api(t, null).get(`/api/invitations/${encodeURIComponent('x'.repeat(12) + NUL)}`));
  });

  it('body text fields on writes: refused and nothing written', async () => {
    const before = { brands: await rows(brands), categories: await rows(categories), addresses: await rows(addresses) };
    expectRefusal(await franchisor.post('/api/network/brands', { name: NUL, slug: 'nul-brand' }), 422);
    expectRefusal(await franchisor.post('/api/catalog/categories', { name: NUL }), 422);
    expectRefusal(await franchisee.post('/api/addresses', { ...ADDRESS, recipientName: NUL }), 422);
    expectRefusal(await franchisee.post('/api/addresses', { ...ADDRESS, line2: NUL }), 422);
    expectRefusal(await franchisee.post('/api/payment-methods', { type: 'cash_on_delivery', nickname: NUL }), 422);
    expectRefusal(await franchisor.post('/api/announcements', { title: NUL, message: 'x', audience: 'all' }), 422);
    expectRefusal(await franchisor.post('/api/iam/invitations', { email: uniqueEmail(), fullName: NUL, role: 'user' }), 422);
    expectRefusal(await franchisor.patch(`/api/network/locations/${locationId}`, { name: NUL }), 422);
    expectRefusal(await franchisee.patch('/api/profile', { fullName: NUL }), 422);
    expect({ brands: await rows(brands), categories: await rows(categories), addresses: await rows(addresses) }).toEqual(before);
  });

  it('auth forms: sign-up name, reset token and invitation token', async () => {
    const users = await rows(authUsers);
    const anon = api(t, null);
    expectRefusal(await anon.post('/api/auth/sign-up/email', { fullName: NUL, email: uniqueEmail(), password: 'secret123' }), 422);
    expectRefusal(await anon.post('/api/auth/reset-password', { token: NUL, password: 'secret123' }), 422);
    expectRefusal(await anon.post('/api/invitations/accept', { token: `token-${NUL}-0123`, fullName: 'X', password: 'secret123' }), 422);
    expect(await rows(authUsers)).toBe(users);
  });

  it('other control characters are refused in single-line text, while a multi-line note keeps its newlines', async () => {
    expectRefusal(await franchisor.post('/api/catalog/categories', { name: 'Bell\u0007' }), 422);
    expectRefusal(await franchisor.get(`/api/catalog/products?q=${encodeURIComponent('esc\u001b[2J')}`), 422);
    const ok = await franchisor.post('/api/catalog/products', {
      sku: 'MULTI-1',
      name: 'Multi-line',
      description: 'Line one\nLine two\tTabbed',
      categoryId: null,
      unit: 'pack',
      pricePesos: 10,
      minOrderQty: 1,
      maxOrderQty: null,
      brandIds: [(await makeBrand(t)).id],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as { description: string }).description).toBe('Line one\nLine two\tTabbed');
  });
});

describe('money filters are bounded so they can never overflow int4 centavos', () => {
  const tooBig = ['21474837', '99999999999', '1e309', 'Infinity', '-Infinity', 'NaN', '-1', '0x1p40'];

  it.each(tooBig)('catalogue minPrice / maxPrice = %s', async (v) => {
    expectRefusal(await franchisee.get(`/api/catalog/products?minPrice=${encodeURIComponent(v)}`), 422);
    expectRefusal(await franchisor.get(`/api/catalog/products?maxPrice=${encodeURIComponent(v)}`), 422);
  });

  it.each(tooBig)('approvals and order management minAmount / maxAmount = %s', async (v) => {
    const e = encodeURIComponent(v);
    expectRefusal(await franchisor.get(`/api/approvals?minAmount=${e}`), 422);
    expectRefusal(await franchisor.get(`/api/approvals?maxAmount=${e}`), 422);
    expectRefusal(await franchisor.get(`/api/order-management?minAmount=${e}`), 422);
    expectRefusal(await franchisor.get(`/api/order-management?maxAmount=${e}`), 422);
  });

  it('the CSV export refuses an overflowing filter before sending any byte of CSV', async () => {
    const res = await franchisor.get('/api/order-management/export.csv?maxAmount=21474837');
    expectRefusal(res, 422);
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('the largest filter that fits still works', async () => {
    const res = await franchisor.get('/api/order-management?minAmount=0&maxAmount=10000000');
    expect(res.statusCode, res.body).toBe(200);
    const cat = await franchisee.get('/api/catalog/products?minPrice=0.5&maxPrice=10000000');
    expect(cat.statusCode, cat.body).toBe(200);
  });
});

describe('numbers and dates in bodies and queries are bounded', () => {
  it('huge quantities, levels and targets are 422 and change nothing', async () => {
    const [stockBefore] = await t.db.select().from(warehouseStock).where(eq(warehouseStock.productId, productId));
    expectRefusal(await franchisor.patch(`/api/inventory/warehouse/${productId}/levels`, { reorderLevel: 1e12 }), 422);
    expectRefusal(await franchisor.patch(`/api/inventory/warehouse/${productId}/levels`, { maxLevel: 3_000_000_000 }), 422);
    expectRefusal(await franchisor.post('/api/inventory/adjustments', { productId, delta: 1e12, reason: 'x' }), 422);
    expectRefusal(await franchisor.post('/api/inventory/adjustments', { productId, delta: -3_000_000_000, reason: 'x' }), 422);
    expectRefusal(await franchisor.patch(`/api/catalog/products/${productId}`, { minOrderQty: 1e12 }), 422);
    expectRefusal(await franchisor.patch(`/api/catalog/products/${productId}`, { maxOrderQty: 3e9 }), 422);
    expectRefusal(await franchisor.patch(`/api/network/locations/${locationId}`, { monthlySalesTargetCentavos: 1e15 }), 422);
    const [stockAfter] = await t.db.select().from(warehouseStock).where(eq(warehouseStock.productId, productId));
    expect(stockAfter).toEqual(stockBefore);
    const [p] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(p.minOrderQty).toBe(1);
    const [l] = await t.db.select().from(locations).where(eq(locations.id, locationId));
    expect(l.monthlySalesTargetCentavos).toBeNull();
  });

  it('page offsets and limits outside their range are 422', async () => {
    expectRefusal(await franchisor.get('/api/iam/audit?offset=1e300'), 422);
    expectRefusal(await franchisor.get('/api/iam/users?limit=Infinity'), 422);
    expectRefusal(await franchisee.get('/api/orders?offset=-1'), 422);
  });

  it.each(['2024-13-45', '0000-01-01', '2024-02-30', '99999-01-01'])('an impossible date %s in a date filter is 422', async (d) => {
    expectRefusal(await franchisee.get(`/api/orders?from=${d}`), 422);
    expectRefusal(await franchisor.get(`/api/order-management?to=${d}`), 422);
    expectRefusal(await franchisor.get(`/api/iam/audit?from=${d}`), 422);
  });
});

describe('sign-up passwords have a maximum', () => {
  it('a password over 128 characters is a 422 naming the maximum, and no account is made', async () => {
    const email = uniqueEmail('longpw');
    const res = await api(t, null).post('/api/auth/sign-up/email', { fullName: 'Long Password', email, password: 'p'.repeat(129) });
    const error = expectRefusal(res, 422);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toMatch(/at most 128 characters/);
    expect(await t.db.select().from(authUsers).where(eq(authUsers.email, email))).toEqual([]);
  });

  it('a password of exactly 128 characters is accepted', async () => {
    const res = await api(t, null).post('/api/auth/sign-up/email', {
      fullName: 'Max Password',
      email: uniqueEmail('maxpw'),
      password: 'p'.repeat(128),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('Origin: null or a malformed Origin on a write is 403', () => {
  it.each(['null', 'http://[', 'not a url', '://', 'http://exa mple.com', 'javascript:alert(1)'])('Origin: %s', async (origin) => {
    // A signed-in franchisee's write that would succeed from the app's own origin.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/lines',
      headers: { origin, cookie: franchiseeCookie },
      payload: { productId, quantity: 1 },
    });
    expect(expectRefusal(res, 403).code).toBe('PERMISSION_DENIED');
    expect(await t.db.select().from(cartItems)).toEqual([]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: 'a@b.co', password: 'x' },
    });
    expectRefusal(signIn, 403);
  });

  it('the trusted origin still passes', async () => {
    const add = await franchisee.post('/api/cart/lines', { productId, quantity: 1 });
    expect(add.statusCode, add.body).toBe(200);
    await franchisee.del('/api/cart');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 'nobody@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a path parameter longer than the router allows', () => {
  it('answers in the error shape without echoing the URL', async () => {
    const long = 'z'.repeat(500);
    for (const url of [`/api/orders/${long}`, `/api/catalog/products/${long}`, `/api/invitations/${long}`]) {
      const res = await franchisee.get(url);
      expectRefusal(res);
      expect(res.body).not.toContain('zzzz');
    }
  });

  it('a malformed percent-encoding in the path is answered the same way', async () => {
    const res = await franchisee.get('/api/orders/%E0%A4%A');
    expectRefusal(res, 400);
    expect(res.body).not.toContain('%E0');
  });
});

describe('a body over the size limit', () => {
  it('a 30 MB JSON body is a 413 with the catalogue\'s "other" message (it has no 413 text), not the 422 one', async () => {
    for (const url of ['/api/auth/sign-up/email', '/api/cart/lines']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', cookie: franchiseeCookie },
        payload: JSON.stringify({ fullName: 'x'.repeat(30 * 1024 * 1024), email: uniqueEmail('huge'), password: 'secret123' }),
      });
      const error = expectRefusal(res, 413);
      expect(error).toEqual({ code: 'VALIDATION_ERROR', message: HTTP_STATUS_FALLBACK, status: 413 });
      expect(error.message).not.toBe(httpStatusMessage(422));
    }
  });
});
