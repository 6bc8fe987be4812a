import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { royaltyStatementRow } from '../../test/royalty-fixture';
import { api, makeBrand, makeProduct } from '../../test/ordering-fixture';
import {
  dailySales,
  dailySalesHistory,
  franchiseApplications,
  invoices,
  locationStock,
  locations,
  notifications,
  orderApprovals,
  orderStatusHistory,
  orders,
  royaltyStatements,
} from '../../db/schema';
import { manilaAt } from '../../../shared/time';
import { ZFranchiseeDashboard, ZFranchisorDashboard } from '../../../shared/dashboards.contracts';
import type { Actor } from '../../lib/rls';
import { rankLocations } from './dashboards.service';

/**
 * A small network with figures known by hand, read at a pinned instant: Wednesday 18 March 2026, 12:00 in Manila.
 * This month is 18 of 31 days in; "same days of last month" is 1–18 February; the week is Mon 16 – Sun 22 March;
 * the 30-day window is 17 February – 18 March.
 */
const NOW = manilaAt('2026-03-18', 12);

let t: TestApp;
let hq: Awaited<ReturnType<typeof signUp>>;
let maria: Awaited<ReturnType<typeof signUp>>;
let jose: Awaited<ReturnType<typeof signUp>>;
const L: Record<'alpha' | 'beta' | 'gamma' | 'delta', { id: string }> = {} as never;
const O: Record<string, { id: string; orderNumber: string }> = {};
const P: Record<string, { id: string }> = {};
const I: Record<string, { id: string; invoiceNumber: string }> = {};
const actor = (u: { userId: string }, role: Actor['role']): Actor => ({ userId: u.userId, role });

async function makeLocation(brandId: string, ownerId: string, name: string, status: 'open' | 'planning', target: number | null) {
  const [l] = await t.db
    .insert(locations)
    .values({
      brandId,
      ownerId,
      code: `D-${name.toUpperCase()}-${Math.random().toString(36).slice(2, 7)}`,
      name,
      addressLine: '1 Main St',
      city: 'Makati',
      province: 'Metro Manila',
      status,
      monthlySalesTargetCentavos: target,
    })
    .returning();
  return l;
}

type Status = 'draft' | 'submitted' | 'approved' | 'rejected' | 'corrected';
async function sale(
  locationId: string,
  salesDate: string,
  net: number,
  status: Status,
  extra: { discounts?: number; refunds?: number } = {},
) {
  const discounts = extra.discounts ?? 0;
  const refunds = extra.refunds ?? 0;
  const [row] = await t.db
    .insert(dailySales)
    .values({
      locationId,
      salesDate,
      grossCentavos: net + discounts + refunds,
      discountsCentavos: discounts,
      refundsCentavos: refunds,
      netCentavos: net,
      status,
      source: 'seed',
    })
    .returning();
  return row;
}

let orderSeq = 0;
async function order(key: string, locationId: string, status: (typeof orders.$inferInsert)['status'], total: number, createdAt: Date) {
  orderSeq += 1;
  const [o] = await t.db
    .insert(orders)
    .values({
      orderNumber: `ORD-20260318-9${String(orderSeq).padStart(5, '0')}`,
      locationId,
      placedBy: maria.userId,
      status,
      subtotalCentavos: total,
      vatCentavos: 0,
      shippingCentavos: 0,
      totalCentavos: total,
      createdAt,
    })
    .returning();
  O[key] = o;
  return o;
}

async function invoice(
  key: string,
  v: {
    kind: 'order' | 'royalty';
    orderId?: string;
    locationId: string;
    amount: number;
    paid: number;
    dueOn: string;
    status: 'sent' | 'paid' | 'overdue' | 'cancelled';
  },
) {
  const [inv] = await t.db
    .insert(invoices)
    .values({
      invoiceNumber: `INV-20260301-9${key}`,
      kind: v.kind,
      orderId: v.orderId,
      locationId: v.locationId,
      amountCentavos: v.amount,
      paidCentavos: v.paid,
      issuedOn: '2026-02-01',
      dueOn: v.dueOn,
      status: v.status,
    })
    .returning();
  I[key] = inv;
  return inv;
}

beforeAll(async () => {
  t = await createTestApp();
  hq = await signUp(t, { role: 'franchisor', fullName: 'Hana Office' });
  const hq2 = await signUp(t, { role: 'franchisor', fullName: 'Ben Approver' });
  maria = await signUp(t, { role: 'franchisee', fullName: 'Maria Cruz' });
  jose = await signUp(t, { role: 'franchisee', fullName: 'Jose Reyes' });
  const [brandA, brandB] = [await makeBrand(t, 'Siomai'), await makeBrand(t, 'Coffee')];
  L.alpha = await makeLocation(brandA.id, maria.userId, 'Alpha Store', 'open', 31_000_000);
  L.beta = await makeLocation(brandA.id, maria.userId, 'Beta Store', 'open', 6_200_000);
  L.gamma = await makeLocation(brandB.id, jose.userId, 'Gamma Store', 'open', null);
  // Not active: never ranked, never "missing", never the default of its owner's dashboard.
  L.delta = await makeLocation(brandB.id, jose.userId, 'Delta Store', 'planning', 5_000_000);

  // Daily sales. Reported = every status but draft.
  const a = L.alpha.id;
  await sale(a, '2026-03-18', 100_000, 'submitted');
  await sale(a, '2026-03-17', 200_000, 'approved');
  await sale(a, '2026-03-16', 300_000, 'submitted');
  await sale(a, '2026-03-15', 400_000, 'approved');
  await sale(a, '2026-03-02', 1_000_000, 'approved');
  await sale(a, '2026-03-10', 5_000_000, 'draft');
  await sale(a, '2026-02-18', 700_000, 'approved');
  await sale(a, '2026-02-19', 800_000, 'submitted');
  await sale(a, '2026-02-05', 600_000, 'approved');
  await sale(a, '2026-01-31', 999_999, 'approved');
  const b = L.beta.id;
  const betaToday = await sale(b, '2026-03-18', 50_000, 'submitted', { discounts: 5_000, refunds: 5_000 });
  await sale(b, '2026-03-17', 150_000, 'rejected');
  await sale(b, '2026-03-05', 100_000, 'corrected');
  await sale(b, '2026-02-10', 300_000, 'approved');
  const g = L.gamma.id;
  await sale(g, '2026-03-18', 20_000, 'submitted');
  await sale(g, '2026-03-01', 80_000, 'approved');
  await sale(g, '2026-02-28', 40_000, 'approved');

  // Orders (placed at known instants).
  await order('o1', a, 'pending_approval', 1_000_000, manilaAt('2026-03-18', 9));
  await order('o2', a, 'approved', 2_000_000, manilaAt('2026-03-10', 9));
  await order('o3', b, 'rejected', 5_000_000, manilaAt('2026-03-12', 9));
  await order('o4', b, 'cancelled', 7_000_000, manilaAt('2026-03-01', 9));
  await order('o5', g, 'delivered', 3_000_000, manilaAt('2026-02-20', 9));
  await order('o6', g, 'shipped', 600_000, manilaAt('2026-02-16', 23, 59)); // a minute before the window
  await order('o7', a, 'processing', 1_500_000, manilaAt('2026-02-17', 0)); // the window's first instant
  await order('o8', b, 'pending_approval', 400_000, manilaAt('2026-01-15', 9));

  // Invoices: overdue = sent/overdue and due before today; balance = amount − paid.
  await invoice('1', {
    kind: 'order',
    orderId: O.o2.id,
    locationId: a,
    amount: 2_000_000,
    paid: 500_000,
    dueOn: '2026-03-10',
    status: 'overdue',
  });
  await invoice('2', { kind: 'order', orderId: O.o7.id, locationId: a, amount: 1_500_000, paid: 0, dueOn: '2026-03-25', status: 'sent' });
  await invoice('3', {
    kind: 'order',
    orderId: O.o5.id,
    locationId: g,
    amount: 3_000_000,
    paid: 3_000_000,
    dueOn: '2026-03-01',
    status: 'paid',
  });
  await invoice('4', { kind: 'royalty', locationId: b, amount: 250_000, paid: 50_000, dueOn: '2026-03-15', status: 'sent' });
  await invoice('5', { kind: 'royalty', locationId: g, amount: 90_000, paid: 0, dueOn: '2026-04-14', status: 'sent' });
  // Due today: not overdue yet.
  await invoice('7', { kind: 'royalty', locationId: g, amount: 10_000, paid: 0, dueOn: '2026-03-18', status: 'sent' });
  await invoice('6', {
    kind: 'order',
    orderId: O.o3.id,
    locationId: b,
    amount: 5_000_000,
    paid: 0,
    dueOn: '2026-03-01',
    status: 'cancelled',
  });

  const statement = (
    locationId: string,
    periodMonth: string,
    status: 'approved' | 'invoiced' | 'reviewed',
    royalty: number,
    fee: number,
    invoiceId?: string,
  ) =>
    royaltyStatementRow({
      locationId,
      periodMonth,
      netSalesCentavos: royalty * 10,
      royaltyCentavos: royalty,
      marketingFeeCentavos: fee,
      status,
      invoiceId,
    });
  await t.db
    .insert(royaltyStatements)
    .values([
      statement(a, '2026-02-01', 'approved', 78_000, 26_000),
      statement(b, '2026-01-01', 'invoiced', 200_000, 50_000, I['4'].id),
      statement(g, '2026-02-01', 'reviewed', 30_000, 10_000),
    ]);

  // Warehouse: low = available at or below the reorder level.
  P.p1 = await makeProduct(t, { brandIds: [brandA.id], stock: 3, reorderLevel: 5, name: 'Siomai wrappers' });
  P.p2 = await makeProduct(t, { brandIds: [brandA.id], stock: 100, reorderLevel: 5, name: 'Soy sauce' });
  P.p3 = await makeProduct(t, { brandIds: [brandA.id], stock: 5, reorderLevel: 5, name: 'Chili oil' });
  await t.db.insert(locationStock).values([
    { locationId: a, productId: P.p1.id, quantity: 2, reorderPoint: 5 },
    { locationId: a, productId: P.p2.id, quantity: 10, reorderPoint: 5 },
    { locationId: a, productId: P.p3.id, quantity: 5, reorderPoint: 5 },
    { locationId: g, productId: P.p1.id, quantity: 0, reorderPoint: 5 },
  ]);

  // Announcements to Maria: four unread, one read; an unread order notification is not an announcement.
  const note = (title: string, day: string, read = false, type: 'system_announcement' | 'order_approved' = 'system_announcement') => ({
    recipientId: maria.userId,
    type,
    title,
    message: `${title} message`,
    createdAt: manilaAt(day, 8),
    readAt: read ? manilaAt(day, 9) : null,
  });
  await t.db
    .insert(notifications)
    .values([
      note('First', '2026-03-01'),
      note('Second', '2026-03-02'),
      note('Third', '2026-03-03'),
      note('Fourth', '2026-03-04'),
      note('Read one', '2026-03-05', true),
      note('Order news', '2026-03-06', false, 'order_approved'),
    ]);
  await t.db.insert(notifications).values({ ...note('For Jose', '2026-03-06'), recipientId: jose.userId });

  // Activity: the final approval is told by the status change; the first of two by the approval itself.
  await t.db.insert(orderStatusHistory).values([
    { orderId: O.o1.id, fromStatus: null, toStatus: 'pending_approval', actorId: maria.userId, createdAt: manilaAt('2026-03-18', 9) },
    { orderId: O.o2.id, fromStatus: 'pending_approval', toStatus: 'approved', actorId: hq.userId, createdAt: manilaAt('2026-03-11', 10) },
    { orderId: O.o3.id, fromStatus: 'pending_approval', toStatus: 'rejected', actorId: hq.userId, createdAt: manilaAt('2026-03-12', 10) },
  ]);
  await t.db.insert(orderApprovals).values([
    { orderId: O.o2.id, approverId: hq.userId, decision: 'approve', createdAt: manilaAt('2026-03-11', 10) },
    { orderId: O.o1.id, approverId: hq2.userId, decision: 'approve', createdAt: manilaAt('2026-03-18', 10) },
  ]);
  await t.db.insert(dailySalesHistory).values([
    {
      salesId: betaToday.id,
      locationId: b,
      fromStatus: null,
      toStatus: 'submitted',
      actorId: maria.userId,
      createdAt: manilaAt('2026-03-18', 11),
    },
    {
      salesId: betaToday.id,
      locationId: b,
      fromStatus: null,
      toStatus: 'draft',
      actorId: maria.userId,
      createdAt: manilaAt('2026-03-18', 10, 30),
    },
  ]);
});
afterAll(async () => t?.close());

describe('franchisor dashboard', () => {
  it('computes every network figure from the fixed data set', async () => {
    const d = ZFranchisorDashboard.parse(await t.ctx.dashboards.franchisor(NOW));
    expect(d.period).toEqual({
      today: '2026-03-18',
      yesterday: '2026-03-17',
      monthStart: '2026-03-01',
      lastMonthStart: '2026-02-01',
      lastMonthSameDaysEnd: '2026-02-18',
      weekStart: '2026-03-16',
      weekEnd: '2026-03-22',
      elapsedDays: 18,
      daysInMonth: 31,
    });
    // Today 100k + 50k + 20k; March (no draft) 2,000k + 300k + 100k; 1–18 Feb 1,300k + 300k; all Feb + 800k + 40k.
    expect(d.sales).toEqual({
      todayCentavos: 170_000,
      monthToDateCentavos: 2_400_000,
      lastMonthSameDaysCentavos: 1_600_000,
      lastMonthCentavos: 2_440_000,
      changePercent: 50,
    });
    expect(d.activeLocations).toBe(3);
    expect(d.pendingApprovals).toBe(2); // o1, and o8 from January
    // Window 17 Feb 00:00 – 18 Mar: o1 o2 o3 o4 o5 o7; kept (not rejected/cancelled) o1 o2 o5 o7 = 7,500k / 4.
    expect(d.orders).toEqual({ placedLast30Days: 6, keptLast30Days: 4, averageOrderValueCentavos: 1_875_000 });
    expect(d.lowStockCount).toBe(2); // 3 ≤ 5 and 5 ≤ 5
    // 2,000k − 500k (due 10 Mar) + 250k − 50k (due 15 Mar, still "sent"); due today, paid and cancelled ones never count.
    expect(d.overdueInvoices).toEqual({ count: 2, balanceCentavos: 1_700_000 });
    expect(d.royaltiesDue).toEqual({ invoicedBalanceCentavos: 300_000, approvedNotInvoicedCentavos: 104_000, totalCentavos: 404_000 });
    // submitted/corrected: alpha 18 Mar, 16 Mar, 19 Feb; beta 18 Mar, 5 Mar; gamma 18 Mar. Gamma has nothing for 17 Mar.
    expect(d.salesReview).toEqual({ awaitingReview: 6, missingYesterday: 1 });
  });

  it('ranks open locations against their prorated target, without-target ones after', async () => {
    const d = await t.ctx.dashboards.franchisor(NOW);
    // Alpha: 31,000k × 18/31 = 18,000k prorated, 2,000k → 11.1 %. Beta: 6,200k × 18/31 = 3,600k, 300k → 8.3 %.
    expect(
      d.ranking.top.map((r) => [r.name, r.monthToDateCentavos, r.targetCentavos, r.proratedTargetCentavos, r.progressPercent]),
    ).toEqual([
      ['Alpha Store', 2_000_000, 31_000_000, 18_000_000, 11.1],
      ['Beta Store', 300_000, 6_200_000, 3_600_000, 8.3],
    ]);
    expect(d.ranking.bottom).toEqual([]); // two ranked locations are all in the top five; none repeats below
    expect(d.ranking.withoutTarget.map((r) => [r.name, r.monthToDateCentavos, r.progressPercent])).toEqual([
      ['Gamma Store', 100_000, null],
    ]);
  });

  it('draws the 30-day trend with every day, drafts left out', async () => {
    const { trend } = await t.ctx.dashboards.franchisor(NOW);
    expect(trend).toHaveLength(30);
    expect(trend[0]).toEqual({ date: '2026-02-17', netCentavos: 0 });
    expect(trend.at(-1)).toEqual({ date: '2026-03-18', netCentavos: 170_000 });
    const at = (date: string) => trend.find((p) => p.date === date)?.netCentavos;
    expect([at('2026-02-18'), at('2026-02-19'), at('2026-02-28'), at('2026-03-01'), at('2026-03-10'), at('2026-03-17')]).toEqual([
      700_000, 800_000, 40_000, 80_000, 0, 350_000,
    ]);
    expect(trend.reduce((s, p) => s + p.netCentavos, 0)).toBe(700_000 + 800_000 + 40_000 + 2_400_000);
  });

  it('lists recent activity newest first, with who, what and a link', async () => {
    const { activity } = await t.ctx.dashboards.franchisor(NOW);
    expect(activity.map((a) => [a.kind, a.summary, a.actorName, a.locationName, a.href])).toEqual([
      ['sales', 'Sales for Mar 18, 2026 submitted', 'Maria Cruz', 'Beta Store', '/financial-dashboard?tab=sales'],
      ['order_approval', `Order ${O.o1.orderNumber} received its first approval`, 'Ben Approver', 'Alpha Store', `/orders/${O.o1.id}`],
      ['order_status', `Order ${O.o1.orderNumber} placed`, 'Maria Cruz', 'Alpha Store', `/orders/${O.o1.id}`],
      ['order_status', `Order ${O.o3.orderNumber} rejected`, 'Hana Office', 'Beta Store', `/orders/${O.o3.id}`],
      ['order_status', `Order ${O.o2.orderNumber} approved`, 'Hana Office', 'Alpha Store', `/orders/${O.o2.id}`],
    ]);
    expect(activity[0].at).toBe(manilaAt('2026-03-18', 11).toISOString());
  });

  it('answers head office over HTTP with the same figures, and refuses every other role', async () => {
    const res = await api(t, hq.cookie).get('/api/dashboards/franchisor');
    expect(res.statusCode).toBe(200);
    const body = ZFranchisorDashboard.parse(res.json());
    const pinned = await t.ctx.dashboards.franchisor(NOW);
    // Figures that do not depend on the day the suite runs.
    expect([body.activeLocations, body.pendingApprovals, body.lowStockCount, body.royaltiesDue, body.salesReview.awaitingReview]).toEqual([
      pinned.activeLocations,
      pinned.pendingApprovals,
      pinned.lowStockCount,
      pinned.royaltiesDue,
      pinned.salesReview.awaitingReview,
    ]);
    expect(body.activity).toEqual(pinned.activity);
    for (const role of ['franchisee', 'admin', 'user'] as const) {
      const other = await signUp(t, { role });
      const refused = await api(t, other.cookie).get('/api/dashboards/franchisor');
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().error.code).toBe('PERMISSION_DENIED');
    }
    expect((await api(t, maria.cookie).get('/api/dashboards/franchisor')).statusCode).toBe(403);
    expect((await api(t, null).get('/api/dashboards/franchisor')).statusCode).toBe(401);
  });
});

describe('franchisor dashboard: applications', () => {
  it('counts open applications (new, under review, interview) and the new ones among them', async () => {
    const before = (await t.ctx.dashboards.franchisor(NOW)).applications;
    const brand = await makeBrand(t, 'Applied');
    const statuses = ['new', 'new', 'under_review', 'interview', 'approved', 'rejected', 'withdrawn'] as const;
    await t.db.insert(franchiseApplications).values(
      statuses.map((status, i) => ({
        reference: `APP-20260318-${String(900_000 + i)}`,
        status,
        firstName: 'Ana',
        lastName: `Applicant ${i}`,
        email: `ana.${i}@example.com`,
        phone: '+63 917 000 0000',
        birthDate: '1990-01-01',
        addressLine: '1 Main St',
        city: 'Makati',
        province: 'Metro Manila',
        occupation: 'Teacher',
        yearsInBusiness: 1,
        hasFranchiseExperience: false,
        investmentRange: '50k-120k' as const,
        fundingSource: 'personal_savings' as const,
        brandId: brand.id,
        packageCode: 'A' as const,
        preferredProvince: 'Metro Manila',
        preferredCity: 'Makati',
      })),
    );
    const after = (await t.ctx.dashboards.franchisor(NOW)).applications;
    expect(after).toEqual({ open: before.open + 4, new: before.new + 2 });
  });
});

describe('franchisee dashboard', () => {
  it('shows the first open own location by default, with every figure', async () => {
    const d = ZFranchiseeDashboard.parse(await t.ctx.dashboards.franchisee(actor(maria, 'franchisee'), {}, NOW));
    expect(d.locations.map((l) => l.name)).toEqual(['Alpha Store', 'Beta Store']);
    const f = d.figures!;
    expect(f.location.id).toBe(L.alpha.id);
    // Week Mon 16 – Wed 18: 300k + 200k + 100k. Change: (2,000k − 1,300k) / 1,300k = 53.8 %.
    expect(f.sales).toEqual({
      todayCentavos: 100_000,
      weekCentavos: 600_000,
      monthToDateCentavos: 2_000_000,
      lastMonthSameDaysCentavos: 1_300_000,
      lastMonthCentavos: 2_100_000,
      changePercent: 53.8,
    });
    // 2,000k of 18,000k prorated = 11.1 %; of the whole 31,000k month = 6.5 %.
    expect(f.target).toEqual({
      targetCentavos: 31_000_000,
      proratedTargetCentavos: 18_000_000,
      progressPercent: 11.1,
      monthProgressPercent: 6.5,
    });
    expect(f.openOrders.count).toBe(3);
    expect(f.openOrders.items.map((o) => [o.orderNumber, o.status])).toEqual([
      [O.o1.orderNumber, 'pending_approval'],
      [O.o2.orderNumber, 'approved'],
      [O.o7.orderNumber, 'processing'],
    ]);
    expect(f.lowStock).toEqual({
      count: 2,
      items: [
        { productId: P.p1.id, sku: expect.any(String), name: 'Siomai wrappers', quantity: 2, reorderPoint: 5 },
        { productId: P.p3.id, sku: expect.any(String), name: 'Chili oil', quantity: 5, reorderPoint: 5 },
      ],
    });
    expect(f.nextInvoice).toEqual({
      id: I['1'].id,
      invoiceNumber: I['1'].invoiceNumber,
      kind: 'order',
      dueOn: '2026-03-10',
      balanceCentavos: 1_500_000,
      overdue: true,
    });
    expect(f.trend).toHaveLength(30);
    expect(f.trend.reduce((s, p) => s + p.netCentavos, 0)).toBe(700_000 + 800_000 + 2_000_000);
    expect(d.announcements.unread).toBe(4);
    expect(d.announcements.latest.map((a) => a.title)).toEqual(['Fourth', 'Third', 'Second']);
    // Across both stores: alpha 1,500k (overdue) + 1,500k (due 25 Mar), beta 200k (overdue); cancelled never counts.
    expect(d.totalDue).toEqual({
      balanceCentavos: 3_200_000,
      overdueCentavos: 1_700_000,
      invoices: 3,
      locations: 2,
      byLocation: [
        { locationId: L.alpha.id, name: 'Alpha Store', balanceCentavos: 3_000_000 },
        { locationId: L.beta.id, name: 'Beta Store', balanceCentavos: 200_000 },
      ],
    });
  });

  it('switches to another own location', async () => {
    const d = await t.ctx.dashboards.franchisee(actor(maria, 'franchisee'), { locationId: L.beta.id }, NOW);
    const f = d.figures!;
    expect(f.location.name).toBe('Beta Store');
    // The rejected 17 March still counts as reported.
    expect(f.sales).toEqual({
      todayCentavos: 50_000,
      weekCentavos: 200_000,
      monthToDateCentavos: 300_000,
      lastMonthSameDaysCentavos: 300_000,
      lastMonthCentavos: 300_000,
      changePercent: 0,
    });
    expect(f.target).toEqual({
      targetCentavos: 6_200_000,
      proratedTargetCentavos: 3_600_000,
      progressPercent: 8.3,
      monthProgressPercent: 4.8,
    });
    expect(f.openOrders).toMatchObject({ count: 1, items: [{ orderNumber: O.o8.orderNumber }] });
    expect(f.lowStock).toEqual({ count: 0, items: [] });
    expect(f.nextInvoice).toMatchObject({ invoiceNumber: I['4'].invoiceNumber, kind: 'royalty', balanceCentavos: 200_000, overdue: true });
  });

  it('skips a location that is not open when choosing the default, and has no target without one', async () => {
    const d = await t.ctx.dashboards.franchisee(actor(jose, 'franchisee'), {}, NOW);
    expect(d.locations.map((l) => l.name)).toEqual(['Delta Store', 'Gamma Store']);
    const f = d.figures!;
    expect(f.location.name).toBe('Gamma Store');
    expect(f.sales).toMatchObject({
      todayCentavos: 20_000,
      weekCentavos: 20_000,
      monthToDateCentavos: 100_000,
      lastMonthSameDaysCentavos: 0,
    });
    expect(f.sales.changePercent).toBeNull();
    expect(f.target).toEqual({ targetCentavos: null, proratedTargetCentavos: null, progressPercent: null, monthProgressPercent: null });
    // o5 is delivered; o6 is shipped, still on its way.
    expect(f.openOrders).toMatchObject({ count: 1, items: [{ orderNumber: O.o6.orderNumber, status: 'shipped' }] });
    expect(f.nextInvoice).toMatchObject({ invoiceNumber: I['7'].invoiceNumber, overdue: false, balanceCentavos: 10_000 });
    expect(f.lowStock.count).toBe(1);
    expect(d.announcements).toMatchObject({ unread: 1, latest: [{ title: 'For Jose' }] });
    // Gamma's two royalty invoices (90k + 10k, neither overdue today); Delta has none.
    expect(d.totalDue).toMatchObject({ balanceCentavos: 100_000, overdueCentavos: 0, invoices: 2, locations: 2 });
  });

  it('shows the total due across every own location whichever location is picked, never another owner’s', async () => {
    // A franchisee with two stores: nothing unpaid at the first (its invoice is paid), ₱32,466.00 due at the second
    // (due far ahead: the HTTP answer is computed at the real clock, so it is not overdue whenever the suite runs).
    const ana = await signUp(t, { role: 'franchisee', fullName: 'Ana Dos Tiendas' });
    const brand = await makeBrand(t, 'Two Stores');
    const quiet = await makeLocation(brand.id, ana.userId, 'Aa Quiet Store', 'open', null);
    const owing = await makeLocation(brand.id, ana.userId, 'Bb Owing Store', 'open', null);
    await invoice('A1', { kind: 'royalty', locationId: quiet.id, amount: 500_000, paid: 500_000, dueOn: '2026-03-20', status: 'paid' });
    await invoice('A2', { kind: 'royalty', locationId: owing.id, amount: 3_246_600, paid: 0, dueOn: '2099-04-04', status: 'sent' });
    const a = api(t, ana.cookie);
    for (const query of ['', `?locationId=${quiet.id}`, `?locationId=${owing.id}`]) {
      const res = await a.get(`/api/dashboards/franchisee${query}`);
      expect(res.statusCode).toBe(200);
      const d = ZFranchiseeDashboard.parse(res.json());
      expect(d.totalDue).toEqual({
        balanceCentavos: 3_246_600,
        overdueCentavos: 0,
        invoices: 1,
        locations: 2,
        byLocation: [
          { locationId: quiet.id, name: 'Aa Quiet Store', balanceCentavos: 0 },
          { locationId: owing.id, name: 'Bb Owing Store', balanceCentavos: 3_246_600 },
        ],
      });
    }
    // The default (first open) location has nothing due of its own; the total still tells of the other.
    const first = ZFranchiseeDashboard.parse((await a.get('/api/dashboards/franchisee')).json());
    expect(first.figures).toMatchObject({ location: { id: quiet.id }, nextInvoice: null });
    // A franchisee with no location owes nothing on the dashboard.
    const fresh = await signUp(t, { role: 'franchisee' });
    expect((await api(t, fresh.cookie).get('/api/dashboards/franchisee')).json().totalDue).toEqual({
      balanceCentavos: 0,
      overdueCentavos: 0,
      invoices: 0,
      locations: 0,
      byLocation: [],
    });
  });

  it('never shows another franchisee’s location: 404, as for an unknown id', async () => {
    const a = api(t, maria.cookie);
    for (const id of [L.gamma.id, L.delta.id, crypto.randomUUID()]) {
      const res = await a.get(`/api/dashboards/franchisee?locationId=${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('RESOURCE_NOT_FOUND');
    }
    expect((await a.get('/api/dashboards/franchisee?locationId=nope')).statusCode).toBe(422);
    const own = await a.get(`/api/dashboards/franchisee?locationId=${L.beta.id}`);
    expect(own.statusCode).toBe(200);
    const body = ZFranchiseeDashboard.parse(own.json());
    expect(body.figures?.location.id).toBe(L.beta.id);
    expect(body.locations.map((l) => l.id).sort()).toEqual([L.alpha.id, L.beta.id].sort());
  });

  it('refuses head office, admin and user; a franchisee without a location gets the empty state', async () => {
    for (const role of ['franchisor', 'admin', 'user'] as const) {
      const other = role === 'franchisor' ? hq : await signUp(t, { role });
      const res = await api(t, other.cookie).get(`/api/dashboards/franchisee?locationId=${L.alpha.id}`);
      expect(res.statusCode, role).toBe(403);
    }
    const fresh = await signUp(t, { role: 'franchisee' });
    const res = await api(t, fresh.cookie).get('/api/dashboards/franchisee');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ locations: [], figures: null, announcements: { unread: 0, latest: [] } });
  });
});

describe('ranking against target', () => {
  const row = (name: string, progressPercent: number | null, monthToDateCentavos = 0) => ({
    locationId: crypto.randomUUID(),
    code: name,
    name,
    brandName: 'Brand',
    monthToDateCentavos,
    targetCentavos: progressPercent === null ? null : 100,
    proratedTargetCentavos: progressPercent === null ? null : 100,
    progressPercent,
  });
  it('takes the best five and the weakest five without repeating one, weakest first, untargeted last', () => {
    const rows = [10, 80, 30, 95, 50, 60, 20, 70].map((p) => row(`L${p}`, p));
    const r = rankLocations([...rows, row('No target B', null, 5), row('No target A', null, 9)]);
    expect(r.top.map((x) => x.progressPercent)).toEqual([95, 80, 70, 60, 50]);
    expect(r.bottom.map((x) => x.progressPercent)).toEqual([10, 20, 30]);
    expect(r.withoutTarget.map((x) => x.name)).toEqual(['No target A', 'No target B']);
    const many = rankLocations([5, 15, 25, 35, 45, 55, 65, 75, 85, 95, 100, 0].map((p) => row(`M${p}`, p)));
    expect(many.bottom.map((x) => x.progressPercent)).toEqual([0, 5, 15, 25, 35]);
  });
});
