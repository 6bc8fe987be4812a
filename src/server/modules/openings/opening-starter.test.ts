import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { ADDRESS, COD, api, makeBrand, makeFranchisee, makeProduct } from '../../test/ordering-fixture';
import { attemptAs } from '../../test/rls-attempt';
import { auditLog, brandPackages, openingStarterLines } from '../../db/schema';
import { OPENING_MESSAGES, type Opening, type OpeningStarter } from '../../../shared/openings.contracts';
import { addCalendarDays, manilaToday } from '../../../shared/time';

/**
 * Starter inventory (issue 35, decision 021): head office reads a brand's starter inventory per package and the
 * franchisor replaces a package's lines, so a brand added after seeding can fill its opening stores' starter order
 * (and so complete "Opening stock ordered"). Everything here is made at runtime: no seeded line helps.
 */
let t: TestApp;
let hq: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let franchisee: Awaited<ReturnType<typeof makeFranchisee>>;
let brandId: string;
let rice: Awaited<ReturnType<typeof makeProduct>>;
let sauce: Awaited<ReturnType<typeof makeProduct>>;
let cups: Awaited<ReturnType<typeof makeProduct>>;
let retired: Awaited<ReturnType<typeof makeProduct>>;
let otherBrands: Awaited<ReturnType<typeof makeProduct>>;

const target = addCalendarDays(manilaToday(), 60);
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { message: string; details?: { fieldErrors?: Record<string, string[]> } } }).error;
const url = (id = brandId) => `/api/openings/templates/${id}/starter`;
const linesOf = (s: OpeningStarter, code: string) =>
  s.packages.find((p) => p.packageCode === code)!.lines.map((l) => [l.productId, l.quantity] as const);

beforeAll(async () => {
  t = await createTestApp();
  brandId = (await makeBrand(t, 'Starter Brand')).id;
  const elsewhere = await makeBrand(t, 'Elsewhere');
  hq = await signUp(t, { role: 'franchisor', fullName: 'Helen Quinto' });
  admin = await signUp(t, { role: 'admin', fullName: 'Ada Admin' });
  franchisee = await makeFranchisee(t, brandId);
  rice = await makeProduct(t, { brandIds: [brandId], name: 'Garlic rice 5 kg', pricePesos: 300 });
  sauce = await makeProduct(t, { brandIds: [brandId], name: 'Adobo sauce 1 L', pricePesos: 120 });
  cups = await makeProduct(t, { brandIds: [brandId], name: 'Paper cups 50s', pricePesos: 40, min: 2, max: 5 });
  retired = await makeProduct(t, { brandIds: [brandId], name: 'Old menu board', active: false });
  otherBrands = await makeProduct(t, { brandIds: [elsewhere.id], name: 'Lemon syrup' });
}, 300_000);
afterAll(async () => t?.close());

describe('starter inventory', () => {
  it('a new brand has none: every package is empty, and the brand’s active products are offered', async () => {
    const res = await api(t, hq.cookie).get(url());
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as OpeningStarter;
    expect(s.brandId).toBe(brandId);
    // The brand lists no packages of its own, so all four are shown.
    expect(s.packages.map((p) => [p.packageCode, p.lines.length])).toEqual([
      ['A', 0],
      ['B', 0],
      ['C', 0],
      ['D', 0],
    ]);
    expect(s.products.map((p) => p.id).sort()).toEqual([rice.id, sauce.id, cups.id].sort());
    expect(s.products.find((p) => p.id === cups.id)).toMatchObject({ minOrderQty: 2, maxOrderQty: 5 });
  });

  it('a new brand’s opening store gets its starter cart once head office sets the package’s lines (audited), and checkout places it', async () => {
    const started = await api(t, hq.cookie).post('/api/openings', {
      ownerId: franchisee.userId,
      brandId,
      packageCode: 'B',
      name: 'Starter Brand Pasig',
      city: 'Pasig',
      province: 'Metro Manila',
      targetDate: target,
    });
    expect(started.statusCode, started.body).toBe(201);
    const opening = started.json() as Opening;
    const owner = api(t, franchisee.cookie);

    // Without lines, the starter order cannot start.
    const refused = await owner.post(`/api/openings/${opening.id}/starter-cart`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(OPENING_MESSAGES.noStarterInventory);

    const saved = await api(t, hq.cookie).put(`${url()}/B`, {
      lines: [
        { productId: rice.id, quantity: 6 },
        { productId: cups.id, quantity: 4 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const s = saved.json() as OpeningStarter;
    expect(linesOf(s, 'B')).toEqual([
      [rice.id, 6],
      [cups.id, 4],
    ]);
    expect(s.packages.find((p) => p.packageCode === 'B')!.lines.every((l) => l.available)).toBe(true);
    expect(linesOf(s, 'A')).toEqual([]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'opening.starter_saved'), eq(auditLog.targetId, brandId)));
    expect(audited).toHaveLength(1);
    expect(audited[0].after).toMatchObject({
      packageCode: 'B',
      lines: [
        { productId: rice.id, quantity: 6 },
        { productId: cups.id, quantity: 4 },
      ],
    });

    // Replacing a package rewrites only that package.
    const again = await api(t, hq.cookie).put(`${url()}/B`, {
      lines: [
        { productId: rice.id, quantity: 5 },
        { productId: sauce.id, quantity: 3 },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(linesOf(again.json() as OpeningStarter, 'B')).toEqual([
      [sauce.id, 3],
      [rice.id, 5],
    ]);
    expect(await t.db.select().from(openingStarterLines).where(eq(openingStarterLines.brandId, brandId))).toHaveLength(2);

    const filled = await owner.post(`/api/openings/${opening.id}/starter-cart`);
    expect(filled.statusCode, filled.body).toBe(200);
    expect((filled.json() as Opening).starterLines.map((l) => [l.productId, l.quantity])).toEqual([
      [sauce.id, 3],
      [rice.id, 5],
    ]);
    const cart = (await owner.get('/api/cart')).json() as { lines: { productId: string; quantity: number }[] };
    expect(cart.lines.map((l) => [l.productId, l.quantity]).sort()).toEqual(
      [
        [rice.id, 5],
        [sauce.id, 3],
      ].sort(),
    );
    const address = (await owner.post('/api/addresses', ADDRESS)).json();
    const payment = (await owner.post('/api/payment-methods', COD)).json();
    const order = await owner.post(
      '/api/orders',
      { shippingAddressId: address.id, billingAddressId: address.id, paymentMethodId: payment.id },
      { 'idempotency-key': `k-${crypto.randomUUID()}` },
    );
    expect(order.statusCode, order.body).toBe(201);
  });

  it('refuses products not sold under the brand, quantities out of range, duplicates, an empty or too long list', async () => {
    const put = (lines: object[], code = 'A') => api(t, hq.cookie).put(`${url()}/${code}`, { lines });
    const fieldError = async (lines: object[], field: string, message: string) => {
      const res = await put(lines);
      expect(res.statusCode, res.body).toBe(422);
      expect(errorOf(res).details?.fieldErrors?.[field]).toEqual([message]);
    };
    await fieldError([{ productId: otherBrands.id, quantity: 2 }], 'lines.0.productId', OPENING_MESSAGES.starterNotOfBrand);
    await fieldError(
      [
        { productId: rice.id, quantity: 2 },
        { productId: retired.id, quantity: 2 },
      ],
      'lines.1.productId',
      OPENING_MESSAGES.starterNotOfBrand,
    );
    await fieldError([{ productId: rice.id, quantity: 0 }], 'lines.0.quantity', OPENING_MESSAGES.starterQuantity);
    await fieldError([{ productId: rice.id, quantity: 1000 }], 'lines.0.quantity', OPENING_MESSAGES.starterQuantity);
    await fieldError([{ productId: rice.id, quantity: 2.5 }], 'lines.0.quantity', OPENING_MESSAGES.starterQuantity);
    await fieldError([{ productId: cups.id, quantity: 1 }], 'lines.0.quantity', OPENING_MESSAGES.starterBelowMin(2));
    await fieldError([{ productId: cups.id, quantity: 6 }], 'lines.0.quantity', OPENING_MESSAGES.starterAboveMax(5));
    await fieldError(
      [
        { productId: rice.id, quantity: 2 },
        { productId: rice.id, quantity: 3 },
      ],
      'lines.1.productId',
      OPENING_MESSAGES.starterDuplicate,
    );
    await fieldError([], 'lines', OPENING_MESSAGES.starterEmpty);
    const many = Array.from({ length: 101 }, () => ({ productId: crypto.randomUUID(), quantity: 1 }));
    await fieldError(many, 'lines', OPENING_MESSAGES.starterTooMany);
    expect((await put([{ productId: rice.id, quantity: 1 }], 'Z')).statusCode).toBe(422);
    expect(
      (await api(t, hq.cookie).put(`${url(crypto.randomUUID())}/A`, { lines: [{ productId: rice.id, quantity: 1 }] })).statusCode,
    ).toBe(404);

    // A brand that lists its packages: only those are shown, and another package is refused.
    const listed = (await makeBrand(t, 'Listed')).id;
    await t.db.insert(brandPackages).values({ brandId: listed, packageCode: 'A', priceCentavos: 5_000_000 });
    const lemon = await makeProduct(t, { brandIds: [listed], name: 'Lemons 10 kg' });
    const s = (await api(t, hq.cookie).get(url(listed))).json() as OpeningStarter;
    expect(s.packages.map((p) => p.packageCode)).toEqual(['A']);
    const notOffered = await api(t, hq.cookie).put(`${url(listed)}/C`, { lines: [{ productId: lemon.id, quantity: 2 }] });
    expect(notOffered.statusCode).toBe(422);
    expect(errorOf(notOffered).message).toBe(OPENING_MESSAGES.notOffered);

    // Nothing refused was written: package A of the first brand is still empty.
    expect(linesOf((await api(t, hq.cookie).get(url())).json() as OpeningStarter, 'A')).toEqual([]);
  });

  it('who: head office reads (franchisor and admin), only the franchisor saves; a franchisee is refused, in the API and the database', async () => {
    const body = { lines: [{ productId: rice.id, quantity: 2 }] };
    expect((await api(t, admin.cookie).get(url())).statusCode).toBe(200);
    expect((await api(t, admin.cookie).put(`${url()}/A`, body)).statusCode).toBe(403);
    const fGet = await api(t, franchisee.cookie).get(url());
    expect(fGet.statusCode).toBe(403);
    expect((await api(t, franchisee.cookie).put(`${url()}/A`, body)).statusCode).toBe(403);
    expect((await api(t, null).put(`${url()}/A`, body)).statusCode).toBe(401);
    // Row-level security (migration 0040): a franchisee reads their brand's lines but writes none.
    const asFranchisee = { userId: franchisee.userId, role: 'franchisee' as const };
    expect(
      await attemptAs(t.db, asFranchisee, sql`update opening_starter_lines set quantity = 99 where brand_id = ${brandId} returning id`),
    ).toBe(0);
    expect(
      await attemptAs(
        t.db,
        asFranchisee,
        sql`insert into opening_starter_lines (brand_id, package_code, product_id, quantity) values (${brandId}, 'A', ${rice.id}, 1) returning id`,
      ),
    ).toBe('refused');
    const rows = await t.db
      .select()
      .from(openingStarterLines)
      .where(and(eq(openingStarterLines.brandId, brandId), eq(openingStarterLines.packageCode, 'A')));
    expect(rows).toHaveLength(0);
  });
});
