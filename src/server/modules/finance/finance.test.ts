import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee } from '../../test/ordering-fixture';
import { pdfPages } from '../../test/pdf-text';
import { dailySales, invoicePayments, invoices, locations, royaltyStatusHistory } from '../../db/schema';
import { FINANCE_MESSAGES, httpStatusMessage } from '../../../shared/errors';
import { addCalendarDays, manilaToday } from '../../../shared/time';
import { PAYMENT_DATE_FUTURE_MESSAGE } from '../../../shared/finance.contracts';
import { IDEMPOTENCY_MESSAGES } from '../../lib/idempotency';

type Franchisee = Awaited<ReturnType<typeof makeFranchisee>>;

/** One day of sales at a location, as the sales module stores it (net = gross − discounts − refunds). */
async function day(t: TestApp, locationId: string, salesDate: string, netCentavos: number, status: 'approved' | 'submitted' = 'approved') {
  await t.db.insert(dailySales).values({ locationId, salesDate, grossCentavos: netCentavos, netCentavos, status, source: 'seed' });
}

let t: TestApp;
let hq: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let user: Awaited<ReturnType<typeof signUp>>;
let a: Franchisee; // royalty override 5.5 %, default marketing fee
let b: Franchisee; // network defaults
beforeAll(async () => {
  t = await createTestApp();
  const brand = await makeBrand(t, 'Royalty Brand');
  [hq, admin, user] = [await signUp(t, { role: 'franchisor' }), await signUp(t, { role: 'admin' }), await signUp(t, { role: 'user' })];
  a = await makeFranchisee(t, brand.id);
  b = await makeFranchisee(t, brand.id);
  await t.db.update(locations).set({ royaltyRateBps: 550 }).where(eq(locations.id, a.location.id));
  // January: A has three approved days (₱12,345.67 + ₱10,000.00 + ₱8,000.01) and one day not yet approved; B one day.
  await day(t, a.location.id, '2026-01-03', 1_234_567);
  await day(t, a.location.id, '2026-01-04', 1_000_000);
  await day(t, a.location.id, '2026-01-31', 800_001);
  await day(t, a.location.id, '2026-01-05', 500_000, 'submitted');
  await day(t, a.location.id, '2025-12-31', 999_999); // another month
  await day(t, b.location.id, '2026-01-10', 100_025);
  await day(t, a.location.id, '2026-02-02', 200_000);
});
afterAll(async () => t?.close());

const statementOf = async (f: Franchisee, month: string) => {
  const res = await api(t, hq.cookie).get(`/api/finance/statements?month=${month}&locationId=${f.location.id}`);
  expect(res.statusCode).toBe(200);
  return res.json().items[0];
};

describe('royalty statements', () => {
  it('calculates a month line by line: approved days only, location override or default rate, rounded to the centavo', async () => {
    const res = await api(t, hq.cookie).post('/api/finance/statements/calculate', {
      month: '2026-01',
      locationIds: [a.location.id, b.location.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ month: '2026-01', calculated: 2, skipped: [], notOpen: [] });

    const sa = await statementOf(a, '2026-01');
    // 3,034,568 × 5.5 % = 166,901.24 → 166,901; × 2 % = 60,691.36 → 60,691.
    expect(sa).toMatchObject({
      status: 'calculated',
      netSalesCentavos: 3_034_568,
      approvedDays: 3,
      royaltyRateBps: 550,
      marketingFeeRateBps: 200,
      royaltyCentavos: 166_901,
      marketingFeeCentavos: 60_691,
      adjustmentsCentavos: 0,
      previousBalanceCentavos: 0,
      amountDueCentavos: 227_592,
    });
    // 100,025 × 6 % = 6,001.5 → 6,002 and × 2 % = 2,000.5 → 2,001 (halves away from zero).
    expect(await statementOf(b, '2026-01')).toMatchObject({
      royaltyRateBps: 600,
      royaltyCentavos: 6_002,
      marketingFeeCentavos: 2_001,
      amountDueCentavos: 8_003,
    });
  });

  it('adjustments are signed with a reason; review then approve creates the royalty invoice (Net 30) and moves it to invoiced', async () => {
    const sa = await statementOf(a, '2026-01');
    const hqApi = api(t, hq.cookie);
    const credit = await hqApi.post(`/api/finance/statements/${sa.id}/adjustments`, {
      amountCentavos: -100_000,
      reason: 'Opening promo credit',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({ adjustmentsCentavos: -100_000, amountDueCentavos: 127_592, chargesCentavos: 127_592 });
    expect(credit.json().adjustments).toMatchObject([{ amountCentavos: -100_000, reason: 'Opening promo credit' }]);
    const tooMuch = await hqApi.post(`/api/finance/statements/${sa.id}/adjustments`, {
      amountCentavos: -200_000,
      reason: 'Too big a credit',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.message).toBe(FINANCE_MESSAGES.NEGATIVE_CHARGES);

    // Approving before review is not a transition.
    const early = await hqApi.post(`/api/finance/statements/${sa.id}/approve`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(httpStatusMessage(409));

    expect((await hqApi.post(`/api/finance/statements/${sa.id}/review`, { note: 'Checked against POS' })).json().status).toBe('reviewed');
    expect((await hqApi.post(`/api/finance/statements/${sa.id}/review`, {})).statusCode).toBe(409);
    // January 5 still awaits review (issue 31): approval refuses, unless a reason is given for billing without it.
    const waiting = await hqApi.post(`/api/finance/statements/${sa.id}/approve`, { note: 'OK' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error.message).toBe(FINANCE_MESSAGES.DAYS_AWAITING_REVIEW);
    const approved = await hqApi.post(`/api/finance/statements/${sa.id}/approve`, {
      note: 'OK',
      awaitingReviewReason: 'January 5 is disputed; it will be billed as an adjustment once reviewed',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const st = approved.json();
    expect(st.status).toBe('invoiced');
    expect(st.invoice).toMatchObject({ status: 'sent', balanceCentavos: 127_592 });
    expect(st.history.map((h: { fromStatus: string | null; toStatus: string }) => `${h.fromStatus}→${h.toStatus}`)).toEqual([
      'null→calculated',
      'calculated→reviewed',
      'reviewed→approved',
      'approved→invoiced',
    ]);
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.id, st.invoice.id));
    expect(inv).toMatchObject({
      kind: 'royalty',
      orderId: null,
      locationId: a.location.id,
      amountCentavos: 127_592,
      paidCentavos: 0,
      status: 'sent',
    });
    expect(inv.invoiceNumber).toMatch(/^INV-\d{8}-\d{6}$/);
    expect(inv.dueOn).toBe(addCalendarDays(inv.issuedOn, 30));

    // Final now: no recalculation, adjustment or second approval.
    const again = await hqApi.post('/api/finance/statements/calculate', { month: '2026-01', locationIds: [a.location.id] });
    expect(again.json()).toMatchObject({ calculated: 0, skipped: [{ location: { id: a.location.id }, status: 'invoiced' }] });
    expect((await hqApi.post(`/api/finance/statements/${sa.id}/adjustments`, { amountCentavos: 100, reason: 'Late fee' })).statusCode).toBe(
      409,
    );
    expect((await hqApi.post(`/api/finance/statements/${sa.id}/approve`, {})).statusCode).toBe(409);
    expect(await t.db.select().from(royaltyStatusHistory).where(eq(royaltyStatusHistory.statementId, sa.id))).toHaveLength(4);
  });

  it('payments: partial leaves a balance, more than the balance is a 422, the same Idempotency-Key records once, the last one settles', async () => {
    const sa = await statementOf(a, '2026-01');
    const url = `/api/finance/invoices/${sa.invoice.id}/payments`;
    const hqApi = api(t, hq.cookie);
    const key = { 'idempotency-key': `pay-${crypto.randomUUID()}` };
    const partial = await hqApi.post(
      url,
      { amountCentavos: 27_592, paidOn: '2026-02-10', method: 'bank_transfer', reference: 'BT-1' },
      key,
    );
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json()).toMatchObject({ status: 'sent', paidCentavos: 27_592, balanceCentavos: 100_000 });
    const replay = await hqApi.post(url, { amountCentavos: 27_592, paidOn: '2026-02-10', method: 'bank_transfer', reference: 'BT-1' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().payments).toHaveLength(1);
    // The key again with another amount is refused, and records nothing.
    const reused = await hqApi.post(url, { amountCentavos: 1_000, paidOn: '2026-02-10', method: 'bank_transfer', reference: 'BT-1' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.message).toBe(IDEMPOTENCY_MESSAGES.reused);
    expect(await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, sa.invoice.id))).toHaveLength(1);

    // A payment dated after today (Manila) is refused next to the date; today itself is fine (below, once paid in full).
    const future = await hqApi.post(url, { amountCentavos: 100, paidOn: addCalendarDays(manilaToday(), 1), method: 'gcash' });
    expect(future.statusCode).toBe(422);
    expect(future.json().error.details.fieldErrors).toEqual({ paidOn: [PAYMENT_DATE_FUTURE_MESSAGE] });
    const farFuture = await hqApi.post(url, { amountCentavos: 100, paidOn: '2030-11-20', method: 'bank_transfer', reference: 'X' });
    expect(farFuture.statusCode).toBe(422);

    const over = await hqApi.post(url, { amountCentavos: 100_001, paidOn: '2026-02-11', method: 'gcash' });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.message).toBe(FINANCE_MESSAGES.PAYMENT_OVER_BALANCE);
    expect(await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, sa.invoice.id))).toHaveLength(1);

    // February's statement carries January's unpaid ₱1,000.00 as its previous balance.
    await hqApi.post('/api/finance/statements/calculate', { month: '2026-02', locationIds: [a.location.id] });
    // 200,000 × 5.5 % = 11,000; × 2 % = 4,000; + 100,000 previous balance.
    expect(await statementOf(a, '2026-02')).toMatchObject({
      netSalesCentavos: 200_000,
      royaltyCentavos: 11_000,
      marketingFeeCentavos: 4_000,
      previousBalanceCentavos: 100_000,
      amountDueCentavos: 115_000,
      chargesCentavos: 15_000,
    });

    const full = await hqApi.post(url, { amountCentavos: 100_000, paidOn: manilaToday(), method: 'cash' });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({ status: 'paid', balanceCentavos: 0 });
    expect(full.json().paidAt).not.toBeNull();
    expect((await hqApi.post(url, { amountCentavos: 1, paidOn: '2026-02-12', method: 'cash' })).statusCode).toBe(409);
  });

  it('invoices list: both kinds, filters and balance, scoped by role', async () => {
    const list = await api(t, hq.cookie).get(`/api/finance/invoices?kind=royalty&locationId=${a.location.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, items: [{ kind: 'royalty', statementMonth: '2026-01', status: 'paid' }] });
    const own = await api(t, b.cookie).get('/api/finance/invoices');
    expect(own.json().items.every((i: { location: { id: string } }) => i.location.id === b.location.id)).toBe(true);
  });
});

describe('role scoping', () => {
  it('a franchisee sees only their own statements and PDFs; admin reads but cannot write; user has nothing', async () => {
    const sb = await statementOf(b, '2026-01');
    const sa = await statementOf(a, '2026-01');
    const mine = await api(t, b.cookie).get('/api/finance/statements');
    expect(mine.json().items.map((s: { location: { id: string } }) => s.location.id)).toEqual([b.location.id]);
    expect((await api(t, b.cookie).get(`/api/finance/statements/${sa.id}`)).statusCode).toBe(404);
    expect((await api(t, b.cookie).get(`/api/finance/statements/${sa.id}/pdf`)).statusCode).toBe(404);
    expect((await api(t, b.cookie).get(`/api/finance/invoices/${sa.invoice.id}`)).statusCode).toBe(404);
    const pdf = await api(t, b.cookie).get(`/api/finance/statements/${sb.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfPages(pdf.rawPayload).join('\n');
    expect(text).toContain('ROYALTY STATEMENT');
    expect(text).toContain('January 2026');
    expect(text).toContain('₱1,000.25');
    expect(text).toContain('₱80.03');
    expect((await api(t, b.cookie).post(`/api/finance/statements/${sb.id}/review`, {})).statusCode).toBe(403);

    expect((await api(t, admin.cookie).get('/api/finance/statements')).json().total).toBeGreaterThanOrEqual(3);
    expect((await api(t, admin.cookie).post('/api/finance/statements/calculate', { month: '2026-01' })).statusCode).toBe(403);
    expect(
      (
        await api(t, admin.cookie).post(`/api/finance/invoices/${sa.invoice.id}/payments`, {
          amountCentavos: 1,
          paidOn: '2026-02-01',
          method: 'cash',
        })
      ).statusCode,
    ).toBe(403);

    expect((await api(t, user.cookie).get('/api/finance/statements')).statusCode).toBe(403);
    expect((await api(t, user.cookie).get('/api/finance/summary')).json()).toEqual({ scope: 'none' });
    expect((await api(t, null).get('/api/finance/summary')).statusCode).toBe(401);
  });

  it('the royalty invoice PDF downloads from the invoice route with its lines, for its owner only', async () => {
    const sa = await statementOf(a, '2026-01');
    const res = await api(t, a.cookie).get(`/api/invoices/${sa.invoice.id}/pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const text = pdfPages(res.rawPayload).join('\n');
    expect(text).toContain('Royalties January 2026');
    expect(text).toContain('₱1,669.01');
    expect(text).toContain('Total₱1,275.92');
    expect((await api(t, b.cookie).get(`/api/invoices/${sa.invoice.id}/pdf`)).statusCode).toBe(404);
  });
});
