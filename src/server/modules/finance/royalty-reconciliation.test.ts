import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, type Franchisee } from '../../test/ordering-fixture';
import { pdfPages } from '../../test/pdf-text';
import { auditLog, dailySales, invoicePayments, invoices, locations, royaltyAdjustments, royaltyStatements } from '../../db/schema';
import { FINANCE_MESSAGES } from '../../../shared/errors';
import { formatCalendarDate, manilaMonth, manilaToday } from '../../../shared/time';
import { reconcileRoyalties } from '../../lib/royalty-reconcile';

/**
 * Issue 31: royalties and receivables that reconcile with the sales they bill (decision 016). Default rates 6 % / 2 %.
 */
let t: TestApp;
let hq: Awaited<ReturnType<typeof signUp>>;
let hq2: Awaited<ReturnType<typeof signUp>>;
let brandId: string;

async function day(f: Franchisee, salesDate: string, netCentavos: number, status: 'approved' | 'submitted' = 'approved') {
  const [row] = await t.db
    .insert(dailySales)
    .values({ locationId: f.location.id, salesDate, grossCentavos: netCentavos, netCentavos, status, source: 'seed' })
    .returning();
  return row;
}
const hqApi = () => api(t, hq.cookie);
async function statement(f: Franchisee, month: string, cookie = hq.cookie) {
  const list = await api(t, cookie).get(`/api/finance/statements?month=${month}&locationId=${f.location.id}`);
  const item = list.json().items[0];
  if (!item) return null;
  return (await api(t, cookie).get(`/api/finance/statements/${item.id}`)).json();
}
async function calculate(f: Franchisee, month: string) {
  const res = await hqApi().post('/api/finance/statements/calculate', { month, locationIds: [f.location.id] });
  expect(res.statusCode, res.body).toBe(200);
  return statement(f, month);
}
async function reviewAndApprove(id: string, body: object = {}, approver = hq.cookie) {
  expect((await hqApi().post(`/api/finance/statements/${id}/review`, {})).statusCode).toBe(200);
  return api(t, approver).post(`/api/finance/statements/${id}/approve`, body);
}
async function correct(f: Franchisee, salesId: string, grossCentavos: number, reason = 'Z-reading of the second terminal') {
  const res = await api(t, f.cookie).post(`/api/sales/${salesId}/correct`, { grossCentavos, reason });
  expect(res.statusCode, res.body).toBe(200);
}
async function decide(ids: string[], decision: 'approve' | 'reject' = 'approve') {
  const res = await hqApi().post('/api/sales/review', { ids, decision, ...(decision === 'reject' ? { reason: 'Not matching' } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().updated).toBe(ids.length);
}
const lastInvoiceSeq = async () =>
  Number(rowsOf<{ n: string }>(await t.db.execute(sql`select last_value::text as n from invoice_number_seq`))[0].n);

beforeAll(async () => {
  t = await createTestApp();
  brandId = (await makeBrand(t, 'Reconcile Brand')).id;
  [hq, hq2] = [await signUp(t, { role: 'franchisor' }), await signUp(t, { role: 'franchisor' })];
});
afterAll(async () => t?.close());

describe('periods and completeness', () => {
  it('the current month can be calculated as a preview but not approved before it ends in Manila', async () => {
    const f = await makeFranchisee(t, brandId);
    const current = manilaMonth();
    await day(f, manilaToday(), 1_000_000);
    const st = await calculate(f, current.month);
    expect(st).toMatchObject({ status: 'calculated', netSalesCentavos: 1_000_000, approval: { periodEnded: false } });
    const res = await reviewAndApprove(st.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(FINANCE_MESSAGES.MONTH_NOT_ENDED);
    expect((await statement(f, current.month)).invoice).toBeNull();
  });

  it('a statement shows its approved, awaiting-review and missing days; approval refuses while days await review unless a reason is given (audited); the PDF lists missing days', async () => {
    const f = await makeFranchisee(t, brandId);
    await day(f, '2026-06-01', 1_000_000);
    await day(f, '2026-06-02', 1_000_000);
    await day(f, '2026-06-03', 500_000, 'submitted');
    const st = await calculate(f, '2026-06');
    expect(st.days).toMatchObject({ inMonth: 30, approved: 2, awaitingReview: 1, awaitingReviewDates: ['2026-06-03'] });
    expect(st.days.missingDates).toHaveLength(27);
    expect(st.days.missingDates[0]).toBe('2026-06-04');
    expect(st.amountDueBreakdown).toEqual({ thisInvoiceCentavos: 160_000, earlierUnpaidCentavos: 0, adjustmentsCentavos: 0 });

    const pdf = await api(t, f.cookie).get(`/api/finance/statements/${st.id}/pdf`);
    const text = pdfPages(pdf.rawPayload).join('\n');
    expect(text).toContain('Missing days:');
    expect(text).toContain('Awaiting review:');
    expect(text).not.toContain('Missing days: none');

    const refused = await reviewAndApprove(st.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(FINANCE_MESSAGES.DAYS_AWAITING_REVIEW);
    const reason = 'June 3 is being checked against the bank deposit; billed later as an adjustment';
    const ok = await hqApi().post(`/api/finance/statements/${st.id}/approve`, { awaitingReviewReason: reason });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('invoiced');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'royalty.approved'), eq(auditLog.targetId, st.id)));
    expect(entry.after).toMatchObject({ awaitingReviewReason: reason, awaitingReviewDates: ['2026-06-03'] });
  });

  it('a change to an approved day of a reviewed month sends its statement back to calculated with the new figures', async () => {
    const f = await makeFranchisee(t, brandId);
    const d = await day(f, '2026-05-10', 1_000_000);
    const st = await calculate(f, '2026-05');
    expect((await hqApi().post(`/api/finance/statements/${st.id}/review`, {})).json().status).toBe('reviewed');
    await correct(f, d.id, 1_200_000);
    const after = await statement(f, '2026-05');
    expect(after).toMatchObject({ status: 'calculated', netSalesCentavos: 0, approvedDays: 0 });
    await decide([d.id]);
    expect(await statement(f, '2026-05')).toMatchObject({ status: 'calculated', netSalesCentavos: 1_200_000, royaltyCentavos: 72_000 });
  });

  it('approval compares the figures with the sales rollup in its transaction and refuses stale ones, and an amount the approver did not confirm', async () => {
    const f = await makeFranchisee(t, brandId);
    const d = await day(f, '2026-04-10', 1_000_000);
    const st = await calculate(f, '2026-04');
    expect((await hqApi().post(`/api/finance/statements/${st.id}/review`, {})).statusCode).toBe(200);
    // A write that bypasses the services (an import, a script): the rollup follows, the statement does not.
    await t.db.update(dailySales).set({ grossCentavos: 900_000, netCentavos: 900_000 }).where(eq(dailySales.id, d.id));
    const stale = await hqApi().post(`/api/finance/statements/${st.id}/approve`, {});
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(FINANCE_MESSAGES.STALE_FIGURES);
    const fresh = await calculate(f, '2026-04');
    expect(fresh.chargesCentavos).toBe(72_000);
    expect((await hqApi().post(`/api/finance/statements/${st.id}/review`, {})).statusCode).toBe(200);
    const wrong = await hqApi().post(`/api/finance/statements/${st.id}/approve`, { confirmedChargesCentavos: 80_000 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.message).toBe(FINANCE_MESSAGES.CONFIRMED_AMOUNT_CHANGED);
    const right = await hqApi().post(`/api/finance/statements/${st.id}/approve`, { confirmedChargesCentavos: 72_000 });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ status: 'invoiced', invoice: { balanceCentavos: 72_000 } });
  });
});

describe('corrections after the fact', () => {
  let f: Franchisee;
  let sep1: string;
  let sep2: string;
  it('a change to a day of an invoiced month becomes an adjustment on the next open statement (pending until it exists), with day, old and new net and the deltas', async () => {
    f = await makeFranchisee(t, brandId);
    sep1 = (await day(f, '2026-09-01', 3_054_730)).id;
    sep2 = (await day(f, '2026-09-02', 1_000_000)).id;
    const sept = await calculate(f, '2026-09');
    // 4,054,730 × 6 % = 243,283.8 → 243,284; × 2 % = 81,094.6 → 81,095.
    const approved = await reviewAndApprove(sept.id);
    expect(approved.json()).toMatchObject({ status: 'invoiced', chargesCentavos: 324_379 });

    await correct(f, sep1, 100, 'Typed ₱30,547.30 instead of ₱1.00');
    await decide([sep1]);
    // September stays as invoiced; the change waits for October's statement.
    expect(await statement(f, '2026-09')).toMatchObject({ status: 'invoiced', netSalesCentavos: 4_054_730, chargesCentavos: 324_379 });
    const [pending] = await t.db.select().from(royaltyAdjustments).where(eq(royaltyAdjustments.locationId, f.location.id));
    expect(pending).toMatchObject({ statementId: null, salesDate: '2026-09-01', amountCentavos: -244_371 });
    const recalc = await hqApi().post('/api/finance/statements/calculate', { month: '2026-09', locationIds: [f.location.id] });
    expect(recalc.json().skipped).toMatchObject([{ status: 'invoiced' }]);

    await day(f, '2026-10-01', 5_000_000);
    const oct = await calculate(f, '2026-10');
    // Approved net 1,000,100: royalty 60,006 (−183,278), fee 20,002 (−61,093).
    expect(oct.adjustments).toMatchObject([
      {
        amountCentavos: -244_371,
        sales: {
          month: '2026-09',
          salesDate: '2026-09-01',
          oldNetCentavos: 3_054_730,
          newNetCentavos: 100,
          royaltyDeltaCentavos: -183_278,
          feeDeltaCentavos: -61_093,
        },
      },
    ]);
    expect(oct).toMatchObject({
      royaltyCentavos: 300_000,
      marketingFeeCentavos: 100_000,
      adjustmentsCentavos: -244_371,
      chargesCentavos: 155_629,
    });
    expect(oct.amountDueBreakdown).toMatchObject({ thisInvoiceCentavos: 155_629, adjustmentsCentavos: -244_371 });
    // The franchisee sees the same line.
    expect((await statement(f, '2026-10', f.cookie)).adjustments[0].sales.salesDate).toBe('2026-09-01');
    // Who changed what: the sales history and the audit log.
    const booked = await t.db.select().from(auditLog).where(eq(auditLog.action, 'royalty.sales_adjustment_booked'));
    expect(booked.some((b) => b.actorId === hq.userId && (b.after as { amountCentavos: number }).amountCentavos === -244_371)).toBe(true);
  });

  it('a change while the next statement is open lands on it directly (reviewed goes back to calculated); the invoice and PDF carry the lines; reconciliation holds', async () => {
    const oct = await statement(f, '2026-10');
    expect((await hqApi().post(`/api/finance/statements/${oct.id}/review`, {})).statusCode).toBe(200);
    await correct(f, sep2, 2_000_000);
    await decide([sep2]);
    const after = await statement(f, '2026-10');
    expect(after.status).toBe('calculated');
    // Basis 1,000,100 → 2,000,100: royalty +60,000, fee +20,000.
    expect(after.adjustments[1]).toMatchObject({
      amountCentavos: 80_000,
      sales: {
        salesDate: '2026-09-02',
        oldNetCentavos: 1_000_000,
        newNetCentavos: 2_000_000,
        royaltyDeltaCentavos: 60_000,
        feeDeltaCentavos: 20_000,
      },
    });
    expect(after.chargesCentavos).toBe(235_629);
    const res = await reviewAndApprove(after.id);
    expect(res.statusCode, res.body).toBe(200);
    const inv = res.json().invoice;
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row.amountCentavos).toBe(235_629);

    const pdf = pdfPages((await api(t, f.cookie).get(`/api/finance/statements/${after.id}/pdf`)).rawPayload).join('\n');
    expect(pdf).toContain('Sales adjustment');
    expect(pdf).toContain('Net ₱30,547.30 to ₱1.00');
    expect(pdf).toContain('Royalty -₱1,832.78, fee -₱610.93');
    expect(pdf).toContain('-₱2,443.71');
    expect(pdf).toContain('This invoice');
    const invPdf = pdfPages((await api(t, f.cookie).get(`/api/invoices/${inv.id}/pdf`)).rawPayload).join('\n');
    expect(invPdf).toContain('Sales adjustment Sep 1, 2026 (net ₱30,547.30 to ₱1.00)');
    expect(invPdf).toContain('-₱2,443.71');

    const report = await reconcileRoyalties(t.db);
    expect(report.mismatches).toEqual([]);
    expect(report.zeroInvoices).toEqual([]);
    expect(report.checked).toBeGreaterThanOrEqual(3);
  });

  it('a correction of an invoiced month awaiting review is reported by the reconciliation as awaiting review, a rejection books the loss', async () => {
    const sep3 = await day(f, '2026-09-03', 500_000, 'submitted');
    await decide([sep3.id]);
    await correct(f, sep3.id, 600_000);
    const report = await reconcileRoyalties(t.db);
    expect(report.mismatches).toEqual([]);
    expect(report.awaitingReview.map((a) => a.month)).toContain('2026-09');
    await decide([sep3.id], 'reject');
    const adj = await t.db.select().from(royaltyAdjustments).where(eq(royaltyAdjustments.salesDate, '2026-09-03'));
    // approved 500,000 (booked +40,000 pending), then rejected (−40,000): nothing billed twice, nothing lost.
    expect(adj.map((a) => a.amountCentavos).sort()).toEqual([-40_000, 40_000]);
    const after = await reconcileRoyalties(t.db);
    expect(after.mismatches).toEqual([]);
    expect(after.awaitingReview).toEqual([]);
  });
});

describe('a credit larger than the next month’s charges', () => {
  /** September invoiced at ₱30,547.30 of net, then corrected to ₱1.00: −₱2,443.71 of credit against October's ₱800.00. */
  async function overCredited() {
    const f = await makeFranchisee(t, brandId);
    const sep = (await day(f, '2026-09-01', 3_054_730)).id;
    expect((await reviewAndApprove((await calculate(f, '2026-09')).id)).json()).toMatchObject({
      status: 'invoiced',
      chargesCentavos: 244_379,
    });
    await correct(f, sep, 100, 'Typed ₱30,547.30 instead of ₱1.00');
    await decide([sep]);
    await day(f, '2026-10-01', 1_000_000);
    const oct = await calculate(f, '2026-10');
    // Royalty 60,000 + fee 20,000 − 244,371 of sales adjustment.
    expect(oct).toMatchObject({ chargesCentavos: -164_371, adjustmentsCentavos: -244_371 });
    return { f, oct };
  }
  const invoicedTotal = async (f: Franchisee) =>
    (await t.db.select().from(invoices).where(eq(invoices.locationId, f.location.id))).reduce((n, i) => n + i.amountCentavos, 0);

  it('closes the month with nothing to bill and carries the rest to the next calculation: nothing lost, no ₱0 invoice, reconciliation holds', async () => {
    const { f, oct } = await overCredited();
    const seq = await lastInvoiceSeq();
    const res = await reviewAndApprove(oct.id, { confirmedChargesCentavos: -164_371 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'nothing_to_bill', invoice: null, chargesCentavos: 0 });
    expect(res.json().adjustments.at(-1)).toMatchObject({
      amountCentavos: 164_371,
      reason: 'Credit of ₱1,643.71 carried to the next statement',
      sales: null,
    });
    expect(await lastInvoiceSeq()).toBe(seq);
    const [approved] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'royalty.approved'), eq(auditLog.targetId, oct.id)));
    expect(approved.after).toMatchObject({ creditCarriedForwardCentavos: 164_371 });

    await day(f, '2026-11-02', 5_000_000);
    const nov = await calculate(f, '2026-11');
    expect(nov.adjustments).toMatchObject([{ amountCentavos: -164_371, reason: 'Credit carried forward from October 2026', sales: null }]);
    expect(nov).toMatchObject({ royaltyCentavos: 300_000, marketingFeeCentavos: 100_000, chargesCentavos: 235_629 });
    expect((await reviewAndApprove(nov.id)).json()).toMatchObject({ status: 'invoiced', chargesCentavos: 235_629 });

    // Invoiced in all (₱2,443.79 for September, ₱2,356.29 for November) = royalty and fee of every month's approved
    // net as it stands now: September ₱0.08, October ₱800.00, November ₱4,000.00.
    expect(await invoicedTotal(f)).toBe(8 + 80_000 + 400_000);
    const report = await reconcileRoyalties(t.db);
    expect(report.mismatches).toEqual([]);
    expect(report.zeroInvoices).toEqual([]);
    const left = await t.db.select().from(royaltyAdjustments).where(eq(royaltyAdjustments.locationId, f.location.id));
    expect(left.filter((a) => a.statementId === null)).toEqual([]);
    // The statement PDF names the carried credit as its own line.
    const pdf = pdfPages((await api(t, f.cookie).get(`/api/finance/statements/${nov.id}/pdf`)).rawPayload).join('\n');
    expect(pdf).toContain('Credit carried forward from October 2026');
  });

  it('lands the credit on a later statement already open, sending a reviewed one back to calculated', async () => {
    const { f, oct } = await overCredited();
    await day(f, '2026-11-02', 5_000_000);
    const nov = await calculate(f, '2026-11');
    expect((await hqApi().post(`/api/finance/statements/${nov.id}/review`, {})).statusCode).toBe(200);
    expect((await reviewAndApprove(oct.id)).json()).toMatchObject({ status: 'nothing_to_bill', chargesCentavos: 0 });
    const after = await statement(f, '2026-11');
    expect(after).toMatchObject({ status: 'calculated', chargesCentavos: 235_629 });
    expect(after.adjustments).toMatchObject([{ amountCentavos: -164_371, reason: 'Credit carried forward from October 2026' }]);
    // A recalculation keeps the line once.
    expect((await calculate(f, '2026-11')).chargesCentavos).toBe(235_629);
    expect((await reconcileRoyalties(t.db)).mismatches).toEqual([]);
  });
});

describe('approval racing a correction', () => {
  it('a correction and an approval at the same moment never fail the server: one wins, the other is refused or follows', async () => {
    for (let round = 0; round < 4; round++) {
      const f = await makeFranchisee(t, brandId);
      const d1 = (await day(f, '2026-10-05', 1_000_000)).id;
      await day(f, '2026-10-06', 2_000_000);
      const oct = await calculate(f, '2026-10');
      expect((await hqApi().post(`/api/finance/statements/${oct.id}/review`, {})).statusCode).toBe(200);
      const [approve, correction] = await Promise.all([
        hqApi().post(`/api/finance/statements/${oct.id}/approve`, {}),
        api(t, f.cookie).post(`/api/sales/${d1}/correct`, { grossCentavos: 1_500_000, reason: 'Second terminal' }),
      ]);
      expect(correction.statusCode, correction.body).toBe(200);
      // Either the approval came first (invoiced), or the correction sent the statement back and the approval is refused.
      expect([200, 409], approve.body).toContain(approve.statusCode);
      const after = await statement(f, '2026-10');
      expect(after.status).toBe(approve.statusCode === 200 ? 'invoiced' : 'calculated');
      await decide([d1]);
    }
    expect((await reconcileRoyalties(t.db)).mismatches).toEqual([]);
  });
});

describe('two-person rule and ₱0 months', () => {
  it('above the threshold the first approval is recorded, the same person cannot complete it, a second head-office user invoices it', async () => {
    const f = await makeFranchisee(t, brandId);
    await day(f, '2026-08-01', 50_000_000); // ₱500,000 → ₱40,000 of charges
    const st = await calculate(f, '2026-08');
    expect(st.approval).toMatchObject({ thresholdCentavos: 2_500_000, needsTwoApprovers: true, firstApprovedBy: null });
    const first = await reviewAndApprove(st.id, { confirmedChargesCentavos: 4_000_000 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'reviewed', invoice: null });
    expect(first.json().approval.firstApprovedBy).not.toBeNull();
    const again = await hqApi().post(`/api/finance/statements/${st.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(FINANCE_MESSAGES.SECOND_APPROVER_NEEDED);
    const second = await api(t, hq2.cookie).post(`/api/finance/statements/${st.id}/approve`, { confirmedChargesCentavos: 4_000_000 });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ status: 'invoiced', invoice: { balanceCentavos: 4_000_000 } });
  });

  it('a month with nothing to bill makes no invoice and takes no number', async () => {
    const f = await makeFranchisee(t, brandId);
    const st = await calculate(f, '2026-07');
    expect(st.chargesCentavos).toBe(0);
    const before = await lastInvoiceSeq();
    const res = await reviewAndApprove(st.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'nothing_to_bill', invoice: null });
    expect(await lastInvoiceSeq()).toBe(before);
    expect(await t.db.select().from(invoices).where(eq(invoices.locationId, f.location.id))).toEqual([]);
  });
});

describe('payments: one bank reference once per invoice', () => {
  let invoiceId: string;
  beforeAll(async () => {
    const f = await makeFranchisee(t, brandId);
    await day(f, '2026-03-01', 10_000_000);
    const st = await calculate(f, '2026-03');
    invoiceId = (await reviewAndApprove(st.id)).json().invoice.id;
  });
  const pay = (cookie: string, reference: string | null) =>
    api(t, cookie).post(`/api/finance/invoices/${invoiceId}/payments`, {
      amountCentavos: 1_000,
      paidOn: '2026-04-02',
      method: 'bank_transfer',
      reference,
    });

  it('a reference already recorded on the invoice is refused with 409 (any case or spacing); blank references are not references', async () => {
    expect((await pay(hq.cookie, 'BDO-DUP-0001')).statusCode).toBe(201);
    const dup = await pay(hq2.cookie, 'BDO-DUP-0001');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(FINANCE_MESSAGES.DUPLICATE_REFERENCE);
    expect((await pay(hq2.cookie, ' bdo-dup-0001 ')).statusCode).toBe(409);
    expect((await pay(hq.cookie, null)).statusCode).toBe(201);
    expect((await pay(hq.cookie, null)).statusCode).toBe(201);
  });

  it('two users sending the same reference at the same moment: one payment', async () => {
    const [r1, r2] = await Promise.all([pay(hq.cookie, 'BDO-RACE-0001'), pay(hq2.cookie, 'BDO-RACE-0001')]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([201, 409]);
    const rows = await t.db
      .select()
      .from(invoicePayments)
      .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.reference, 'BDO-RACE-0001')));
    expect(rows).toHaveLength(1);
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(inv.paidCentavos).toBe(4_000);
  });
});

describe('royalties from the opening date (decision 021)', () => {
  /** A store that went live on 20 September 2026 (September has 30 days, so it traded 11 of them). */
  async function openedOnThe20th() {
    const f = await makeFranchisee(t, brandId);
    await t.db.update(locations).set({ openedOn: '2026-09-20' }).where(eq(locations.id, f.location.id));
    return f;
  }

  it('no statement for a month before the opening date, nor for a store still opening; the calculation says why', async () => {
    const f = await openedOnThe20th();
    const res = await hqApi().post('/api/finance/statements/calculate', { month: '2026-08', locationIds: [f.location.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ calculated: 0, notOpen: [{ location: { id: f.location.id }, openedOn: '2026-09-20' }] });
    expect(await statement(f, '2026-08')).toBeNull();

    const opening = await makeFranchisee(t, brandId);
    await t.db.update(locations).set({ status: 'opening' }).where(eq(locations.id, opening.location.id));
    const still = await hqApi().post('/api/finance/statements/calculate', { month: '2026-09', locationIds: [opening.location.id] });
    expect(still.json()).toMatchObject({ calculated: 0, notOpen: [{ location: { id: opening.location.id }, openedOn: null }] });
    expect(await statement(opening, '2026-09')).toBeNull();

    // The whole-network run skips them too: only trading stores (status open) are calculated, and one that opened
    // after the month is listed, not billed.
    const all = await hqApi().post('/api/finance/statements/calculate', { month: '2026-08' });
    expect(all.json().notOpen.map((n: { location: { id: string } }) => n.location.id)).toContain(f.location.id);
    expect(await statement(f, '2026-08')).toBeNull();
  });

  it('the first statement covers the 20th onwards: its days start on the opening date and its charges are the rates of the sales since', async () => {
    const f = await openedOnThe20th();
    await day(f, '2026-09-20', 1_000_000);
    await day(f, '2026-09-30', 2_000_000);
    const st = await calculate(f, '2026-09');
    expect(st).toMatchObject({ coversFrom: '2026-09-20', netSalesCentavos: 3_000_000, approvedDays: 2 });
    // 11 trading days (20–30 September), 2 reported: the 9 others are missing; nothing before the 20th is.
    expect(st.days.missingDates).toHaveLength(9);
    expect(st.days.missingDates[0]).toBe('2026-09-21');
    // No fixed monthly charge exists in the agreement, so nothing is prorated beyond the sales themselves.
    expect(st).toMatchObject({ royaltyCentavos: 180_000, marketingFeeCentavos: 60_000, chargesCentavos: 240_000 });
    const pdf = pdfPages((await hqApi().get(`/api/finance/statements/${st.id}/pdf`)).rawPayload).join('\n');
    expect(pdf).toContain(`Period: ${formatCalendarDate('2026-09-20')} – `);

    // A later month is a whole month again.
    expect((await calculate(f, '2026-10')).coversFrom).toBe('2026-10-01');
  });

  it('the reconciliation reports a closed statement of a month before the opening date', async () => {
    const f = await openedOnThe20th();
    await t.db.insert(royaltyStatements).values({
      locationId: f.location.id,
      periodMonth: '2026-08-01',
      netSalesCentavos: 0,
      royaltyRateBps: 600,
      marketingFeeRateBps: 200,
      royaltyCentavos: 0,
      marketingFeeCentavos: 0,
      amountDueCentavos: 0,
      status: 'nothing_to_bill',
    });
    const report = await reconcileRoyalties(t.db);
    expect(report.mismatches.filter((m) => m.location === f.location.code)).toEqual([
      expect.objectContaining({ month: '2026-08', problem: 'statement for a month before the opening date' }),
    ]);
  });
});
