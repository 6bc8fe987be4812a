import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, notificationsTo, signIn, signUp, TEST_ORIGIN, type TestApp } from '../../test/harness';
import { ADDRESS, COD, api, makeBrand, makeFranchisee, makeProduct } from '../../test/ordering-fixture';
import { attemptAs } from '../../test/rls-attempt';
import { multipartForm } from '../../test/multipart-form';
import { PDF, submitApplication } from '../../test/opening-fixture';
import { auditLog, cartItems, invitations, locationStatusHistory, locations, openingProjects, openingStarterLines } from '../../db/schema';
import { OPENING_MESSAGES, type Opening } from '../../../shared/openings.contracts';
import { addCalendarDays, manilaToday } from '../../../shared/time';

/**
 * Issue 35, decision 021: head office cancels an opening that will not go ahead. The store closes without trading, a
 * pending invitation is revoked, nothing on the checklist moves again (the API and, for the franchisee, row-level
 * security), and an open starter order must be settled through its own flow first.
 */

let t: TestApp;
let brand: Awaited<ReturnType<typeof makeBrand>>;
let hq: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let jose: Awaited<ReturnType<typeof makeFranchisee>>;

const today = manilaToday();
const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string; code: string } }).error;
const cancel = (cookie: string, id: string, reason: unknown) => api(t, cookie).post(`/api/openings/${id}/cancel`, { reason });

beforeAll(async () => {
  t = await createTestApp();
  brand = await makeBrand(t, 'Lemon Juice Stand');
  hq = await signUp(t, { role: 'franchisor', fullName: 'Helen Quinto' });
  admin = await signUp(t, { role: 'admin', fullName: 'Ada Admin' });
  jose = await makeFranchisee(t, brand.id);
  const lemons = await makeProduct(t, { brandIds: [brand.id], pricePesos: 80, stock: 100, name: 'Lemon concentrate 1L' });
  await t.db.insert(openingStarterLines).values({ brandId: brand.id, packageCode: 'A', productId: lemons.id, quantity: 4 });
}, 300_000);
afterAll(async () => t?.close());

describe('cancelling an opening', () => {
  it('closes the store, revokes the invitation not yet accepted, and freezes the checklist', async () => {
    const r = await submitApplication(t, brand.id, { firstName: 'Ramon', lastName: 'Cruz', preferredCity: 'Iloilo City' });
    const hqApi = api(t, hq.cookie);
    expect((await hqApi.post(`/api/applications/review/${r.id}/status`, { status: 'under_review' })).statusCode).toBe(200);
    const approved = await hqApi.post(`/api/applications/review/${r.id}/status`, {
      status: 'approved',
      targetOpeningDate: addCalendarDays(today, 45),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [project] = await t.db.select().from(openingProjects).where(eq(openingProjects.applicationId, r.id));
    const token = [...t.mail]
      .reverse()
      .find((m) => m.to === r.email)!
      .text.match(/type=invite&token=([A-Za-z0-9_-]+)/)![1];

    // A franchisee may not cancel (not even another store's owner), and a reason is required.
    expect((await cancel(jose.cookie, project.id, 'Not mine')).statusCode).toBe(403);
    const blank = await cancel(admin.cookie, project.id, '   ');
    expect(blank.statusCode).toBe(422);
    expect(errorOf(blank).message).toBe(OPENING_MESSAGES.cancelReasonRequired);
    expect((await t.db.select().from(openingProjects).where(eq(openingProjects.id, project.id)))[0].status).toBe('in_progress');

    // Admin (openings.manage) cancels it.
    const reason = 'The applicant withdrew: the site lease fell through.';
    const res = await cancel(admin.cookie, project.id, reason);
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json() as Opening;
    expect(o).toMatchObject({
      status: 'cancelled',
      stage: 'cancelled',
      cancelledOn: today,
      cancelReason: reason,
      location: { status: 'closed' },
    });
    expect(o.items.some((i) => i.canComplete || i.canReview)).toBe(false);

    const [loc] = await t.db.select().from(locations).where(eq(locations.id, project.locationId));
    expect(loc).toMatchObject({ status: 'closed', closedOn: today, openedOn: null });
    const moves = await t.db.select().from(locationStatusHistory).where(eq(locationStatusHistory.locationId, loc.id));
    expect(moves.map((m) => [m.fromStatus, m.toStatus])).toEqual([
      [null, 'opening'],
      ['opening', 'closed'],
    ]);
    const [inv] = await t.db.select().from(invitations).where(eq(invitations.email, r.email));
    expect(inv.revokedAt).not.toBeNull();
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.userId))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['opening.cancelled', 'location.status_changed', 'invitation.revoked']));

    // The applicant's link no longer makes an account.
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: { origin: TEST_ORIGIN },
      payload: { token, fullName: 'Ramon Cruz', password: 'newpass123' },
    });
    expect(accept.statusCode).toBeGreaterThanOrEqual(400);
    expect(accept.statusCode).toBeLessThan(500);

    // Nothing moves on a cancelled opening; the board lists it as cancelled.
    const hqItem = o.items.find((i) => i.ownerSide === 'head_office' && i.kind === 'task')!;
    const refusals = [
      await hqApi.post(`/api/openings/${project.id}/items/${hqItem.id}/complete`),
      await hqApi.post(`/api/openings/${project.id}/target-date`, { targetDate: addCalendarDays(today, 90), reason: 'Later' }),
      await hqApi.post(`/api/openings/${project.id}/open`, {}),
      await cancel(hq.cookie, project.id, 'Again'),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(errorOf(refused).message).toBe(OPENING_MESSAGES.cancelled);
    }
    const board = (await hqApi.get('/api/openings')).json() as { items: Opening[] };
    expect(board.items.find((x) => x.id === project.id)).toMatchObject({ status: 'cancelled', stage: 'cancelled', cancelReason: reason });
  });

  it('waits for an open starter order to be settled; then the owner is told and their session cannot touch the checklist', async () => {
    const body = {
      ownerId: jose.userId,
      brandId: brand.id,
      packageCode: 'A',
      name: 'Lemon Juice Stand Pasig',
      city: 'Pasig',
      province: 'Metro Manila',
    };
    const started = await api(t, hq.cookie).post('/api/openings', body);
    expect(started.statusCode, started.body).toBe(201);
    const opening = started.json() as Opening;

    // Jose places the starter order.
    const j = api(t, jose.cookie);
    const address = (await j.post('/api/addresses', ADDRESS)).json();
    const payment = (await j.post('/api/payment-methods', COD)).json();
    expect((await j.post(`/api/openings/${opening.id}/starter-cart`)).statusCode).toBe(200);
    const order = await j.post(
      '/api/orders',
      { shippingAddressId: address.id, billingAddressId: address.id, paymentMethodId: payment.id },
      { 'idempotency-key': `k-${crypto.randomUUID()}` },
    );
    expect(order.statusCode, order.body).toBe(201);
    const { id: orderId, orderNumber } = order.json() as { id: string; orderNumber: string };

    const early = await cancel(hq.cookie, opening.id, 'The mall closed the wing.');
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe(OPENING_MESSAGES.cancelStarterOrderFirst(orderNumber));
    expect((await t.db.select().from(locations).where(eq(locations.id, opening.location.id)))[0].status).toBe('opening');

    // Rejecting the order (its own flow: stock released) lets the opening be cancelled.
    const rejected = await api(t, hq.cookie).post(`/api/approvals/${orderId}/reject`, { reason: 'The opening is being called off.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    // A cart Jose filled again for the store is emptied with it.
    expect((await j.post(`/api/openings/${opening.id}/starter-cart`)).statusCode).toBe(200);
    const res = await cancel(hq.cookie, opening.id, 'The mall closed the wing.');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, jose.userId), eq(cartItems.locationId, opening.location.id))),
    ).toEqual([]);

    const n = await notificationsTo(t, jose.userId);
    expect(n.find((x) => x.title === 'Opening cancelled: Lemon Juice Stand Pasig')?.message).toContain('The mall closed the wing.');
    const seen = (await j.get(`/api/openings/${opening.id}`)).json() as Opening;
    expect(seen).toMatchObject({ status: 'cancelled', cancelReason: 'The mall closed the wing.' });
    const clearance = seen.items.find((i) => i.title === 'Barangay clearance')!;
    expect(clearance.canComplete).toBe(false);
    const f = multipartForm({}, [{ name: 'clearance.pdf', content: PDF, type: 'application/pdf' }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/openings/${opening.id}/items/${clearance.id}/upload`,
      payload: f.payload,
      headers: { ...f.headers, cookie: jose.cookie, origin: TEST_ORIGIN },
    });
    expect(upload.statusCode).toBe(409);
    expect(errorOf(upload).message).toBe(OPENING_MESSAGES.cancelled);
    // Past the service too: the franchisee's own hand-in is no longer an update their session may make.
    const asJose = { userId: jose.userId, role: 'franchisee' as const };
    expect(await attemptAs(t.db, asJose, sql`update opening_items set state = 'submitted' where id = ${clearance.id} returning id`)).toBe(
      0,
    );
    expect((await j.post(`/api/openings/${opening.id}/starter-cart`)).statusCode).toBe(409);
    // Jose's trading store is untouched.
    expect((await t.db.select().from(locations).where(eq(locations.id, jose.location.id)))[0].status).toBe('open');
  });

  it('a franchisee whose only store was cancelled before opening signs in to the opening page, which says why', async () => {
    const newcomer = await signUp(t, { role: 'franchisee', fullName: 'Nina Reyes' });
    const started = await api(t, hq.cookie).post('/api/openings', {
      ownerId: newcomer.userId,
      brandId: brand.id,
      packageCode: 'A',
      name: 'Lemon Juice Stand Marikina',
      city: 'Marikina',
      province: 'Metro Manila',
    });
    expect(started.statusCode, started.body).toBe(201);
    expect((await signIn(t, newcomer.email, newcomer.password)).json().redirectTo).toBe('/opening');
    expect((await cancel(hq.cookie, (started.json() as Opening).id, 'Financing was not approved.')).statusCode).toBe(200);
    expect((await signIn(t, newcomer.email, newcomer.password)).json().redirectTo).toBe('/opening');
    // Jose trades elsewhere: a cancelled second store does not take him off his dashboard.
    expect((await signIn(t, jose.email, jose.password)).json().redirectTo).toBe('/franchisee-dashboard');
  });

  it('an opened store cannot be cancelled', async () => {
    const started = await api(t, hq.cookie).post('/api/openings', {
      ownerId: jose.userId,
      brandId: brand.id,
      packageCode: 'A',
      name: 'Lemon Juice Stand Taguig',
      city: 'Taguig',
      province: 'Metro Manila',
    });
    const opening = started.json() as Opening;
    await t.db.update(openingProjects).set({ status: 'opened', openedOn: today }).where(eq(openingProjects.id, opening.id));
    const res = await cancel(hq.cookie, opening.id, 'Too late');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(OPENING_MESSAGES.opened);
  });
});
