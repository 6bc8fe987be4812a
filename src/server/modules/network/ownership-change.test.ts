import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, type Franchisee } from '../../test/ordering-fixture';
import { raiseTicket } from '../../test/support-fixture';
import { auditLog, dailySales, locationApiKeys, locations, royaltyStatements, salesMonthly, supportTickets } from '../../db/schema';
import type { PosKeyCreated } from '../../../shared/pos.contracts';
import { rowsOf } from '../../db/client';
import { withRls, type Actor } from '../../lib/rls';
import { manilaToday } from '../../../shared/time';
import { beforeOwnershipMessage } from '../../../shared/sales.contracts';

/**
 * Issue 32, point 10 (decision 019): a location changes owner. The previous owner no longer opens the tickets they
 * raised for it; the new owner does not read them, nor the previous owner's sales days, months and royalty
 * statements, which stay with the location for head office. Through the API (services) and as app_user (RLS).
 */
let t: TestApp;
let hq: Awaited<ReturnType<typeof signUp>>;
let maria: Franchisee; // the previous owner
let jose: Franchisee; // the new owner (has a location of his own too)
let locationId: string;
let ticketId: string;
const TAKEN_OVER = '2026-11-01';
const MARIAS_DAY = '2026-10-20';
const JOSES_DAY = '2026-11-03';

let mariasPosKey: PosKeyCreated;
const as = (u: { userId: string }): Actor => ({ userId: u.userId, role: 'franchisee' });
const day = (date: string, net: number) => ({
  locationId,
  salesDate: date,
  grossCentavos: net,
  netCentavos: net,
  status: 'approved' as const,
});

beforeAll(async () => {
  t = await createTestApp();
  const brand = await makeBrand(t);
  hq = await signUp(t, { role: 'franchisor', fullName: 'Hector Office' });
  maria = await makeFranchisee(t, brand.id);
  jose = await makeFranchisee(t, brand.id);
  locationId = maria.location.id;
  ticketId = (await raiseTicket(t, maria.cookie, { subject: 'Fryer broken at the store', locationId })).id;
  await t.db.insert(dailySales).values([day(MARIAS_DAY, 500_000)]);
  await t.db.insert(royaltyStatements).values({
    locationId,
    periodMonth: '2026-10-01',
    netSalesCentavos: 500_000,
    royaltyRateBps: 600,
    marketingFeeRateBps: 200,
    royaltyCentavos: 30_000,
    marketingFeeCentavos: 10_000,
    amountDueCentavos: 40_000,
  });

  // Maria's till feeds the store through a POS key of hers.
  const key = await api(t, maria.cookie).post(`/api/pos/locations/${locationId}/keys`, { name: 'Maria’s till' });
  expect(key.statusCode, key.body).toBe(201);
  mariasPosKey = key.json() as PosKeyCreated;

  // Head office hands the location to Jose; the service records the day he took over.
  const moved = await api(t, hq.cookie).patch(`/api/network/locations/${locationId}`, { ownerId: jose.userId });
  expect(moved.statusCode, moved.body).toBe(200);
  const [after] = await t.db.select({ ownerSince: locations.ownerSince }).from(locations).where(eq(locations.id, locationId));
  expect(after.ownerSince).toBe(manilaToday());
  // Dated for the test: he took over on the 1st of November.
  await t.db.update(locations).set({ ownerSince: TAKEN_OVER }).where(eq(locations.id, locationId));
  await t.db.insert(dailySales).values([day(JOSES_DAY, 700_000)]);
  await t.db.insert(royaltyStatements).values({
    locationId,
    periodMonth: '2026-11-01',
    netSalesCentavos: 700_000,
    royaltyRateBps: 600,
    marketingFeeRateBps: 200,
    royaltyCentavos: 42_000,
    marketingFeeCentavos: 14_000,
    amountDueCentavos: 56_000,
  });
});
afterAll(async () => t?.close());

describe('after a location changes owner, through the API', () => {
  it('the previous owner’s POS key stops with the change of hands (revoked, audited); the feed refuses it', async () => {
    const [row] = await t.db.select().from(locationApiKeys).where(eq(locationApiKeys.id, mariasPosKey.key.id));
    expect(row.revokedAt).not.toBeNull();
    expect(row.revokedBy).toBe(hq.userId);
    const fed = await t.app.inject({
      method: 'POST',
      url: '/api/pos/v1/daily-sales',
      headers: { authorization: `Bearer ${mariasPosKey.secret}` },
      payload: { days: [] },
    });
    expect(fed.statusCode).toBe(401);
    const revoked = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pos_key.revoked'), eq(auditLog.targetId, locationId)));
    expect(revoked).toMatchObject([{ actorId: hq.userId, after: { reason: 'owner changed' } }]);
  });

  it('the previous owner no longer opens the tickets they raised for it', async () => {
    const list = await api(t, maria.cookie).get('/api/support/requests');
    expect(list.statusCode).toBe(200);
    expect((list.json() as { items: { id: string }[] }).items.map((i) => i.id)).not.toContain(ticketId);
    expect((await api(t, maria.cookie).get(`/api/support/requests/${ticketId}`)).statusCode).toBe(404);
    const reply = await api(t, maria.cookie).post(`/api/support/requests/${ticketId}/messages`, { body: 'Any news?' });
    expect(reply.statusCode).toBe(404);
  });

  it('the new owner does not read the previous owner’s tickets either; head office still does', async () => {
    const list = await api(t, jose.cookie).get('/api/support/requests');
    expect((list.json() as { items: { id: string }[] }).items.map((i) => i.id)).not.toContain(ticketId);
    expect((await api(t, jose.cookie).get(`/api/support/requests/${ticketId}`)).statusCode).toBe(404);
    expect((await api(t, hq.cookie).get(`/api/support/tickets/${ticketId}`)).statusCode).toBe(200);
  });

  it('the new owner sees the location’s sales from the day he took over, and cannot report earlier days', async () => {
    const list = await api(t, jose.cookie).get(`/api/sales?locationId=${locationId}`);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json() as { items: { salesDate: string }[]; total: number };
    expect(body.items.map((d) => d.salesDate)).toEqual([JOSES_DAY]);
    expect(body.total).toBe(1);
    const [marias] = await t.db.select({ id: dailySales.id }).from(dailySales).where(eq(dailySales.salesDate, MARIAS_DAY));
    expect((await api(t, jose.cookie).get(`/api/sales/${marias.id}`)).statusCode).toBe(404);

    const early = await api(t, jose.cookie).post('/api/sales', { locationId, salesDate: '2026-10-25', grossCentavos: 100_000 });
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().error.message).toBe(beforeOwnershipMessage(TAKEN_OVER));
  });

  it('head office keeps the whole history of the location (royalties, audit)', async () => {
    const list = await api(t, hq.cookie).get(`/api/sales?locationId=${locationId}`);
    expect((list.json() as { items: { salesDate: string }[] }).items.map((d) => d.salesDate).sort()).toEqual([MARIAS_DAY, JOSES_DAY]);
  });
});

describe('after a location changes owner, as app_user (row-level security)', () => {
  const seenBy = (actor: Actor) =>
    withRls(t.db, actor, async (tx) => ({
      days: (await tx.select({ d: dailySales.salesDate }).from(dailySales).where(eq(dailySales.locationId, locationId))).map((r) => r.d),
      months: (await tx.select({ m: salesMonthly.month }).from(salesMonthly).where(eq(salesMonthly.locationId, locationId))).map(
        (r) => r.m,
      ),
      statements: (
        await tx.select({ m: royaltyStatements.periodMonth }).from(royaltyStatements).where(eq(royaltyStatements.locationId, locationId))
      ).map((r) => r.m),
      tickets: (await tx.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.id, ticketId))).length,
      history: rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from daily_sales_history h join daily_sales d on d.id = h.sales_id where d.sales_date < ${TAKEN_OVER}`,
        ),
      )[0].n,
    }));

  it('the new owner reads only his own period and none of the previous owner’s tickets', async () => {
    expect(await seenBy(as(jose))).toEqual({
      days: [JOSES_DAY],
      months: ['2026-11-01'],
      statements: ['2026-11-01'],
      tickets: 0,
      history: 0,
    });
  });

  it('the previous owner reads nothing of the location any more, her tickets included', async () => {
    expect(await seenBy(as(maria))).toEqual({ days: [], months: [], statements: [], tickets: 0, history: 0 });
  });

  it('head office reads all of it', async () => {
    const seen = await seenBy({ userId: hq.userId, role: 'franchisor' });
    expect(seen.days.sort()).toEqual([MARIAS_DAY, JOSES_DAY]);
    expect(seen.statements.sort()).toEqual(['2026-10-01', '2026-11-01']);
    expect(seen.tickets).toBe(1);
  });

  it('the new owner cannot write a day before he took over, nor rewrite one', async () => {
    const insert = withRls(t.db, as(jose), (tx) =>
      tx.insert(dailySales).values({ locationId, salesDate: '2026-10-26', grossCentavos: 1, netCentavos: 1, status: 'draft' }),
    );
    await expect(insert).rejects.toMatchObject({ cause: { code: '42501' } });
    const rewritten = await withRls(t.db, as(jose), (tx) =>
      tx.update(dailySales).set({ notes: 'mine now' }).where(eq(dailySales.salesDate, MARIAS_DAY)).returning({ id: dailySales.id }),
    );
    expect(rewritten).toEqual([]);
  });

  it('the previous owner cannot reply to or close her old ticket as app_user', async () => {
    const closed = await withRls(t.db, as(maria), (tx) =>
      tx.update(supportTickets).set({ status: 'closed' }).where(eq(supportTickets.id, ticketId)).returning({ id: supportTickets.id }),
    );
    expect(closed).toEqual([]);
  });
});
