import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee } from '../../test/ordering-fixture';
import { dailySales, invoices, royaltyStatements } from '../../db/schema';
import { addCalendarDays, manilaMonth, manilaToday } from '../../../shared/time';

/** The financial summary against a small fixed data set on its own database (every figure hand-computed). */
let t: TestApp;
let f: Awaited<ReturnType<typeof makeFranchisee>>;
let other: Awaited<ReturnType<typeof makeFranchisee>>;
const current = manilaMonth();
const previous = manilaMonth(new Date(current.start.getTime() - 1));
const today = manilaToday();

beforeAll(async () => {
  t = await createTestApp();
  const brand = await makeBrand(t);
  f = await makeFranchisee(t, brand.id);
  other = await makeFranchisee(t, brand.id);
  const loc = f.location.id;
  const sale = (salesDate: string, net: number, status: 'approved' | 'submitted') =>
    t.db.insert(dailySales).values({ locationId: loc, salesDate, grossCentavos: net, netCentavos: net, status, source: 'seed' });
  await sale(current.firstDay, 100_000, 'approved');
  await sale(
    addCalendarDays(current.firstDay, 1) <= current.lastDay ? addCalendarDays(current.firstDay, 1) : current.firstDay,
    50_000,
    'submitted',
  );
  await sale(previous.firstDay, 200_000, 'approved');

  let n = 0;
  const invoice = async (dueInDays: number, amount: number, extra: Partial<typeof invoices.$inferInsert> = {}) =>
    (
      await t.db
        .insert(invoices)
        .values({
          invoiceNumber: `INV-SUM-${(n += 1)}-${crypto.randomUUID().slice(0, 6)}`,
          kind: 'royalty',
          locationId: loc,
          amountCentavos: amount,
          issuedOn: addCalendarDays(today, -130),
          dueOn: addCalendarDays(today, dueInDays),
          status: 'sent',
          ...extra,
        })
        .returning()
    )[0];
  // Last month's statement, invoiced for ₱300.00 of which ₱100.00 is paid: due in 10 days.
  const billed = await invoice(10, 30_000, { paidCentavos: 10_000 });
  await t.db.insert(royaltyStatements).values({
    locationId: loc,
    periodMonth: previous.firstDay,
    netSalesCentavos: 375_000,
    royaltyRateBps: 600,
    marketingFeeRateBps: 200,
    royaltyCentavos: 22_500,
    marketingFeeCentavos: 7_500,
    amountDueCentavos: 30_000,
    status: 'invoiced',
    invoiceId: billed.id,
  });
  await t.db.insert(royaltyStatements).values({
    locationId: loc,
    periodMonth: current.firstDay,
    netSalesCentavos: 100_000,
    royaltyRateBps: 600,
    marketingFeeRateBps: 200,
    royaltyCentavos: 6_000,
    marketingFeeCentavos: 2_000,
    amountDueCentavos: 8_000,
  });
  await invoice(5, 1_000); // current
  await invoice(-10, 2_000, { status: 'overdue' }); // 1–30
  await invoice(-45, 3_500, { paidCentavos: 500, status: 'overdue' }); // 31–60, balance 3,000
  await invoice(-75, 4_000, { status: 'overdue' }); // 61–90
  await invoice(-120, 5_000, { status: 'overdue' }); // 90+
  await invoice(-30, 9_000, { status: 'paid', paidCentavos: 9_000, paidAt: new Date() }); // settled: not a receivable
  await invoice(-30, 7_000, { status: 'cancelled' });
});
afterAll(async () => t?.close());

describe('financial summary', () => {
  it('head office: revenue and royalties per month for 12 months, receivables ageing on balances, totals', async () => {
    const hq = await signUp(t, { role: 'franchisor' });
    const res = await api(t, hq.cookie).get('/api/finance/summary');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.scope).toBe('network');
    expect(s.months).toHaveLength(12);
    expect(s.months.at(-1)).toEqual({
      month: current.month,
      reportedNetCentavos: 150_000,
      approvedNetCentavos: 100_000,
      royaltyBilledCentavos: 0,
      royaltyCollectedCentavos: 0,
      royaltyPendingCentavos: 0,
    });
    expect(s.months.at(-2)).toEqual({
      month: previous.month,
      reportedNetCentavos: 200_000,
      approvedNetCentavos: 200_000,
      royaltyBilledCentavos: 30_000,
      royaltyCollectedCentavos: 10_000,
      royaltyPendingCentavos: 20_000,
    });
    expect(s.ageing).toEqual([
      { bucket: 'current', count: 2, balanceCentavos: 21_000 },
      { bucket: 'd1_30', count: 1, balanceCentavos: 2_000 },
      { bucket: 'd31_60', count: 1, balanceCentavos: 3_000 },
      { bucket: 'd61_90', count: 1, balanceCentavos: 4_000 },
      { bucket: 'd90_plus', count: 1, balanceCentavos: 5_000 },
    ]);
    expect(s.totals).toEqual({
      receivablesCentavos: 35_000,
      overdueCentavos: 14_000,
      royaltyBilledCentavos: 30_000,
      royaltyCollectedCentavos: 10_000,
      royaltyPendingCentavos: 20_000,
      openStatements: 1,
    });
    const admin = await signUp(t, { role: 'admin' });
    expect((await api(t, admin.cookie).get('/api/finance/summary')).json()).toEqual(s);
  });

  it('a franchisee: their own balance, overdue part and next due invoice; another franchisee none of it', async () => {
    const mine = (await api(t, f.cookie).get('/api/finance/summary')).json();
    expect(mine).toMatchObject({ scope: 'own', balanceCentavos: 35_000, overdueCentavos: 14_000, locations: 1 });
    expect(mine.nextDue).toMatchObject({ dueOn: addCalendarDays(today, -120), balanceCentavos: 5_000 });
    expect((await api(t, other.cookie).get('/api/finance/summary')).json()).toEqual({
      scope: 'own',
      balanceCentavos: 0,
      overdueCentavos: 0,
      nextDue: null,
      locations: 1,
    });
  });
});
