import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { cookieFrom, createTestApp, notificationsTo, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { ADDRESS, COD, api, makeBrand, makeFranchisee, makeProduct, placeOrder } from '../../test/ordering-fixture';
import { attemptAs } from '../../test/rls-attempt';
import { makeProgram, readAllLessons } from '../../test/training-fixture';
import { makeAsset } from '../../test/marketing-fixture';
import { multipartForm } from '../../test/multipart-form';
import { ship, tracking } from '../../test/operations-fixture';
import {
  auditLog,
  brands,
  dailySales,
  franchiseAgreements,
  invitations,
  locations,
  marketingAssetDownloads,
  openingItems,
  openingProjects,
  openingStarterLines,
} from '../../db/schema';
import { LOCATION_MESSAGES } from '../../../shared/network.contracts';
import { OPENING_MESSAGES } from '../../../shared/openings.contracts';
import { addCalendarDays, manilaToday } from '../../../shared/time';
import type { Opening } from '../../../shared/openings.contracts';
import { PDF, submitApplication } from '../../test/opening-fixture';
import { openingRemindersJob } from './opening-reminders.job';
import { seedOpenings } from '../../db/seed/seed-openings';
import { openingTemplateItems } from '../../db/schema';

let t: TestApp;
let brand: Awaited<ReturnType<typeof makeBrand>>;
let hq: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let jose: Awaited<ReturnType<typeof makeFranchisee>>;
let starterA: Awaited<ReturnType<typeof makeProduct>>;
let starterB: Awaited<ReturnType<typeof makeProduct>>;
let other: Awaited<ReturnType<typeof makeProduct>>;

/** The approved applicant, once they have accepted the invitation. */
let owner: { userId: string; cookie: string; email: string };
let opening: Opening;

const today = manilaToday();
const target = addCalendarDays(today, 60);
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string; details?: Record<string, unknown> } }).error;
const item = (o: Opening, title: string) => o.items.find((i) => i.title.startsWith(title))!;
const get = async (cookie: string, id = opening.id) => {
  const res = await api(t, cookie).get(`/api/openings/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Opening;
};
function uploadTo(cookie: string, o: Opening, itemId: string, file = { name: 'clearance.pdf', content: PDF, type: 'application/pdf' }) {
  const f = multipartForm({}, [file]);
  return t.app.inject({
    method: 'POST',
    url: `/api/openings/${o.id}/items/${itemId}/upload`,
    payload: f.payload,
    headers: { ...f.headers, cookie, origin: TEST_ORIGIN },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  brand = await makeBrand(t, 'Siomai Express');
  hq = await signUp(t, { role: 'franchisor', fullName: 'Helen Quinto' });
  admin = await signUp(t, { role: 'admin', fullName: 'Ada Admin' });
  jose = await makeFranchisee(t, brand.id);
  starterA = await makeProduct(t, { brandIds: [brand.id], pricePesos: 100, stock: 100, name: 'Pork siomai 50s' });
  starterB = await makeProduct(t, { brandIds: [brand.id], pricePesos: 50, stock: 100, name: 'Chili garlic oil' });
  other = await makeProduct(t, { brandIds: [brand.id], pricePesos: 20, stock: 100, name: 'Paper cups' });
  await t.db.insert(openingStarterLines).values([
    { brandId: brand.id, packageCode: 'B', productId: starterA.id, quantity: 3 },
    { brandId: brand.id, packageCode: 'B', productId: starterB.id, quantity: 2 },
  ]);
}, 300_000);
afterAll(async () => t?.close());

describe('approval starts the opening', () => {
  it('creates, in the approval, a location in opening, a draft agreement, the checklist and links the invitation', async () => {
    const r = await submitApplication(t, brand.id, { firstName: 'Lorna', lastName: 'Dizon', packageCode: 'B', preferredCity: 'Cebu City' });
    const hqApi = api(t, hq.cookie);
    expect((await hqApi.post(`/api/applications/review/${r.id}/status`, { status: 'under_review' })).statusCode).toBe(200);
    const past = await hqApi.post(`/api/applications/review/${r.id}/status`, {
      status: 'approved',
      targetOpeningDate: addCalendarDays(today, -1),
    });
    expect(past.statusCode).toBe(422);
    expect(errorOf(past).message).toBe(OPENING_MESSAGES.targetPast);
    const approved = await hqApi.post(`/api/applications/review/${r.id}/status`, { status: 'approved', targetOpeningDate: target });
    expect(approved.statusCode, approved.body).toBe(200);

    const [project] = await t.db.select().from(openingProjects).where(eq(openingProjects.applicationId, r.id));
    expect(project).toMatchObject({ packageCode: 'B', targetDate: target, status: 'in_progress' });
    const [loc] = await t.db.select().from(locations).where(eq(locations.id, project.locationId));
    expect(loc).toMatchObject({ status: 'opening', brandId: brand.id, city: 'Cebu City', province: 'Cebu', ownerId: null });
    const [agreement] = await t.db.select().from(franchiseAgreements).where(eq(franchiseAgreements.locationId, loc.id));
    expect(agreement).toMatchObject({ packageCode: 'B', signedOn: null });
    expect(loc.royaltyRateBps).toBeNull(); // the network's rates
    const items = await t.db.select().from(openingItems).where(eq(openingItems.projectId, project.id));
    expect(items).toHaveLength(13);
    const barangay = items.find((i) => i.title === 'Barangay clearance')!;
    expect(barangay).toMatchObject({ ownerSide: 'franchisee', kind: 'document', critical: true, dueOn: addCalendarDays(target, -45) });
    const inv = await t.db.select().from(invitations).where(eq(invitations.email, r.email));
    expect(inv[0].locationIds).toEqual([loc.id]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'opening.started'), eq(auditLog.targetId, project.id)));
    expect(audited).toHaveLength(1);

    // The applicant sets a password from the mail and owns the opening store.
    const mail = [...t.mail].reverse().find((m) => m.to === r.email)!;
    const token = mail.text.match(/type=invite&token=([A-Za-z0-9_-]+)/)![1];
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: { origin: TEST_ORIGIN },
      payload: { token, fullName: 'Lorna Dizon', password: 'newpass123' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Nothing trades yet: the first sign-in lands on the opening checklist, not the dashboard.
    expect(accepted.json().redirectTo).toBe('/opening');
    owner = { userId: accepted.json().user.id, cookie: cookieFrom(accepted), email: r.email };
    const mine = (await api(t, owner.cookie).get('/api/openings')).json() as { items: { id: string }[] };
    expect(mine.items.map((o) => o.id)).toEqual([project.id]);
    opening = await get(owner.cookie, project.id);
    expect(opening).toMatchObject({ targetDate: target, daysLeft: 60, progress: { done: 0, total: 13 }, owner: { name: 'Lorna Dizon' } });
    expect(opening.nextDue).toHaveLength(3);
    expect(item(opening, 'Barangay clearance').canComplete).toBe(true);
    expect(item(opening, 'Equipment delivered').canComplete).toBe(false);
  });
});

describe('approval that cannot start an opening', () => {
  it('is refused before the invitation: no mail, no invitation, the application as it was', async () => {
    const closing = await makeBrand(t, 'Closing Brand');
    const r = await submitApplication(t, closing.id, {
      firstName: 'Ramon',
      lastName: 'Uy',
      packageCode: 'B',
      preferredCity: 'Iloilo City',
    });
    const hqApi = api(t, hq.cookie);
    expect((await hqApi.post(`/api/applications/review/${r.id}/status`, { status: 'under_review' })).statusCode).toBe(200);
    await t.db.update(brands).set({ status: 'inactive' }).where(eq(brands.id, closing.id));
    const mailsBefore = t.mail.filter((m) => m.to === r.email).length;
    const res = await hqApi.post(`/api/applications/review/${r.id}/status`, { status: 'approved', targetOpeningDate: target });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(OPENING_MESSAGES.brandInactive);
    expect(await t.db.select().from(invitations).where(eq(invitations.email, r.email))).toEqual([]);
    expect(t.mail.filter((m) => m.to === r.email)).toHaveLength(mailsBefore);
    expect((await hqApi.get(`/api/applications/review/${r.id}`)).json().status).toBe('under_review');
  });
});

describe('who sees and does what', () => {
  it('another franchisee sees none of it (404), and cannot touch the rows as app_user either', async () => {
    expect((await api(t, jose.cookie).get('/api/openings')).json().items).toEqual([]);
    expect((await api(t, jose.cookie).get(`/api/openings/${opening.id}`)).statusCode).toBe(404);
    const itemId = item(opening, 'Site lease').id;
    expect((await api(t, jose.cookie).post(`/api/openings/${opening.id}/items/${itemId}/complete`)).statusCode).toBe(404);
    const asJose = { userId: jose.userId, role: 'franchisee' as const };
    expect(await attemptAs(t.db, asJose, sql`update opening_items set state = 'done' where project_id = ${opening.id} returning id`)).toBe(
      0,
    );
    expect(await attemptAs(t.db, asJose, sql`select id from opening_projects where id = ${opening.id}`)).toBe(0);
    const asOwner = { userId: owner.userId, role: 'franchisee' as const };
    // The owner cannot tick head office's items nor move the project by hand.
    expect(
      await attemptAs(
        t.db,
        asOwner,
        sql`update opening_items set state = 'done' where project_id = ${opening.id} and owner_side = 'head_office' returning id`,
      ),
    ).toBe(0);
    expect(await attemptAs(t.db, asOwner, sql`update opening_projects set status = 'opened' where id = ${opening.id} returning id`)).toBe(
      0,
    );
    expect(
      await attemptAs(t.db, asOwner, sql`update opening_items set critical = false where project_id = ${opening.id} returning id`),
    ).toBe('refused');
    expect(await attemptAs(t.db, asOwner, sql`select id from opening_template_items`)).toBe(0);
    // Nor mark their own system items done (the server completes those from the real events), nor accept their own
    // upload: past the service, the row-level policy allows a ticked task or a document handed in, nothing else.
    expect(
      await attemptAs(
        t.db,
        asOwner,
        sql`update opening_items set state = 'done' where project_id = ${opening.id} and kind = 'system' and owner_side = 'franchisee' returning id`,
      ),
    ).toBe(0);
    const documents = await t.db
      .select({ id: openingItems.id })
      .from(openingItems)
      .where(and(eq(openingItems.projectId, opening.id), eq(openingItems.kind, 'document'), eq(openingItems.ownerSide, 'franchisee')));
    expect(documents.length).toBeGreaterThan(0);
    expect(await attemptAs(t.db, asOwner, sql`update opening_items set state = 'done' where id = ${documents[0]!.id} returning id`)).toBe(
      'refused',
    );
    expect(
      await attemptAs(t.db, asOwner, sql`update opening_items set state = 'submitted' where id = ${documents[0]!.id} returning id`),
    ).toBe(1);
    await t.db.update(openingItems).set({ state: 'todo' }).where(eq(openingItems.id, documents[0]!.id));
  });

  it('sides: each side ticks its own tasks; system items are never ticked by hand; the board is head office’s', async () => {
    const o = api(t, owner.cookie);
    const equipment = item(opening, 'Equipment delivered').id;
    const agreement = item(opening, 'Franchise agreement signed').id;
    const lease = item(opening, 'Site lease').id;
    expect((await o.post(`/api/openings/${opening.id}/items/${equipment}/complete`)).statusCode).toBe(403);
    const sys = await o.post(`/api/openings/${opening.id}/items/${item(opening, 'Opening stock ordered').id}/complete`);
    expect(sys.statusCode).toBe(409);
    expect(errorOf(sys).message).toBe(OPENING_MESSAGES.systemItem);
    expect((await api(t, hq.cookie).post(`/api/openings/${opening.id}/items/${agreement}/complete`)).statusCode).toBe(409);
    const doc = await o.post(`/api/openings/${opening.id}/items/${lease}/complete`);
    expect(doc.statusCode).toBe(409);
    expect(errorOf(doc).message).toBe(OPENING_MESSAGES.wrongKindTask);
    expect((await api(t, admin.cookie).post(`/api/openings/${opening.id}/items/${lease}/complete`)).statusCode).toBe(403);
    expect((await o.post(`/api/openings/${opening.id}/target-date`, { targetDate: target, reason: 'x' })).statusCode).toBe(403);
    expect((await o.post(`/api/openings/${opening.id}/open`, {})).statusCode).toBe(403);
    const board = (await api(t, admin.cookie).get('/api/openings')).json() as { items: Opening[] };
    expect(board.items.map((b) => b.id)).toContain(opening.id);
  });

  it('head office starts a second store for an existing franchisee, without an application', async () => {
    const user = await signUp(t, { role: 'user' });
    const body = {
      ownerId: jose.userId,
      brandId: brand.id,
      packageCode: 'A',
      name: 'Siomai Express Marikina',
      city: 'Marikina',
      province: 'Metro Manila',
    };
    expect((await api(t, jose.cookie).post('/api/openings', body)).statusCode).toBe(403);
    const notFranchisee = await api(t, hq.cookie).post('/api/openings', { ...body, ownerId: user.userId });
    expect(notFranchisee.statusCode).toBe(422);
    expect(errorOf(notFranchisee).message).toBe(OPENING_MESSAGES.notFranchisee);
    const res = await api(t, hq.cookie).post('/api/openings', body);
    expect(res.statusCode, res.body).toBe(201);
    const second = res.json() as Opening;
    expect(second).toMatchObject({
      applicationId: null,
      packageCode: 'A',
      targetDate: addCalendarDays(today, 90),
      location: { status: 'opening' },
    });
    expect((await get(jose.cookie, second.id)).owner?.id).toBe(jose.userId);
    const n = await notificationsTo(t, jose.userId);
    expect(n.some((x) => x.title.includes('opening has started'))).toBe(true);
    // Jose's trading store still orders normally; the new one is refused for sales.
    const sales = await api(t, jose.cookie).post('/api/sales', {
      locationId: second.location.id,
      salesDate: today,
      grossCentavos: 100_000,
      cashCentavos: 100_000,
    });
    expect(sales.statusCode).toBe(422);
    expect(errorOf(sales).message).toBe(OPENING_MESSAGES.openingNoSales);
  });
});

describe('documents and review', () => {
  it('the franchisee uploads the barangay clearance; head office rejects with a reason, then accepts the new upload', async () => {
    const barangay = item(opening, 'Barangay clearance').id;
    const wrong = await uploadTo(owner.cookie, opening, barangay, {
      name: 'x.txt',
      content: Buffer.from('plain text'),
      type: 'text/plain',
    });
    expect(wrong.statusCode).toBe(422);
    const up = await uploadTo(owner.cookie, opening, barangay);
    expect(up.statusCode, up.body).toBe(200);
    expect(item(up.json(), 'Barangay clearance')).toMatchObject({ state: 'submitted', fileName: 'clearance.pdf', canReview: false });
    expect((await get(hq.cookie)).awaitingReview).toBe(1);
    const file = await api(t, hq.cookie).get(`/api/openings/${opening.id}/items/${barangay}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await api(t, jose.cookie).get(`/api/openings/${opening.id}/items/${barangay}/file`)).statusCode).toBe(404);

    const url = `/api/openings/${opening.id}/items/${barangay}/review`;
    expect((await api(t, owner.cookie).post(url, { decision: 'accepted' })).statusCode).toBe(403);
    const noReason = await api(t, hq.cookie).post(url, { decision: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    const rejected = await api(t, hq.cookie).post(url, { decision: 'rejected', note: 'This clearance is for another address.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = item(await get(owner.cookie), 'Barangay clearance');
    expect(seen).toMatchObject({ state: 'rejected', reviewNote: 'This clearance is for another address.', canComplete: true });
    expect((await uploadTo(owner.cookie, opening, barangay)).statusCode).toBe(200);
    const accepted = await api(t, hq.cookie).post(url, { decision: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    expect(item(accepted.json(), 'Barangay clearance').state).toBe('done');
    expect((await api(t, hq.cookie).post(url, { decision: 'accepted' })).statusCode).toBe(409);
    const actions = (await t.db.select({ a: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, opening.id))).map((r) => r.a);
    expect(actions).toEqual(expect.arrayContaining(['opening.item_uploaded', 'opening.document_rejected', 'opening.document_accepted']));
  });

  it('a photo item takes an image only', async () => {
    const photo = item(opening, 'Fit-out photos').id;
    const pdf = await uploadTo(owner.cookie, opening, photo);
    expect(pdf.statusCode).toBe(422);
    expect(errorOf(pdf).message).toBe(OPENING_MESSAGES.photoType);
  });

  it('head office moves the target date with a reason; due dates follow', async () => {
    const url = `/api/openings/${opening.id}/target-date`;
    const later = addCalendarDays(target, 14);
    expect((await api(t, hq.cookie).post(url, { targetDate: later, reason: '' })).statusCode).toBe(422);
    expect((await api(t, hq.cookie).post(url, { targetDate: addCalendarDays(today, -2), reason: 'Late' })).statusCode).toBe(422);
    const res = await api(t, hq.cookie).post(url, { targetDate: later, reason: 'The mall moved the unit turnover.' });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json() as Opening;
    expect(o.targetDate).toBe(later);
    expect(item(o, 'Barangay clearance').dueOn).toBe(addCalendarDays(later, -45));
    expect(o.history.some((h) => h.action === 'opening.target_changed' && h.note === 'The mall moved the unit turnover.')).toBe(true);
  });
});

describe('ordering and sales while opening', () => {
  it('an opening store is refused any order but its starter order, and refused for sales', async () => {
    const o = api(t, owner.cookie);
    const address = (await o.post('/api/addresses', ADDRESS)).json();
    const payment = (await o.post('/api/payment-methods', COD)).json();
    const ids = { shippingAddressId: address.id, billingAddressId: address.id, paymentMethodId: payment.id };
    expect((await o.post('/api/cart/lines', { productId: other.id, quantity: 2 })).statusCode).toBe(200);
    const normal = await o.post('/api/orders', ids, { 'idempotency-key': `k-${crypto.randomUUID()}` });
    expect(normal.statusCode).toBe(409);
    expect(errorOf(normal).message).toBe(OPENING_MESSAGES.openingOrderOnlyStarter);

    const sales = await o.post('/api/sales', {
      locationId: opening.location.id,
      salesDate: today,
      grossCentavos: 100_000,
      cashCentavos: 100_000,
    });
    expect(sales.statusCode).toBe(422);
    expect(errorOf(sales).message).toBe(OPENING_MESSAGES.openingNoSales);

    const filled = await o.post(`/api/openings/${opening.id}/starter-cart`);
    expect(filled.statusCode, filled.body).toBe(200);
    const cart = (await o.get('/api/cart')).json() as { lines: { productId: string; quantity: number }[] };
    expect(cart.lines.map((l) => [l.productId, l.quantity]).sort()).toEqual(
      [
        [starterA.id, 3],
        [starterB.id, 2],
      ].sort(),
    );
    const starter = await o.post('/api/orders', ids, { 'idempotency-key': `k-${crypto.randomUUID()}` });
    expect(starter.statusCode, starter.body).toBe(201);
    expect((await get(owner.cookie)).starterOrder?.id).toBe(starter.json().id);
    const again = await o.post(`/api/openings/${opening.id}/starter-cart`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(OPENING_MESSAGES.openingStarterPlaced);
    await o.post('/api/cart/lines', { productId: other.id, quantity: 1 });
    const second = await o.post('/api/orders', ids, { 'idempotency-key': `k-${crypto.randomUUID()}` });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).message).toBe(OPENING_MESSAGES.openingStarterPlaced);
    await o.del('/api/cart');
  });

  it('head office cannot open it, or move it at all, through the network status endpoint; the project stays as it was', async () => {
    const before = await get(hq.cookie);
    for (const [who, status] of [
      [hq, 'open'],
      [admin, 'open'],
      [hq, 'closed'],
    ] as const) {
      const res = await api(t, who.cookie).post(`/api/network/locations/${opening.location.id}/status`, { status, note: 'Opening now' });
      expect(res.statusCode, status).toBe(409);
      expect(errorOf(res).message).toBe(LOCATION_MESSAGES.OPENS_FROM_BOARD);
    }
    const own = await api(t, owner.cookie).post(`/api/network/locations/${opening.location.id}/status`, { status: 'open' });
    expect(own.statusCode).toBe(403);
    const after = await get(hq.cookie);
    expect(after).toMatchObject({ status: before.status, stage: before.stage, openedOn: null, location: { status: 'opening' } });
    const [loc] = await t.db.select().from(locations).where(eq(locations.id, opening.location.id));
    expect(loc).toMatchObject({ status: 'opening', openedOn: null });
    expect((await notificationsTo(t, owner.userId)).some((n) => n.title === `${loc.name} is open`)).toBe(false);
  });

  it('its sales import (preview and import) and a correction are refused with the manual entry’s message', async () => {
    const csv = Buffer.from(
      ['Date,Gross sales,Discounts,Refunds,Transactions,Cash,Card,Digital,Notes', `${today},1000,0,0,10,1000,0,0,First day`].join('\r\n'),
    );
    for (const path of ['import/preview', 'import']) {
      const f = multipartForm({}, [{ name: 'sales.csv', content: csv, type: 'text/csv' }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/sales/${path}?locationId=${opening.location.id}`,
        payload: f.payload,
        headers: { ...f.headers, cookie: owner.cookie, origin: TEST_ORIGIN },
      });
      expect(res.statusCode, path).toBe(422);
      expect(errorOf(res).message).toBe(OPENING_MESSAGES.openingNoSales);
    }
    expect(await t.db.select().from(dailySales).where(eq(dailySales.locationId, opening.location.id))).toHaveLength(0);

    // A day on the location's books (as a seed or an earlier owner might leave one) cannot be corrected while it opens.
    const day = addCalendarDays(today, -1);
    const [row] = await t.db
      .insert(dailySales)
      .values({
        locationId: opening.location.id,
        salesDate: day,
        grossCentavos: 50_000,
        netCentavos: 50_000,
        status: 'submitted',
        source: 'seed',
      })
      .returning();
    try {
      const res = await api(t, owner.cookie).post(`/api/sales/${row.id}/correct`, { grossCentavos: 60_000, reason: 'Second terminal' });
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).message).toBe(OPENING_MESSAGES.openingNoSales);
      const [still] = await t.db.select().from(dailySales).where(eq(dailySales.id, row.id));
      expect(still).toMatchObject({ status: 'submitted', grossCentavos: 50_000 });
    } finally {
      await t.db.delete(dailySales).where(eq(dailySales.id, row.id));
    }
  });
});

describe('going live', () => {
  it('refuses to open while critical items are missing, listing them', async () => {
    const res = await api(t, hq.cookie).post(`/api/openings/${opening.id}/open`, {});
    expect(res.statusCode).toBe(409);
    const err = errorOf(res);
    expect(err.message).toContain('Critical items not done');
    expect(err.message).toContain('Site lease');
    expect((err.details?.missing as unknown[]).length).toBeGreaterThan(5);
    const [loc] = await t.db.select().from(locations).where(eq(locations.id, opening.location.id));
    expect(loc.status).toBe('opening');
  });

  it('system items complete from the real events: agreement signed, programme passed, starter order delivered, kit downloaded', async () => {
    // Agreement signed, through the contract package.
    const signed = await api(t, hq.cookie).put(`/api/contract-package/locations/${opening.location.id}/agreement`, {
      packageCode: 'B',
      termStart: today,
      termEnd: addCalendarDays(today, 5 * 365),
      territory: 'Cebu City',
      renewalStatus: 'not_due',
      signedOn: today,
      royaltyPercent: 6,
      marketingFeePercent: 2,
      note: 'Signed at the Cebu office.',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(item(await get(owner.cookie), 'Franchise agreement signed')).toMatchObject({ state: 'done', completedAt: expect.any(String) });

    // The brand's programme, finished by the owner.
    const program = await makeProgram(t, hq.cookie, brand.id, [{ title: 'Food safety' }]);
    expect(item(await get(owner.cookie), 'Staff trained').state).toBe('todo');
    expect((await api(t, owner.cookie).get('/api/training')).statusCode).toBe(200);
    await readAllLessons(
      t,
      owner.cookie,
      program.modules[0].lessons.map((l) => l.id),
    );
    expect(item(await get(owner.cookie), 'Staff trained').state).toBe('done');

    // The starter order, through approval, shipping and delivery.
    const o = await get(owner.cookie);
    const orderId = o.starterOrder!.id;
    const h = api(t, hq.cookie);
    expect((await h.post(`/api/approvals/${orderId}/approve`, {})).statusCode).toBe(200);
    expect((await h.post(`/api/shipping/${orderId}/processing`)).statusCode).toBe(200);
    expect(item(await get(owner.cookie), 'Opening stock ordered').state).toBe('todo');
    expect((await h.post(`/api/shipping/${orderId}/ship`, { ...ship, trackingNumber: tracking() })).statusCode).toBe(200);
    expect((await h.post(`/api/shipping/${orderId}/deliver`)).statusCode).toBe(200);
    expect(item(await get(owner.cookie), 'Opening stock ordered').state).toBe('done');

    // Another brand's promotions kit does not count, even when a download of it is on the store's record.
    const otherBrand = await makeBrand(t, 'Kit Elsewhere');
    const elsewhere = await makeAsset(t, hq.cookie, { title: 'Their opening kit', brandId: otherBrand.id, category: 'Promotions' });
    await t.db.insert(marketingAssetDownloads).values({ assetId: elsewhere.id, locationId: o.location.id, userId: owner.userId });
    expect(item(await get(owner.cookie), 'Grand-opening kit').state).toBe('todo');

    // The grand-opening kit, downloaded from marketing assets.
    const kit = await makeAsset(t, hq.cookie, { title: 'Grand opening kit', brandId: brand.id, category: 'Promotions' });
    expect((await api(t, owner.cookie).get(`/api/marketing/assets/${kit.id}/download`)).statusCode).toBe(200);
    const after = await get(owner.cookie);
    expect(item(after, 'Grand-opening kit').state).toBe('done');
    const system = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'opening.item_completed'), eq(auditLog.targetId, opening.id)));
    expect(system.filter((s) => (s.after as { by?: string }).by === 'system')).toHaveLength(4);
  });

  it('once every critical item is done head office opens the store; the franchisee is notified; trading rules apply', async () => {
    let o = await get(owner.cookie);
    for (const title of ['DTI or SEC', 'BIR certificate', "Mayor's", 'Sanitary permit', 'Fire safety', 'Site lease']) {
      const id = item(o, title).id;
      expect((await uploadTo(owner.cookie, o, id)).statusCode, title).toBe(200);
      expect((await api(t, hq.cookie).post(`/api/openings/${o.id}/items/${id}/review`, { decision: 'accepted' })).statusCode).toBe(200);
    }
    const stillMissing = await api(t, hq.cookie).post(`/api/openings/${o.id}/open`, {});
    expect(stillMissing.statusCode).toBe(409);
    expect(errorOf(stillMissing).message).toBe(OPENING_MESSAGES.missingCritical(['Equipment delivered']));
    expect((await api(t, hq.cookie).post(`/api/openings/${o.id}/items/${item(o, 'Equipment delivered').id}/complete`)).statusCode).toBe(
      200,
    );
    o = await get(hq.cookie);
    expect(o.stage).toBe('ready');

    const opened = await api(t, hq.cookie).post(`/api/openings/${o.id}/open`, { openedOn: today });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ status: 'opened', stage: 'opened', openedOn: today, location: { status: 'open' } });
    const [loc] = await t.db.select().from(locations).where(eq(locations.id, o.location.id));
    expect(loc).toMatchObject({ status: 'open', openedOn: today });
    expect((await api(t, hq.cookie).post(`/api/openings/${o.id}/open`, {})).statusCode).toBe(409);
    const n = await notificationsTo(t, owner.userId);
    expect(n.some((x) => x.title === `${loc.name} is open`)).toBe(true);
    // Now it trades, signing in lands on the dashboard again.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: owner.email, password: 'newpass123' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().redirectTo).toBe('/franchisee-dashboard');

    // Trading: sales are reported and normal orders placed.
    const sales = await api(t, owner.cookie).post('/api/sales', {
      locationId: loc.id,
      salesDate: today,
      grossCentavos: 100_000,
      cashCentavos: 100_000,
    });
    expect(sales.statusCode, sales.body).toBe(201);
    const order = await placeOrder(t, owner.cookie, other.id, 2);
    expect(order.status).toBe('pending_approval');
  });
});

describe('reminders', () => {
  it('reminds due-in-3-days and overdue items to their owner side, each once', async () => {
    const res = await api(t, hq.cookie).post('/api/openings', {
      ownerId: jose.userId,
      brandId: brand.id,
      packageCode: 'B',
      name: 'Siomai Express Pasig',
      city: 'Pasig',
      province: 'Metro Manila',
      targetDate: addCalendarDays(today, 10),
    });
    expect(res.statusCode).toBe(201);
    const o = res.json() as Opening;
    // Due dates relative to a target 10 days ahead: the -7 items fall due in 3 days; the -14… ones are overdue.
    // The agreement is signed elsewhere (the contract package) while nobody opens the project: the job completes the
    // item from the event before it reminds, so it is done, not overdue.
    await t.db.update(franchiseAgreements).set({ signedOn: today }).where(eq(franchiseAgreements.locationId, o.location.id));
    const job = openingRemindersJob({ db: t.db, notifier: t.ctx.notifier, openings: t.ctx.openings });
    const first = (await job.handler({ now: new Date(), dueAt: new Date() })) as { dueSoon: number; overdue: number };
    expect(first.dueSoon).toBeGreaterThan(0);
    expect(first.overdue).toBeGreaterThan(0);
    const mine = await notificationsTo(t, jose.userId);
    expect(mine.some((n) => n.title === 'Overdue: Barangay clearance')).toBe(true);
    expect(mine.some((n) => n.title.startsWith('Due in 3 days: Equipment'))).toBe(false); // head office's item
    const hqNotes = await notificationsTo(t, hq.userId);
    expect(hqNotes.some((n) => n.title === 'Due in 3 days: Equipment delivered')).toBe(true);
    expect([...mine, ...hqNotes].some((n) => n.title.startsWith('Overdue: Franchise agreement signed'))).toBe(false);
    const agreementItem = (await get(hq.cookie, o.id)).items.find((i) => i.title.startsWith('Franchise agreement signed'));
    expect(agreementItem?.state).toBe('done');
    const second = (await job.handler({ now: new Date(), dueAt: new Date() })) as { dueSoon: number; overdue: number };
    expect(second).toEqual({ dueSoon: 0, overdue: 0 });
    expect((await get(hq.cookie, o.id)).overdueCount).toBeGreaterThan(0);

    // A new target date gives every item a new due date, and so a new reminder on it: the site lease, still overdue,
    // is reminded again with its new date (once), and the BIR registration, now due in 3 days, is reminded as such.
    const later = addCalendarDays(today, 24);
    const moved = await api(t, hq.cookie).post(`/api/openings/${o.id}/target-date`, { targetDate: later, reason: 'Mall turnover moved' });
    expect(moved.statusCode, moved.body).toBe(200);
    await job.handler({ now: new Date(), dueAt: new Date() });
    await job.handler({ now: new Date(), dueAt: new Date() });
    const lease = (await notificationsTo(t, jose.userId)).filter((n) => n.title === 'Overdue: Site lease');
    expect(lease.map((n) => n.message.endsWith(`was due on ${addCalendarDays(later, -75)}.`)).sort()).toEqual([false, true]);
    expect((await notificationsTo(t, jose.userId)).filter((n) => n.title.startsWith('Due in 3 days: BIR certificate'))).toHaveLength(1);
  });
});

describe('seed', () => {
  it("writes every active brand's Philippine template and each package's starter inventory once", async () => {
    const fresh = await makeBrand(t, 'Kape Kanto');
    await makeProduct(t, { brandIds: [fresh.id], pricePesos: 80, name: 'Barako beans 1 kg' });
    await makeProduct(t, { brandIds: [fresh.id], pricePesos: 30, name: 'Paper cups 50s' });
    await seedOpenings(t.db);
    await seedOpenings(t.db);
    const template = await t.db.select().from(openingTemplateItems).where(eq(openingTemplateItems.brandId, fresh.id));
    expect(template.map((i) => i.title)).toEqual(expect.arrayContaining(['Barangay clearance', 'Sanitary permit', 'Site lease']));
    expect(template).toHaveLength(13);
    const starter = await t.db.select().from(openingStarterLines).where(eq(openingStarterLines.brandId, fresh.id));
    expect(starter).toHaveLength(8); // 2 products × 4 packages
    expect(
      starter.filter((l) => l.packageCode === 'D').every((l) => l.quantity > starter.find((a) => a.packageCode === 'A')!.quantity),
    ).toBe(true);
  });
});
