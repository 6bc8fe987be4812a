import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { royaltyStatementRow } from '../../test/royalty-fixture';
import { api } from '../../test/ordering-fixture';
import {
  brands,
  categories,
  dailySales,
  invoicePayments,
  invoices,
  locationStock,
  locations,
  orderItems,
  orders,
  products,
  royaltyStatements,
  stockMovements,
  warehouseStock,
} from '../../db/schema';
import { addCalendarDays, manilaAt, manilaToday } from '../../../shared/time';
import { monthFraction, resolvePeriod } from '../../../shared/analytics.contracts';
import { splitPeriod } from './analytics-sql';
import { median } from '../../../shared/sales-integrity-stats';

/**
 * A small fixed network, every figure checked against a hand computation.
 *
 * Brand X: A (target ₱7,000/month, owner fA), B (target ₱4,000); Brand Y: C (no target, buys far more than it sells),
 * D (target ₱6,000, stopped reporting ten days ago); E (Brand X, closed, reported long ago). Amounts in centavos.
 *
 * March 2025 reported net: A 350,000 (3 days, 35 tx) · B 400,000 (2 days, 40 tx) · C 40,000 · D 60,000 = 850,000.
 */
let t: TestApp;
let hq: { cookie: string };
let fA: { cookie: string; userId: string };
const id: Record<string, string> = {};
const names: Record<string, string> = {};
const today = manilaToday();

beforeAll(async () => {
  t = await createTestApp();
  hq = await signUp(t, { role: 'franchisor' });
  fA = await signUp(t, { role: 'franchisee' });
  const others = await signUp(t, { role: 'franchisee' });
  const [bx, by] = await t.db
    .insert(brands)
    .values([
      { slug: 'an-x', name: 'Brand X' },
      { slug: 'an-y', name: 'Brand Y' },
    ])
    .returning();
  id.bx = bx.id;
  id.by = by.id;
  const base = { addressLine: '1 Main St', city: 'Makati', province: 'Metro Manila', status: 'open' as const };
  const locs = await t.db
    .insert(locations)
    .values([
      { ...base, code: 'AN-A', name: 'Alpha Store', brandId: bx.id, ownerId: fA.userId, monthlySalesTargetCentavos: 700_000 },
      { ...base, code: 'AN-B', name: 'Bravo Store', brandId: bx.id, ownerId: others.userId, monthlySalesTargetCentavos: 400_000 },
      { ...base, code: 'AN-C', name: 'Charlie Store', brandId: by.id, ownerId: others.userId },
      { ...base, code: 'AN-D', name: 'Delta Store', brandId: by.id, ownerId: others.userId, monthlySalesTargetCentavos: 600_000 },
      { ...base, code: 'AN-E', name: 'Echo Store', brandId: bx.id, status: 'closed' as const },
    ])
    .returning();
  for (const l of locs) {
    const key = l.code.slice(3);
    id[key] = l.id;
    names[key] = l.name;
  }

  const day = (
    loc: string,
    salesDate: string,
    net: number,
    tx: number,
    pay: { cash?: number; card?: number; digital?: number },
    extra = {},
  ) => ({
    locationId: id[loc]!,
    salesDate,
    grossCentavos: net,
    netCentavos: net,
    transactions: tx,
    cashCentavos: pay.cash ?? 0,
    cardCentavos: pay.card ?? 0,
    digitalCentavos: pay.digital ?? 0,
    status: 'submitted' as const,
    ...extra,
  });
  await t.db.insert(dailySales).values([
    day(
      'A',
      '2025-03-01',
      100_000,
      10,
      { cash: 60_000, card: 30_000, digital: 10_000 },
      { grossCentavos: 110_000, discountsCentavos: 5_000, refundsCentavos: 5_000 },
    ),
    day('A', '2025-03-15', 200_000, 20, { cash: 100_000, card: 50_000, digital: 50_000 }, { status: 'approved' as const }),
    day('A', '2025-03-31', 50_000, 5, { cash: 50_000 }),
    day('A', '2025-04-01', 70_000, 7, { card: 70_000 }),
    day('A', '2025-02-28', 30_000, 3, { cash: 30_000 }),
    // A draft is not reported: it counts nowhere.
    day('A', '2025-03-20', 999_900, 99, { cash: 999_900 }, { status: 'draft' as const }),
    day('B', '2025-03-05', 300_000, 30, { digital: 300_000 }),
    day('B', '2025-03-10', 100_000, 10, { card: 100_000 }),
    day('C', '2025-03-12', 40_000, 4, { cash: 40_000 }),
    day('D', '2025-03-03', 60_000, 6, { cash: 60_000 }),
    day('E', '2025-01-10', 10_000, 1, { cash: 10_000 }),
    // Recent reports: A, B and C report daily; D stopped ten days ago.
    day('A', addCalendarDays(today, -1), 1_000, 1, { cash: 1_000 }),
    day('B', addCalendarDays(today, -1), 1_000, 1, { cash: 1_000 }),
    day('C', addCalendarDays(today, -2), 1_000, 1, { cash: 1_000 }),
    day('D', addCalendarDays(today, -10), 1_000, 1, { cash: 1_000 }),
  ]);

  const [supplies, packaging] = await t.db
    .insert(categories)
    .values([
      { slug: 'an-supplies', name: 'Supplies' },
      { slug: 'an-packaging', name: 'Packaging' },
    ])
    .returning();
  const [p1, p2] = await t.db
    .insert(products)
    .values([
      { sku: 'AN-P1', name: 'Siomai pack', unit: 'pack', priceCentavos: 10_000, categoryId: supplies.id },
      { sku: 'AN-P2', name: 'Paper bags', unit: 'pack', priceCentavos: 5_000, categoryId: packaging.id },
    ])
    .returning();
  await t.db.insert(warehouseStock).values([
    { productId: p1.id, onHand: 50 },
    { productId: p2.id, onHand: 0 },
  ]);

  let n = 0;
  const order = async (loc: string, at: Date, status: (typeof orders.$inferInsert)['status'], lines: [typeof p1, number][]) => {
    const subtotal = lines.reduce((a, [p, q]) => a + p.priceCentavos * q, 0);
    n += 1;
    const [o] = await t.db
      .insert(orders)
      .values({
        orderNumber: `ORD-AN-${n}`,
        locationId: id[loc]!,
        status,
        subtotalCentavos: subtotal,
        vatCentavos: 0,
        shippingCentavos: 0,
        totalCentavos: subtotal,
        createdAt: at,
      })
      .returning();
    await t.db.insert(orderItems).values(
      lines.map(([p, q]) => ({
        orderId: o.id,
        productId: p.id,
        sku: p.sku,
        name: p.name,
        unitPriceCentavos: p.priceCentavos,
        quantity: q,
        lineTotalCentavos: p.priceCentavos * q,
      })),
    );
    return o;
  };
  await order('A', manilaAt('2025-03-02', 10), 'delivered', [
    [p1, 10],
    [p2, 4],
  ]);
  await order('B', manilaAt('2025-03-06', 9), 'approved', [[p1, 20]]);
  await order('C', manilaAt('2025-03-13', 9), 'delivered', [[p2, 40]]);
  await order('D', manilaAt('2025-03-04', 9), 'shipped', [[p1, 3]]);
  await order('B', manilaAt('2025-03-07', 9), 'cancelled', [[p2, 100]]);
  // Period boundaries are Manila days: 23:30 on Mar 31 is March, 00:30 on Apr 1 (16:30 UTC Mar 31) is April.
  await order('A', manilaAt('2025-03-31', 23, 30), 'pending_approval', [[p1, 1]]);
  await order('A', manilaAt('2025-04-01', 0, 30), 'pending_approval', [[p1, 2]]);

  await t.db.insert(locationStock).values([
    { locationId: id.A!, productId: p1.id, quantity: 8 },
    { locationId: id.A!, productId: p2.id, quantity: 2 },
    { locationId: id.B!, productId: p1.id, quantity: 20 },
    { locationId: id.C!, productId: p2.id, quantity: 30 },
  ]);
  const mv = (loc: string, productId: string, kind: 'delivery' | 'sale' | 'waste', delta: number, at: Date) => ({
    locationId: id[loc]!,
    productId,
    kind,
    onHandDelta: delta,
    createdAt: at,
  });
  await t.db
    .insert(stockMovements)
    .values([
      mv('A', p1.id, 'delivery', 10, manilaAt('2025-03-05', 10)),
      mv('A', p2.id, 'delivery', 4, manilaAt('2025-03-05', 10)),
      mv('A', p1.id, 'sale', -6, manilaAt('2025-03-20', 10)),
      mv('A', p2.id, 'waste', -2, manilaAt('2025-03-25', 10)),
      mv('A', p1.id, 'delivery', 4, manilaAt('2025-04-10', 10)),
      mv('B', p1.id, 'delivery', 20, manilaAt('2025-03-08', 10)),
    ]);

  const inv = (loc: string, number: string, amount: number, paid: number, issuedOn: string, status: 'sent' | 'cancelled' = 'sent') => ({
    invoiceNumber: number,
    kind: 'royalty' as const,
    locationId: id[loc]!,
    amountCentavos: amount,
    paidCentavos: paid,
    issuedOn,
    dueOn: addCalendarDays(issuedOn, 30),
    status,
  });
  const [i1, i2] = await t.db
    .insert(invoices)
    .values([
      inv('A', 'INV-AN-1', 28_000, 10_000, '2025-03-31'),
      inv('B', 'INV-AN-2', 32_000, 5_000, '2025-04-02'),
      inv('C', 'INV-AN-3', 5_000, 0, '2025-03-15', 'cancelled'),
    ])
    .returning();
  const [o1] = await t.db.select().from(orders).limit(1);
  await t.db.insert(invoices).values({
    invoiceNumber: 'INV-AN-ORDER',
    kind: 'order',
    orderId: o1.id,
    locationId: o1.locationId,
    amountCentavos: 120_000,
    issuedOn: '2025-03-02',
    dueOn: '2025-04-01',
  });
  await t.db.insert(invoicePayments).values([
    { invoiceId: i1.id, locationId: id.A!, amountCentavos: 10_000, paidOn: '2025-03-31', method: 'gcash' },
    { invoiceId: i2.id, locationId: id.B!, amountCentavos: 5_000, paidOn: '2025-04-03', method: 'cash' },
  ]);
  const statement = (loc: string, net: number, royalty: number, fee: number, status: 'calculated' | 'invoiced', invoiceId: string | null) =>
    royaltyStatementRow({
      locationId: id[loc]!,
      periodMonth: '2025-03-01',
      netSalesCentavos: net,
      royaltyCentavos: royalty,
      marketingFeeCentavos: fee,
      status,
      invoiceId,
    });
  await t.db
    .insert(royaltyStatements)
    .values([statement('A', 350_000, 21_000, 7_000, 'invoiced', i1.id), statement('B', 400_000, 24_000, 8_000, 'calculated', null)]);
}, 60_000);
afterAll(async () => t?.close());

const MARCH = 'period=custom&from=2025-03-01&to=2025-03-31';
const get = async (cookie: string, url: string) => {
  const res = await api(t, cookie).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('periods (Manila dates)', () => {
  it('resolves each period and the range it compares with: the same days of last month for this month, else equal length', () => {
    // Month to date compares as the dashboards do (src/shared/mtd-comparison.ts), not with Oct 8–31.
    expect(resolvePeriod({ period: 'this_month' }, '2026-11-24')).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-24',
      days: 24,
      previousFrom: '2026-10-01',
      previousTo: '2026-10-24',
      granularity: 'day',
    });
    expect(resolvePeriod({ period: 'last_month' }, '2026-03-15')).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
      days: 28,
      previousFrom: '2026-01-04',
      previousTo: '2026-01-31',
    });
    expect(resolvePeriod({ period: 'last_month' }, '2026-01-05')).toMatchObject({ from: '2025-12-01', to: '2025-12-31', days: 31 });
    expect(resolvePeriod({ period: 'quarter' }, '2026-11-24')).toMatchObject({
      from: '2026-10-01',
      to: '2026-11-24',
      days: 55,
      previousFrom: '2026-08-07',
      previousTo: '2026-09-30',
    });
    expect(resolvePeriod({ period: 'ytd' }, '2026-11-24')).toMatchObject({
      from: '2026-01-01',
      to: '2026-11-24',
      days: 328,
      granularity: 'month',
    });
    expect(resolvePeriod({ period: 'custom', from: '2025-03-01', to: '2025-03-31' }, '2026-11-24')).toMatchObject({
      days: 31,
      previousFrom: '2025-01-29',
      previousTo: '2025-02-28',
    });
  });
  it('prorates a monthly target by the share of each month inside the period', () => {
    expect(monthFraction('2025-03-01', '2025-03-31')).toBe(1);
    expect(monthFraction('2025-03-10', '2025-04-05')).toBeCloseTo(22 / 31 + 5 / 30, 10);
    expect(monthFraction('2024-02-01', '2024-02-15')).toBeCloseTo(15 / 29, 10);
  });
  it('reads whole months from the rollup and the partial ends by day', () => {
    expect(splitPeriod('2025-02-28', '2025-04-01')).toEqual({
      months: ['2025-03-01', '2025-03-01'],
      days: [
        ['2025-02-28', '2025-02-28'],
        ['2025-04-01', '2025-04-01'],
      ],
    });
    expect(splitPeriod('2025-03-10', '2025-04-05')).toEqual({
      months: null,
      days: [
        ['2025-03-10', '2025-03-31'],
        ['2025-04-01', '2025-04-05'],
      ],
    });
    expect(splitPeriod('2025-01-01', '2025-04-30')).toEqual({ months: ['2025-01-01', '2025-04-01'], days: [] });
    expect(median([2, 0.2, 2.6923, 2])).toBe(2);
    expect(median([3, 1, 2])).toBe(2);
  });
  it('refuses a custom range without dates, inverted or too long', async () => {
    for (const q of [
      'period=custom&from=2025-03-01',
      'period=custom&from=2025-03-31&to=2025-03-01',
      'period=custom&from=2022-01-01&to=2025-01-01',
      'period=week',
    ]) {
      const res = await api(t, hq.cookie).get(`/api/analytics/network/sales?${q}`);
      expect(res.statusCode, q).toBe(422);
    }
  });
});

describe('head office: sales', () => {
  it('totals, change vs the previous period, by brand, location and payment method (whole month, from the rollup)', async () => {
    const s = await get(hq.cookie, `/api/analytics/network/sales?${MARCH}`);
    expect(s.period).toMatchObject({ from: '2025-03-01', to: '2025-03-31', days: 31, granularity: 'day' });
    expect(s.totals).toEqual({
      netCentavos: 850_000,
      grossCentavos: 860_000,
      transactions: 85,
      reportedDays: 7,
      averageTicketCentavos: 10_000,
    });
    // Previous 31 days (Jan 29 – Feb 28): only A's Feb 28.
    expect(s.previous).toMatchObject({ netCentavos: 30_000, transactions: 3, reportedDays: 1 });
    expect(s.change).toEqual({ netPercent: 2733.3, transactionsPercent: 2733.3 });
    expect(s.byBrand).toEqual([
      { brandId: id.bx, brandName: 'Brand X', netCentavos: 750_000, locations: 2 },
      { brandId: id.by, brandName: 'Brand Y', netCentavos: 100_000, locations: 2 },
    ]);
    expect(
      s.byLocation.map((x: { locationName: string; netCentavos: number; transactions: number; reportedDays: number }) => [
        x.locationName,
        x.netCentavos,
        x.transactions,
        x.reportedDays,
      ]),
    ).toEqual([
      ['Bravo Store', 400_000, 40, 2],
      ['Alpha Store', 350_000, 35, 3],
      ['Delta Store', 60_000, 6, 1],
      ['Charlie Store', 40_000, 4, 1],
    ]);
    expect(s.byPayment).toEqual([
      { method: 'cash', label: 'Cash', amountCentavos: 310_000 },
      { method: 'card', label: 'Card', amountCentavos: 180_000 },
      { method: 'digital', label: 'Digital', amountCentavos: 360_000 },
    ]);
    expect(s.networkAverage).toEqual({ netCentavos: 212_500, transactions: 21, reportingLocations: 4 });
    expect(s.series).toHaveLength(31);
    const at = (d: string) => s.series.find((x: { bucket: string }) => x.bucket === d);
    expect(at('2025-03-01')).toEqual({ bucket: '2025-03-01', netCentavos: 100_000, transactions: 10 });
    expect(at('2025-03-05')).toEqual({ bucket: '2025-03-05', netCentavos: 300_000, transactions: 30 });
    expect(at('2025-03-20')).toEqual({ bucket: '2025-03-20', netCentavos: 0, transactions: 0 });
    expect(s.series.reduce((a: number, x: { netCentavos: number }) => a + x.netCentavos, 0)).toBe(850_000);
  });

  it('partial months come from the day rows; a month plus partial ends adds both', async () => {
    const partial = await get(hq.cookie, '/api/analytics/network/sales?period=custom&from=2025-03-10&to=2025-04-05');
    // A: 15th 200,000 + 31st 50,000 + Apr 1st 70,000 (the draft on the 20th never counts); B: 10th; C: 12th.
    expect(partial.totals.netCentavos).toBe(320_000 + 100_000 + 40_000);
    const mixed = await get(hq.cookie, `/api/analytics/network/sales?period=custom&from=2025-02-28&to=2025-04-01&locationId=${id.A}`);
    expect(mixed.totals).toMatchObject({ netCentavos: 30_000 + 350_000 + 70_000, transactions: 45, reportedDays: 5 });
  });

  it('charts a long period by month', async () => {
    const s = await get(hq.cookie, '/api/analytics/network/sales?period=custom&from=2025-01-01&to=2025-04-30');
    expect(s.period.granularity).toBe('month');
    expect(s.series).toEqual([
      { bucket: '2025-01', netCentavos: 10_000, transactions: 1 },
      { bucket: '2025-02', netCentavos: 30_000, transactions: 3 },
      { bucket: '2025-03', netCentavos: 850_000, transactions: 85 },
      { bucket: '2025-04', netCentavos: 70_000, transactions: 7 },
    ]);
  });

  it('filters by brand or location; the network average stays the whole network', async () => {
    const y = await get(hq.cookie, `/api/analytics/network/sales?${MARCH}&brandId=${id.by}`);
    expect(y.totals.netCentavos).toBe(100_000);
    expect(y.networkAverage.netCentavos).toBe(212_500);
    const b = await get(hq.cookie, `/api/analytics/network/sales?${MARCH}&locationId=${id.B}`);
    expect(b.byLocation).toHaveLength(1);
    expect(b.totals.netCentavos).toBe(400_000);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api(t, hq.cookie).get(`/api/analytics/network/sales?${MARCH}&locationId=${unknown}`)).statusCode).toBe(404);
    expect((await api(t, hq.cookie).get(`/api/analytics/network/sales?${MARCH}&brandId=${unknown}`)).statusCode).toBe(404);
  });

  it('this month runs from the 1st to today', async () => {
    const s = await get(hq.cookie, '/api/analytics/network/sales');
    const first = `${today.slice(0, 8)}01`;
    expect(s.period).toMatchObject({ period: 'this_month', from: first, to: today });
    const recent = [addCalendarDays(today, -1), addCalendarDays(today, -1), addCalendarDays(today, -2), addCalendarDays(today, -10)];
    expect(s.totals.netCentavos).toBe(recent.filter((d) => d >= first).length * 1_000);
    // Nobody has reported today yet: the trend stops at yesterday instead of dropping to ₱0.
    const days = Number(today.slice(8, 10));
    expect(s.series).toHaveLength(days - 1);
    if (days > 1) expect(s.series.at(-1).bucket).toBe(addCalendarDays(today, -1));
  });

  it('shows today in the trend once a location has reported it', async () => {
    const [row] = await t.db
      .insert(dailySales)
      .values({
        locationId: id.D!,
        salesDate: today,
        grossCentavos: 2_500,
        netCentavos: 2_500,
        transactions: 2,
        cashCentavos: 2_500,
        status: 'submitted',
      })
      .returning();
    try {
      const s = await get(hq.cookie, '/api/analytics/network/sales');
      expect(s.series.at(-1)).toEqual({ bucket: today, netCentavos: 2_500, transactions: 2 });
      expect(s.series).toHaveLength(Number(today.slice(8, 10)));
    } finally {
      await t.db.delete(dailySales).where(eq(dailySales.id, row.id));
    }
  });
});

describe('head office: performance', () => {
  it('ranks locations against the prorated target and the network average', async () => {
    const p = await get(hq.cookie, `/api/analytics/network/performance?${MARCH}`);
    expect(p.monthFraction).toBe(1);
    expect(p.networkAverage).toEqual({ netCentavos: 212_500, reportingLocations: 4, targetPercent: 47.6 });
    expect(p.rows).toEqual([
      {
        rank: 1,
        locationId: id.B,
        locationName: 'Bravo Store',
        brandName: 'Brand X',
        netCentavos: 400_000,
        monthlyTargetCentavos: 400_000,
        targetCentavos: 400_000,
        targetPercent: 100,
        vsAveragePercent: 188.2,
      },
      {
        rank: 2,
        locationId: id.A,
        locationName: 'Alpha Store',
        brandName: 'Brand X',
        netCentavos: 350_000,
        monthlyTargetCentavos: 700_000,
        targetCentavos: 700_000,
        targetPercent: 50,
        vsAveragePercent: 164.7,
      },
      {
        rank: 3,
        locationId: id.D,
        locationName: 'Delta Store',
        brandName: 'Brand Y',
        netCentavos: 60_000,
        monthlyTargetCentavos: 600_000,
        targetCentavos: 600_000,
        targetPercent: 10,
        vsAveragePercent: 28.2,
      },
      {
        rank: 4,
        locationId: id.C,
        locationName: 'Charlie Store',
        brandName: 'Brand Y',
        netCentavos: 40_000,
        monthlyTargetCentavos: null,
        targetCentavos: null,
        targetPercent: null,
        vsAveragePercent: 18.8,
      },
    ]);
  });
  it('prorates targets over a period spanning parts of two months', async () => {
    const p = await get(hq.cookie, '/api/analytics/network/performance?period=custom&from=2025-03-10&to=2025-04-05');
    const a = p.rows.find((x: { locationId: string }) => x.locationId === id.A);
    // 700,000 × (22/31 + 5/30) = 613,440.86 → 613,441; 320,000 ÷ 613,441 = 52.2 %.
    expect(a).toMatchObject({ netCentavos: 320_000, targetCentavos: 613_441, targetPercent: 52.2 });
    // D is open with no sales in the period: listed with zero; E is closed and silent: not listed.
    expect(p.rows.find((x: { locationId: string }) => x.locationId === id.D)).toMatchObject({
      netCentavos: 0,
      targetCentavos: 525_806,
      targetPercent: 0,
    });
    expect(p.rows.some((x: { locationId: string }) => x.locationId === id.E)).toBe(false);
    // Reporting: A, B, C → (320,000 + 100,000 + 40,000) ÷ 3.
    expect(p.networkAverage.netCentavos).toBe(153_333);
  });
});

describe('head office: inventory', () => {
  it('purchases by category, stock value and turns', async () => {
    const i = await get(hq.cookie, `/api/analytics/network/inventory?${MARCH}`);
    expect(i.purchasesByCategory).toEqual([
      // Supplies: A 10 + 1 (23:30 on Mar 31), B 20, D 3; the cancelled order and A's 00:30 Apr 1 order are out.
      { categoryId: expect.any(String), categoryName: 'Supplies', units: 34, amountCentavos: 340_000, orders: 4 },
      { categoryId: expect.any(String), categoryName: 'Packaging', units: 44, amountCentavos: 220_000, orders: 2 },
    ]);
    expect(i.purchaseTotals).toEqual({ units: 78, amountCentavos: 560_000, orders: 5 });
    expect(i.byLocation).toEqual([
      // A: now 10; after the period +4 → end 6; within +10 +4 −6 −2 = +6 → start 0; average 3; out 8; turns 8 ÷ 3.
      { locationId: id.A, locationName: 'Alpha Store', units: 10, valueCentavos: 90_000, unitsOut: 8, averageOnHand: 3, turns: 2.67 },
      { locationId: id.B, locationName: 'Bravo Store', units: 20, valueCentavos: 200_000, unitsOut: 0, averageOnHand: 10, turns: 0 },
      { locationId: id.C, locationName: 'Charlie Store', units: 30, valueCentavos: 150_000, unitsOut: 0, averageOnHand: 30, turns: 0 },
    ]);
    expect(i.stockTotals).toEqual({ units: 60, valueCentavos: 440_000, unitsOut: 8, averageOnHand: 43, turns: 0.19 });
    expect(i.warehouseValueCentavos).toBe(500_000);
    expect(i.networkAverage).toEqual({
      purchaseCentavos: 140_000,
      purchasingLocations: 4,
      stockValueCentavos: 146_667,
      stockedLocations: 3,
      turns: 0.19,
    });
  });
});

describe('head office: financial', () => {
  it('revenue and royalties due, billed, collected and outstanding by month', async () => {
    const f = await get(hq.cookie, '/api/analytics/network/financial?period=custom&from=2025-03-01&to=2025-04-30');
    expect(f.months).toEqual([
      { month: '2025-03', revenueCentavos: 850_000, royaltyDueCentavos: 60_000, billedCentavos: 28_000, collectedCentavos: 10_000 },
      { month: '2025-04', revenueCentavos: 70_000, royaltyDueCentavos: 0, billedCentavos: 32_000, collectedCentavos: 5_000 },
    ]);
    expect(f.totals).toEqual({
      revenueCentavos: 920_000,
      royaltyDueCentavos: 60_000,
      billedCentavos: 60_000,
      collectedCentavos: 15_000,
      outstandingCentavos: 45_000,
    });
    const march = await get(hq.cookie, `/api/analytics/network/financial?${MARCH}`);
    // The cancelled invoice and the order invoice never count.
    expect(march.totals).toEqual({
      revenueCentavos: 850_000,
      royaltyDueCentavos: 60_000,
      billedCentavos: 28_000,
      collectedCentavos: 10_000,
      outstandingCentavos: 18_000,
    });
  });
});

describe('head office: early warnings', () => {
  it('flags the location out of line with its purchases and the one that stopped reporting', async () => {
    const w = await get(hq.cookie, `/api/analytics/network/warnings?${MARCH}`);
    // Ratios: A 350,000 ÷ 130,000 = 2.69, B 2.00, C 0.20, D 2.00 → median 2.00; C is below half of it.
    expect(w.networkMedianRatio).toBe(2);
    expect(w.warnings).toHaveLength(2);
    const [ratio, stopped] = w.warnings;
    expect(ratio).toMatchObject({
      kind: 'sales_purchases_ratio',
      locationId: id.C,
      figures: { netSalesCentavos: 40_000, purchasesCentavos: 200_000, ratio: 0.2, networkMedianRatio: 2 },
    });
    expect(ratio.message).toBe(
      'Charlie Store reported ₱400.00 of net sales against ₱2,000.00 of purchases (0.20 : 1), below half the network median of 2.00 : 1. Sales may be under-reported, or stock is being wasted.',
    );
    expect(stopped).toMatchObject({
      kind: 'stopped_reporting',
      locationId: id.D,
      figures: { lastReportedOn: addCalendarDays(today, -10), daysSinceReport: 10 },
    });
    expect(stopped.message).toMatch(/^Delta Store is open but last reported sales for .+, 10 days ago; no report since\.$/);
    // The brand filter narrows the flags, not the median.
    const x = await get(hq.cookie, `/api/analytics/network/warnings?${MARCH}&brandId=${id.bx}`);
    expect(x).toMatchObject({ networkMedianRatio: 2, warnings: [] });
  });
});

describe('CSV exports', () => {
  it('exports a table as a CSV download with the figures of the page', async () => {
    const res = await api(t, hq.cookie).get(`/api/analytics/network/export.csv?${MARCH}&table=sales-by-location`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="analytics-sales-by-location-2025-03-01-to-2025-03-31.csv"; filename*=UTF-8''analytics-sales-by-location-2025-03-01-to-2025-03-31.csv`,
    );
    expect(
      res.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'Location,Brand,Reported days,Gross sales (PHP),Net sales (PHP),Transactions',
      'Bravo Store,Brand X,2,4000.00,4000.00,40',
      'Alpha Store,Brand X,3,3600.00,3500.00,35',
      'Delta Store,Brand Y,1,600.00,600.00,6',
      'Charlie Store,Brand Y,1,400.00,400.00,4',
    ]);
    const perf = await api(t, hq.cookie).get(`/api/analytics/network/export.csv?${MARCH}&table=performance`);
    expect(perf.body.split('\n')[1]).toBe('1,Bravo Store,Brand X,4000.00,4000.00,4000.00,100,188.2');
    const warn = await api(t, hq.cookie).get(`/api/analytics/network/export.csv?${MARCH}&table=warnings`);
    expect(warn.body).toContain('Charlie Store,Brand Y,Sales out of line with purchases,400.00,2000.00,0.2,2,,');
    const cats = await api(t, hq.cookie).get(`/api/analytics/network/export.csv?${MARCH}&table=purchases-by-category`);
    expect(cats.body.trim().split('\n').slice(1)).toEqual(['Supplies,4,34,3400.00', 'Packaging,2,44,2200.00']);
    const months = await api(t, fA.cookie).get(`/api/analytics/own/export.csv?${MARCH}&table=financial-by-month`);
    expect(months.body.trim().split('\n').slice(1)).toEqual(['2025-03,3500.00,280.00,280.00,100.00']);
    for (const table of ['sales-series', 'sales-by-brand', 'sales-by-payment', 'inventory-by-location']) {
      const r = await api(t, hq.cookie).get(`/api/analytics/network/export.csv?${MARCH}&table=${table}`);
      expect(r.statusCode, table).toBe(200);
    }
  });
});

describe('a franchisee', () => {
  it('sees only their own locations, with the network average beside them', async () => {
    const s = await get(fA.cookie, `/api/analytics/own/sales?${MARCH}`);
    expect(s.totals).toMatchObject({ netCentavos: 350_000, transactions: 35, reportedDays: 3 });
    expect(s.byLocation.map((x: { locationId: string }) => x.locationId)).toEqual([id.A]);
    expect(s.byBrand).toEqual([{ brandId: id.bx, brandName: 'Brand X', netCentavos: 350_000, locations: 1 }]);
    expect(s.byPayment.map((x: { amountCentavos: number }) => x.amountCentavos)).toEqual([210_000, 80_000, 60_000]);
    expect(s.networkAverage).toEqual({ netCentavos: 212_500, transactions: 21, reportingLocations: 4 });
    const p = await get(fA.cookie, `/api/analytics/own/performance?${MARCH}`);
    expect(p.rows).toEqual([expect.objectContaining({ rank: 1, locationId: id.A, targetPercent: 50, vsAveragePercent: 164.7 })]);
    expect(p.networkAverage).toEqual({ netCentavos: 212_500, reportingLocations: 4, targetPercent: 47.6 });
    const i = await get(fA.cookie, `/api/analytics/own/inventory?${MARCH}`);
    expect(i.purchaseTotals).toEqual({ units: 15, amountCentavos: 130_000, orders: 2 });
    expect(i.byLocation).toHaveLength(1);
    expect(i.warehouseValueCentavos).toBeNull();
    expect(i.networkAverage).toMatchObject({ purchaseCentavos: 140_000, stockValueCentavos: 146_667, turns: 0.19 });
    const f = await get(fA.cookie, `/api/analytics/own/financial?${MARCH}`);
    expect(f.totals).toEqual({
      revenueCentavos: 350_000,
      royaltyDueCentavos: 28_000,
      billedCentavos: 28_000,
      collectedCentavos: 10_000,
      outstandingCentavos: 18_000,
    });
    expect(f.networkAverage).toEqual({ revenueCentavos: 212_500, reportingLocations: 4 });
    // Nothing about another location, anywhere.
    const all = JSON.stringify([s, p, i, f]);
    for (const other of ['B', 'C', 'D', 'E']) {
      expect(all).not.toContain(id[other]);
      expect(all).not.toContain(names[other]);
    }
  });

  it('cannot ask for another location, the network endpoints, or the warnings', async () => {
    const f = api(t, fA.cookie);
    expect((await f.get(`/api/analytics/own/sales?${MARCH}&locationId=${id.B}`)).statusCode).toBe(404);
    expect((await f.get(`/api/analytics/own/export.csv?${MARCH}&table=sales-by-location&locationId=${id.C}`)).statusCode).toBe(404);
    expect((await f.get(`/api/analytics/own/sales?${MARCH}&locationId=${id.A}`)).statusCode).toBe(200);
    for (const area of ['sales', 'performance', 'inventory', 'financial', 'warnings']) {
      expect((await f.get(`/api/analytics/network/${area}?${MARCH}`)).statusCode, area).toBe(403);
    }
    expect((await f.get(`/api/analytics/network/export.csv?${MARCH}&table=sales-by-location`)).statusCode).toBe(403);
    expect((await f.get(`/api/analytics/own/export.csv?${MARCH}&table=warnings`)).statusCode).toBe(422);
  });
});

describe('role-resolved paths', () => {
  it('/api/analytics/<area> answers head office with the network and a franchisee with their own locations', async () => {
    const net = await get(hq.cookie, `/api/analytics/sales?${MARCH}`);
    expect(net.totals.netCentavos).toBe(850_000);
    const mine = await get(fA.cookie, `/api/analytics/sales?${MARCH}&brandId=${id.by}`);
    expect(mine.totals.netCentavos).toBe(350_000);
    expect((await get(fA.cookie, `/api/analytics/performance?${MARCH}`)).rows).toHaveLength(1);
    expect((await api(t, fA.cookie).get(`/api/analytics/inventory?${MARCH}&locationId=${id.C}`)).statusCode).toBe(404);
    const admin = await signUp(t, { role: 'admin' });
    expect((await api(t, admin.cookie).get(`/api/analytics/financial?${MARCH}`)).statusCode).toBe(403);
  });
});

describe('other roles', () => {
  it('refuses admin, user, head office on the own endpoints, and anonymous callers', async () => {
    const admin = await signUp(t, { role: 'admin' });
    const user = await signUp(t, { role: 'user' });
    for (const who of [admin, user]) {
      expect((await api(t, who.cookie).get(`/api/analytics/network/sales?${MARCH}`)).statusCode).toBe(403);
      expect((await api(t, who.cookie).get(`/api/analytics/own/sales?${MARCH}`)).statusCode).toBe(403);
    }
    expect((await api(t, hq.cookie).get(`/api/analytics/own/sales?${MARCH}`)).statusCode).toBe(403);
    expect((await api(t, null).get(`/api/analytics/network/sales?${MARCH}`)).statusCode).toBe(401);
  });
});
