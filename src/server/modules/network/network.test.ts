import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createAppWithHeadOffice, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, makeProduct, placeOrder, readyToCheckout } from '../../test/ordering-fixture';
import { multipart, tinyPng } from '../../test/image-fixture';
import { auditLog, brands, locations, locationStatusHistory } from '../../db/schema';
import { LOCATION_MESSAGES, type LocationInput } from '../../../shared/network.contracts';

let t: TestApp;
type U = Awaited<ReturnType<typeof signUp>>;
let hq: U;
let admin: U;
let plain: U;
let brand: Awaited<ReturnType<typeof makeBrand>>;
let f: Awaited<ReturnType<typeof makeFranchisee>>;
let other: Awaited<ReturnType<typeof makeFranchisee>>;

beforeAll(async () => {
  ({ t, hq, admin, plainUser: plain } = await createAppWithHeadOffice());
  brand = await makeBrand(t, 'Siomai');
  f = await makeFranchisee(t, brand.id);
  other = await makeFranchisee(t, brand.id);
});
afterAll(async () => t?.close());

let seq = 0;
const code = () => `NW-${Date.now().toString(36)}-${(seq += 1)}`.toUpperCase();
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; message: string } }).error;
const HOURS = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
  day,
  opens: day === 'sun' ? null : '08:00',
  closes: day === 'sun' ? null : '20:00',
}));
function locationInput(over: Partial<LocationInput> = {}): LocationInput {
  return {
    code: code(),
    name: 'Siomai Express – Ortigas',
    brandId: brand.id,
    addressLine: 'Emerald Ave., Ortigas Center',
    city: 'Pasig',
    province: 'Metro Manila',
    latitude: 14.5869,
    longitude: 121.0614,
    phone: '0917 111 2222',
    email: 'ortigas@example.com',
    operatingHours: HOURS,
    monthlySalesTargetCentavos: 45_000_000,
    royaltyRateBps: 600,
    marketingFeeRateBps: 200,
    ...over,
  };
}

describe('access', () => {
  it('franchisee and user get 403 from every network write; user also from reads; signed out 401', async () => {
    const writes = [
      ['POST', '/api/network/brands', { name: 'X', slug: 'x-brand' }],
      ['PATCH', `/api/network/brands/${brand.id}`, { name: 'Hacked' }],
      ['POST', `/api/network/brands/${brand.id}/images/logo`, {}],
      ['POST', '/api/network/locations', locationInput()],
      ['PATCH', `/api/network/locations/${f.location.id}`, { name: 'Mine now' }],
      ['POST', `/api/network/locations/${f.location.id}/status`, { status: 'closed' }],
    ] as const;
    const reads = [
      ['GET', '/api/network/brands'],
      ['GET', '/api/network/locations'],
      ['GET', `/api/network/locations/${f.location.id}`],
    ] as const;
    for (const who of [f, plain]) {
      for (const [method, url, body] of writes) {
        const res = await t.app.inject({ method, url, payload: body, headers: { origin: TEST_ORIGIN, cookie: who.cookie } });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url] of reads) {
      expect((await api(t, plain.cookie).get(url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const [b] = await t.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(b.name).toBe(brand.name);
  });

  it("a franchisee reads their own locations read-only, never another's", async () => {
    const a = api(t, f.cookie);
    const list = (await a.get('/api/network/locations')).json();
    expect(list).toMatchObject({ total: 1, items: [{ id: f.location.id, ownerId: f.userId, brandName: brand.name, status: 'open' }] });
    const mine = await a.get(`/api/network/locations/${f.location.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().history).toEqual([]);
    expect((await a.get(`/api/network/locations/${other.location.id}`)).statusCode).toBe(404);
    expect((await a.get(`/api/network/locations?ownerId=${other.userId}`)).json().total).toBe(0);
  });
});

describe('brands', () => {
  it('creates, edits (partially) and lists brands; duplicate slugs are refused; inactive ones are head office only', async () => {
    const a = api(t, hq.cookie);
    const slug = `kape-${Date.now().toString(36)}`;
    const res = await a.post('/api/network/brands', { name: 'Kape Kanto', slug, tagline: 'Barako strong', primaryColor: '#78350F' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      slug,
      tagline: 'Barako strong',
      primaryColor: '#78350F',
      secondaryColor: '#F59E0B',
      status: 'active',
      locationCount: 0,
      logoUrl: null,
    });
    const dup = await api(t, admin.cookie).post('/api/network/brands', { name: 'Other', slug });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe(`The slug "${slug}" is already used by another brand. Choose another slug.`);
    const edited = await a.patch(`/api/network/brands/${created.id}`, { description: 'Coffee', status: 'inactive' });
    expect(edited.json()).toMatchObject({
      description: 'Coffee',
      status: 'inactive',
      tagline: 'Barako strong',
      primaryColor: '#78350F',
      name: 'Kape Kanto',
    });
    expect((await a.patch(`/api/network/brands/${brand.id}`, { slug })).statusCode).toBe(409);
    expect((await a.get('/api/network/brands')).json().items.map((b: { id: string }) => b.id)).toContain(created.id);
    const seen = (await api(t, f.cookie).get('/api/network/brands')).json().items as { id: string; locationCount: number }[];
    expect(seen.map((b) => b.id)).not.toContain(created.id);
    expect(seen.find((b) => b.id === brand.id)?.locationCount).toBe(1);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.id), eq(auditLog.action, 'brand.updated')));
    expect(entry.before).toEqual({ description: '', status: 'active' });
    expect(entry.after).toEqual({ description: 'Coffee', status: 'inactive' });
  });

  it('uploads a logo and a cover checked by content', async () => {
    const png = multipart('logo.png', tinyPng(), 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/network/brands/${brand.id}/images/logo`,
      payload: png.payload,
      headers: { ...png.headers, cookie: hq.cookie, origin: TEST_ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logoUrl).toMatch(/^\/api\/uploads\/brands\/.+\.png$/);
    expect((await t.app.inject({ method: 'GET', url: res.json().logoUrl })).headers['content-type']).toBe('image/png');
    const cover = multipart('cover.png', tinyPng(), 'image/png');
    const c = await t.app.inject({
      method: 'POST',
      url: `/api/network/brands/${brand.id}/images/cover`,
      payload: cover.payload,
      headers: { ...cover.headers, cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(c.json().coverUrl).toMatch(/^\/api\/uploads\/brands\/.+\.png$/);
    const fake = multipart('evil.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/network/brands/${brand.id}/images/logo`,
      payload: fake.payload,
      headers: { ...fake.headers, cookie: hq.cookie, origin: TEST_ORIGIN },
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe('Brand images must be JPG or PNG files.');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/network/brands/${brand.id}/images/banner`,
      payload: png.payload,
      headers: { ...png.headers, cookie: hq.cookie, origin: TEST_ORIGIN },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('locations', () => {
  it('creates a location with all its details and a first history row; codes are unique', async () => {
    const input = locationInput({ code: code().toLowerCase(), ownerId: f.userId });
    const res = await api(t, hq.cookie).post('/api/network/locations', input);
    expect(res.statusCode, res.body).toBe(201);
    const l = res.json();
    expect(l).toMatchObject({
      code: input.code.toUpperCase(),
      brandName: brand.name,
      ownerId: f.userId,
      ownerEmail: f.email,
      status: 'planning',
      latitude: 14.5869,
      longitude: 121.0614,
      phone: '09171112222',
      email: 'ortigas@example.com',
      operatingHours: HOURS,
      monthlySalesTargetCentavos: 45_000_000,
      royaltyRateBps: 600,
      marketingFeeRateBps: 200,
      openedOn: null,
      closedOn: null,
    });
    expect(l.history).toMatchObject([{ fromStatus: null, toStatus: 'planning', changedByName: 'Hector Office' }]);
    const dup = await api(t, admin.cookie).post('/api/network/locations', locationInput({ code: input.code }));
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe(`Location code ${input.code.toUpperCase()} is already in use. Choose another code.`);
    const dupEdit = await api(t, hq.cookie).patch(`/api/network/locations/${f.location.id}`, { code: input.code });
    expect(dupEdit.statusCode).toBe(409);
    // The diagnostics sandbox's prefix is not a real store's code, on create or edit, in any case.
    for (const res of [
      await api(t, hq.cookie).post('/api/network/locations', locationInput({ code: 'diag-cebu' })),
      await api(t, hq.cookie).patch(`/api/network/locations/${f.location.id}`, { code: 'DIAG-CEBU' }),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).message).toBe('Codes starting with DIAG- are kept for the diagnostics sandbox.');
    }
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, l.id), eq(auditLog.action, 'location.created'))),
    ).toHaveLength(1);
    // Franchisees see their new location (read-only).
    const seen = await api(t, f.cookie).get(`/api/network/locations/${l.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().history).toMatchObject([{ toStatus: 'planning', changedByName: 'Hector Office' }]);
  });

  it('validates the owner (a franchisee account), brand, coordinates and phone', async () => {
    let res = await api(t, hq.cookie).post('/api/network/locations', locationInput({ ownerId: admin.userId }));
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(LOCATION_MESSAGES.OWNER_NOT_FRANCHISEE);
    res = await api(t, hq.cookie).patch(`/api/network/locations/${f.location.id}`, { ownerId: plain.userId });
    expect(res.statusCode).toBe(422);
    res = await api(t, hq.cookie).post('/api/network/locations', locationInput({ brandId: '00000000-0000-4000-8000-000000000000' }));
    expect(errorOf(res).message).toBe(LOCATION_MESSAGES.BRAND_NOT_FOUND);
    res = await api(t, hq.cookie).post('/api/network/locations', locationInput({ latitude: 40 }));
    expect(errorOf(res).message).toBe('Latitude must be within the Philippines.');
    res = await api(t, hq.cookie).post('/api/network/locations', locationInput({ phone: '12345' }));
    expect(res.statusCode).toBe(422);
  });

  it('edits a location partially and audits only what changed; owner changes go to another franchisee', async () => {
    const l = (await api(t, admin.cookie).post('/api/network/locations', locationInput())).json();
    const res = await api(t, admin.cookie).patch(`/api/network/locations/${l.id}`, {
      name: 'Renamed',
      ownerId: other.userId,
      monthlySalesTargetCentavos: 50_000_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      ownerId: other.userId,
      city: 'Pasig',
      monthlySalesTargetCentavos: 50_000_000,
      operatingHours: HOURS,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, l.id), eq(auditLog.action, 'location.updated')));
    expect(entry.before).toEqual({ name: 'Siomai Express – Ortigas', ownerId: null, monthlySalesTargetCentavos: 45_000_000 });
    expect(entry.after).toEqual({ name: 'Renamed', ownerId: other.userId, monthlySalesTargetCentavos: 50_000_000 });
  });

  it('moves through its lifecycle with history, opening and closing dates', async () => {
    const l = (await api(t, hq.cookie).post('/api/network/locations', locationInput())).json();
    const a = api(t, hq.cookie);
    expect((await a.post(`/api/network/locations/${l.id}/status`, { status: 'construction', note: 'Fit-out started' })).statusCode).toBe(
      200,
    );
    const opened = (
      await a.post(`/api/network/locations/${l.id}/status`, { status: 'open', note: 'Grand opening', effectiveOn: '2026-03-01' })
    ).json();
    expect(opened).toMatchObject({ status: 'open', openedOn: '2026-03-01', closedOn: null });
    const same = await a.post(`/api/network/locations/${l.id}/status`, { status: 'open' });
    expect(same.statusCode).toBe(409);
    expect(errorOf(same).message).toBe(LOCATION_MESSAGES.SAME_STATUS);
    const closed = (
      await api(t, admin.cookie).post(`/api/network/locations/${l.id}/status`, { status: 'closed', note: 'Lease ended' })
    ).json();
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(closed).toMatchObject({ status: 'closed', openedOn: '2026-03-01', closedOn: today });
    expect(
      closed.history.map((h: { fromStatus: string | null; toStatus: string; note: string }) => [h.fromStatus, h.toStatus, h.note]),
    ).toEqual([
      ['open', 'closed', 'Lease ended'],
      ['construction', 'open', 'Grand opening'],
      ['planning', 'construction', 'Fit-out started'],
      [null, 'planning', 'Location created'],
    ]);
    expect(closed.history[0].changedByName).not.toBeNull();
    const rows = await t.db.select().from(locationStatusHistory).where(eq(locationStatusHistory.locationId, l.id));
    expect(rows).toHaveLength(4);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, l.id), eq(auditLog.action, 'location.status_changed')));
    expect(entries).toHaveLength(3);
    expect(entries[2]).toMatchObject({ before: { status: 'open' }, after: { status: 'closed', closedOn: today, note: 'Lease ended' } });
    // Filters.
    const list = (await a.get(`/api/network/locations?status=closed&brandId=${brand.id}`)).json();
    expect(list.items.map((x: { id: string }) => x.id)).toContain(l.id);
    expect(list.items.every((x: { status: string }) => x.status === 'closed')).toBe(true);
  });
});

describe('opening belongs to the openings board (decision 021)', () => {
  const statusOf = async (id: string) => (await t.db.select().from(locations).where(eq(locations.id, id)))[0];
  const historyOf = (id: string) => t.db.select().from(locationStatusHistory).where(eq(locationStatusHistory.locationId, id));

  it('head office cannot put a location into opening, by a status change or on create; a franchisee gets 403', async () => {
    const l = (await api(t, hq.cookie).post('/api/network/locations', locationInput())).json();
    for (const who of [hq, admin]) {
      const res = await api(t, who.cookie).post(`/api/network/locations/${l.id}/status`, { status: 'opening', note: 'Starting' });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(LOCATION_MESSAGES.STARTS_FROM_OPENING);
    }
    const g = await makeFranchisee(t, brand.id);
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/network/locations/${g.location.id}/status`,
      payload: { status: 'opening' },
      headers: { origin: TEST_ORIGIN, cookie: g.cookie },
    });
    expect(own.statusCode).toBe(403);
    expect(await statusOf(l.id)).toMatchObject({ status: 'planning' });
    expect(await historyOf(l.id)).toHaveLength(1);
    expect((await statusOf(g.location.id)).status).toBe('open');

    const input = locationInput({ status: 'opening' });
    const created = await api(t, hq.cookie).post('/api/network/locations', input);
    expect(created.statusCode).toBe(409);
    expect(errorOf(created).message).toBe(LOCATION_MESSAGES.STARTS_FROM_OPENING);
    expect(await t.db.select().from(locations).where(eq(locations.code, input.code))).toHaveLength(0);
  });

  it('a store still opening is not opened, or moved at all, through the status endpoint: the openings board opens it', async () => {
    const g = await makeFranchisee(t, brand.id);
    // As an opening project leaves it: in `opening`, no opening date.
    await t.db.update(locations).set({ status: 'opening', openedOn: null }).where(eq(locations.id, g.location.id));
    for (const [who, status] of [
      [hq, 'open'],
      [admin, 'open'],
      [hq, 'closed'],
      [hq, 'planning'],
    ] as const) {
      const res = await api(t, who.cookie).post(`/api/network/locations/${g.location.id}/status`, { status, effectiveOn: '2026-03-01' });
      expect(res.statusCode, status).toBe(409);
      expect(errorOf(res).message).toBe(LOCATION_MESSAGES.OPENS_FROM_BOARD);
    }
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/network/locations/${g.location.id}/status`,
      payload: { status: 'open' },
      headers: { origin: TEST_ORIGIN, cookie: g.cookie },
    });
    expect(own.statusCode).toBe(403);
    expect(await statusOf(g.location.id)).toMatchObject({ status: 'opening', openedOn: null });
    expect(await historyOf(g.location.id)).toHaveLength(0);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, g.location.id), eq(auditLog.action, 'location.status_changed')));
    expect(audits).toHaveLength(0);
  });

  it('an open store still closes and opens again through the status endpoint', async () => {
    const g = await makeFranchisee(t, brand.id);
    const a = api(t, hq.cookie);
    const closed = await a.post(`/api/network/locations/${g.location.id}/status`, { status: 'closed', note: 'Typhoon damage' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const reopened = await api(t, admin.cookie).post(`/api/network/locations/${g.location.id}/status`, {
      status: 'open',
      note: 'Repairs done',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().history.map((h: { fromStatus: string | null; toStatus: string }) => [h.fromStatus, h.toStatus])).toEqual([
      ['closed', 'open'],
      ['open', 'closed'],
    ]);
  });
});

describe('a closed location', () => {
  it('can place no new orders, while its orders stay readable', async () => {
    const g = await makeFranchisee(t, brand.id);
    const p = await makeProduct(t, { brandIds: [brand.id], stock: 100 });
    const order = await placeOrder(t, g.cookie, p.id, 2);
    const a = api(t, g.cookie);
    const ids = await readyToCheckout(t, g.cookie, p.id, 1);

    const res = await api(t, hq.cookie).post(`/api/network/locations/${g.location.id}/status`, {
      status: 'closed',
      note: 'Franchise ended',
    });
    expect(res.statusCode).toBe(200);

    const checkout = await a.post('/api/orders', ids, { 'idempotency-key': `k-${crypto.randomUUID()}` });
    expect(checkout.statusCode).toBe(409);
    expect(errorOf(checkout).message).toBe(LOCATION_MESSAGES.CLOSED);
    const add = await a.post('/api/cart/lines', { productId: p.id, quantity: 1 });
    expect(add.statusCode).toBe(409);
    expect(errorOf(add).message).toBe(LOCATION_MESSAGES.CLOSED);
    expect((await a.put('/api/ordering/location', { locationId: g.location.id })).statusCode).toBe(409);
    const reorder = await a.post(`/api/orders/${order.id}/reorder`);
    expect(reorder.statusCode).toBe(409);
    expect(errorOf(reorder).message).toBe(LOCATION_MESSAGES.CLOSED);
    expect((await a.get('/api/ordering/locations')).json()).toEqual({ locations: [], selectedLocationId: null });

    // Orders, the order detail, its invoice and the location itself stay readable.
    const orders = await a.get('/api/orders');
    expect(orders.statusCode).toBe(200);
    expect(orders.json().items.map((o: { id: string }) => o.id)).toContain(order.id);
    expect((await a.get(`/api/orders/${order.id}`)).statusCode).toBe(200);
    expect((await a.get('/api/order-management')).json().items.map((o: { id: string }) => o.id)).toContain(order.id);
    expect((await a.get(`/api/network/locations/${g.location.id}`)).json()).toMatchObject({ status: 'closed' });

    // Reopened, it orders again.
    await api(t, hq.cookie).post(`/api/network/locations/${g.location.id}/status`, { status: 'open' });
    expect((await a.post('/api/orders', ids, { 'idempotency-key': `k-${crypto.randomUUID()}` })).statusCode).toBe(201);
  });

  it('a location still in planning cannot order yet', async () => {
    const g = await makeFranchisee(t, brand.id);
    await api(t, hq.cookie).post(`/api/network/locations/${g.location.id}/status`, { status: 'planning' });
    const p = await makeProduct(t, { brandIds: [brand.id] });
    const add = await api(t, g.cookie).post('/api/cart/lines', { productId: p.id, quantity: 1 });
    expect(add.statusCode).toBe(409);
    expect(errorOf(add).message).toBe(LOCATION_MESSAGES.NOT_OPEN);
  });
});
