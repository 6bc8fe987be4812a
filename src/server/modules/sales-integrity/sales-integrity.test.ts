import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createAppWithHeadOffice, signUp, type SignedUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeProduct } from '../../test/ordering-fixture';
import { attemptAs } from '../../test/rls-attempt';
import { auditLog, dailySales, locations, orderItems, orderStatusHistory, orders, salesIntegrityFlags } from '../../db/schema';
import { addCalendarDays, manilaAt, weekdayOf } from '../../../shared/time';
import { ZIntegrityList, ZIntegrityLocation, type IntegrityLocation } from '../../../shared/sales-integrity.contracts';

/**
 * Sales integrity on a generated network (decision 024): one brand of 8 stores whose purchases match their sales with
 * a few percent of noise, each store but the first carrying one anomaly, and a small brand of 2 that is judged against
 * the whole network. The clock is fixed: the checks run on 2026-05-20, so February–April are the judged months.
 */
const NOW = new Date('2026-05-20T02:00:00Z'); // 10:00 in Manila
const AS_OF = '2026-05-19';
const FROM = '2026-01-05';
const YIELD = 150_000; // ₱1,500 of sales per pack

let t: TestApp;
let hq: SignedUp;
let owner: SignedUp;
let other: SignedUp;
const stores: { id: string; name: string }[] = [];
let productId = '';
let brandId = '';

let rnd = 42;
const noise = () => ((rnd = (rnd * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 2 - 1; // uniform in [−1, 1]

type Anomaly = 'none' | 'under' | 'round' | 'identical' | 'missing' | 'drop' | 'slow' | 'cash';
const ANOMALIES: Anomaly[] = ['none', 'under', 'round', 'identical', 'missing', 'drop', 'slow', 'cash'];

async function makeStore(brand: string, name: string, anomaly: Anomaly) {
  const [loc] = await t.db
    .insert(locations)
    .values({
      brandId: brand,
      ownerId: owner.userId,
      code: `INT-${stores.length}`,
      name,
      addressLine: '1 Main St',
      city: 'Makati',
      province: 'Metro Manila',
      status: 'open',
      openedOn: '2025-01-01',
      royaltyRateBps: 600,
    })
    .returning();
  stores.push({ id: loc.id, name });
  const nets = new Map<string, number>();
  const rows: (typeof dailySales.$inferInsert)[] = [];
  for (let d = FROM, i = 0; d <= AS_OF; d = addCalendarDays(d, 1), i++) {
    const daysAgo = Math.round((Date.parse(`${AS_OF}T12:00:00Z`) - Date.parse(`${d}T12:00:00Z`)) / 86_400_000);
    const weekend = [0, 6].includes(weekdayOf(d)) ? 1.4 : 1;
    let net = Math.round(2_000_000 * weekend * (1 + 0.04 * noise()));
    if ((anomaly === 'drop' || anomaly === 'slow') && daysAgo < 14) net = Math.round(net * 0.5);
    if (anomaly === 'round' && daysAgo < 30 && daysAgo % 3 === 0) net = Math.round(net / 100_000) * 100_000;
    if (anomaly === 'identical' && daysAgo >= 10 && daysAgo < 14) net = 1_987_650;
    if (anomaly === 'missing' && daysAgo >= 3 && daysAgo < 7) continue;
    nets.set(d, net);
    const cashShare = anomaly === 'cash' ? (daysAgo < 28 ? 0.3 : 0.6) : 0;
    const cash = Math.round(net * cashShare);
    rows.push({
      locationId: loc.id,
      salesDate: d,
      grossCentavos: net,
      netCentavos: net,
      transactions: 100,
      cashCentavos: cash,
      cardCentavos: cashShare ? net - cash : 0,
      status: 'approved',
      source: 'manual',
      submittedAt: manilaAt(d, 21),
    });
  }
  await t.db.insert(dailySales).values(rows);
  // Deliveries on Mondays and Thursdays sized to the days they stock; the under-reporter buys 1/0.6 of what it reports,
  // the slow store's purchases fall with its sales, the dropping store's do not.
  for (let d = FROM; d <= AS_OF; d = addCalendarDays(d, 1)) {
    const wd = weekdayOf(d);
    if (wd !== 1 && wd !== 4) continue;
    let target = 0;
    for (let k = 0; k < (wd === 1 ? 3 : 4); k++) {
      const day = addCalendarDays(d, k);
      const daysAgo = Math.round((Date.parse(`${AS_OF}T12:00:00Z`) - Date.parse(`${day}T12:00:00Z`)) / 86_400_000);
      const usual = nets.get(day) ?? 2_000_000;
      target += anomaly === 'drop' && daysAgo < 14 ? usual * 2 : usual;
    }
    if (anomaly === 'under') target /= 0.6;
    const qty = Math.max(1, Math.round(target / YIELD));
    const subtotal = qty * 80_000;
    const [o] = await t.db
      .insert(orders)
      .values({
        orderNumber: `ORD-INT-${loc.code}-${d}`,
        locationId: loc.id,
        status: 'delivered',
        subtotalCentavos: subtotal,
        vatCentavos: 0,
        shippingCentavos: 0,
        totalCentavos: subtotal,
        createdAt: manilaAt(addCalendarDays(d, -2), 9),
      })
      .returning();
    await t.db
      .insert(orderItems)
      .values({ orderId: o.id, productId, sku: 'P', name: 'Pack', unitPriceCentavos: 80_000, quantity: qty, lineTotalCentavos: subtotal });
    await t.db
      .insert(orderStatusHistory)
      .values({ orderId: o.id, fromStatus: 'shipped', toStatus: 'delivered', createdAt: manilaAt(d, 10) });
  }
}

beforeAll(async () => {
  ({ t, hq } = await createAppWithHeadOffice());
  owner = await signUp(t, { role: 'franchisee' });
  other = await signUp(t, { role: 'franchisee' });
  const brand = await makeBrand(t, 'Integrity');
  const small = await makeBrand(t, 'Small');
  brandId = brand.id;
  productId = (await makeProduct(t, { brandIds: [brand.id, small.id], pricePesos: 800 })).id;
  // The yield is set through the API as head office would.
  for (const b of [brand.id, small.id]) {
    const res = await api(t, hq.cookie).put(`/api/sales-integrity/yields/${productId}/${b}`, { yieldCentavos: YIELD });
    expect(res.statusCode).toBe(200);
  }
  for (const [i, a] of ANOMALIES.entries()) await makeStore(brand.id, `Store ${i} ${a}`, a);
  await makeStore(small.id, 'Small A none', 'none');
  await makeStore(small.id, 'Small B none', 'none');
  const ran = await t.ctx.jobs.runDue(NOW);
  const job = ran.find((r) => r.name === 'sales-integrity.nightly');
  expect(job).toMatchObject({ ok: true, result: { asOf: AS_OF } });
}, 120_000);
afterAll(async () => t?.close());

const viewOf = async (i: number): Promise<IntegrityLocation> => {
  const res = await api(t, hq.cookie).get(`/api/sales-integrity/locations/${stores[i].id}`);
  expect(res.statusCode).toBe(200);
  return ZIntegrityLocation.parse(res.json());
};
const kindsOf = async (i: number) => new Set((await viewOf(i)).flags.filter((f) => f.status === 'open').map((f) => f.kind));

describe('sales integrity checks', () => {
  it('a store that reports 60 % of what it bought is flagged in every judged month, explained with its orders', async () => {
    const v = await viewOf(1);
    const peer = v.flags.filter((f) => f.kind === 'peer_ratio');
    expect(peer.map((f) => f.periodStart).sort()).toEqual(['2026-02-01', '2026-03-01', '2026-04-01']);
    const april = peer.find((f) => f.periodStart === '2026-04-01')!;
    expect(Number(april.figures.ratio)).toBeGreaterThan(0.55);
    expect(Number(april.figures.ratio)).toBeLessThan(0.65);
    expect(Number(april.figures.robustZ)).toBeLessThan(-3.5);
    expect(april.figures.peerGroup).toBe('brand');
    expect(april.explanation).toMatch(/April 2026 .* of expected\. The 8 locations of its brand reported a median/);
    expect(april.explanation).toContain('modified z-score');
    // About 40 % of the expected sales went unreported; the royalty is 6 % of it.
    const expected = Number(april.figures.expectedCentavos);
    expect(Number(april.figures.estUnreportedCentavos)).toBeGreaterThan(expected * 0.3);
    expect(april.estRoyaltyCentavos).toBe(Math.round(Number(april.figures.estUnreportedCentavos) * 0.06));
    // The evidence is the real delivered orders of April.
    expect(april.evidence.orders.length).toBeGreaterThanOrEqual(8);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, april.evidence.orders[0].id));
    expect(o.locationId).toBe(stores[1].id);
    expect(april.evidence.orders.every((e) => e.deliveredOn.startsWith('2026-04'))).toBe(true);
    // In delivery order, and when all of them fit, they add up to the month's expected sales.
    const days = april.evidence.orders.map((e) => e.deliveredOn);
    expect(days).toEqual([...days].sort());
    if (april.evidence.orders.length < 40) {
      expect(april.evidence.orders.reduce((sum, e) => sum + e.expectedCentavos, 0)).toBe(expected);
    }
  });

  it('uniform noise flags nobody: the clean store, and the small brand judged against the network', async () => {
    expect(await kindsOf(0)).toEqual(new Set());
    for (const i of [8, 9]) {
      const v = await viewOf(i);
      expect(v.flags).toEqual([]);
      expect(v.months.find((m) => m.month === '2026-04-01')).toMatchObject({ peerGroup: 'network', peers: 10 });
    }
  });

  it('round days, identical days, missing days and a change in cash share are flagged with the days behind them', async () => {
    const round = (await viewOf(2)).flags.find((f) => f.kind === 'round_days')!;
    expect(round.evidence.days.length).toBeGreaterThanOrEqual(5);
    expect(round.evidence.days.every((d) => d.netCentavos! % 100_000 === 0)).toBe(true);
    const same = (await viewOf(3)).flags.find((f) => f.kind === 'identical_days')!;
    expect(same.evidence.days.map((d) => d.netCentavos)).toEqual([1_987_650, 1_987_650, 1_987_650, 1_987_650]);
    expect(same.figures.longestRun).toBe(4);
    const late = (await viewOf(4)).flags.find((f) => f.kind === 'late_reports')!;
    expect(late.figures.missingDays).toBe(4);
    expect(late.evidence.days.filter((d) => d.note === 'missing').map((d) => d.date)).toEqual([
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
    ]);
    const cash = (await viewOf(7)).flags.find((f) => f.kind === 'cash_share')!;
    expect(cash.explanation).toMatch(/down 30\.0 points/);
  });

  it('a drop against its own weekdays is flagged when purchases held up, not when they fell alike', async () => {
    const drop = (await viewOf(5)).flags.find((f) => f.kind === 'weekday_drop')!;
    expect(Number(drop.figures.medianDayRatio)).toBeLessThan(0.6);
    expect(drop.evidence.days).toHaveLength(14);
    expect(await kindsOf(6)).toEqual(new Set());
  });

  it('the network table is sorted by estimated unreported royalty; the summary counts open flags', async () => {
    const list = ZIntegrityList.parse((await api(t, hq.cookie).get('/api/sales-integrity')).json());
    expect(list.items[0].locationId).toBe(stores[1].id);
    expect(list.items[0].estRoyaltyCentavos).toBeGreaterThan(0);
    expect(list.items.map((r) => r.locationName)).not.toContain('Store 0 none');
    const all = ZIntegrityList.parse((await api(t, hq.cookie).get('/api/sales-integrity?flagged=0&limit=100')).json());
    expect(all.total).toBe(10);
    const summary = (await api(t, hq.cookie).get('/api/sales-integrity/summary')).json();
    expect(summary).toMatchObject({ locationsFlagged: 6, openFlags: 8 });
    expect(summary.top[0]).toMatchObject({ locationId: stores[1].id, openFlags: 3, estRoyaltyCentavos: list.items[0].estRoyaltyCentavos });
  });

  it('dismissing asks for a reason, goes in the audit log, survives the next run and changes no money', async () => {
    const flag = (await viewOf(2)).flags.find((f) => f.kind === 'round_days')!;
    const url = `/api/sales-integrity/flags/${flag.id}/dismiss`;
    const before = await t.db.select({ n: sql<number>`sum(net_centavos)::bigint` }).from(dailySales);
    expect((await api(t, hq.cookie).post(url, { reason: 'ok' })).statusCode).toBe(422);
    expect((await api(t, owner.cookie).post(url, { reason: 'These were real round days, honest.' })).statusCode).toBe(403);
    const res = await api(t, hq.cookie).post(url, { reason: 'Catering orders priced in round figures; invoices seen.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'dismissed', dismissedByName: 'Hector Office' });
    expect((await api(t, hq.cookie).post(url, { reason: 'Catering orders priced in round figures; invoices seen.' })).statusCode).toBe(409);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'integrity_flag.dismissed'), eq(auditLog.targetId, stores[2].id)));
    expect(entry.after).toMatchObject({ reason: 'Catering orders priced in round figures; invoices seen.' });
    await t.ctx.salesIntegrity.run(NOW);
    const [again] = await t.db.select().from(salesIntegrityFlags).where(eq(salesIntegrityFlags.id, flag.id));
    expect(again.status).toBe('dismissed');
    expect(await t.db.select({ n: sql<number>`sum(net_centavos)::bigint` }).from(dailySales)).toEqual(before);
  });

  it('yields are head office’s: listed and edited by a franchisor only, and only for a brand that may order the product', async () => {
    const list = (await api(t, hq.cookie).get('/api/sales-integrity/yields')).json();
    expect(
      list.items.find((y: { productId: string; brandId: string }) => y.productId === productId && y.brandId === brandId),
    ).toMatchObject({
      yieldCentavos: YIELD,
    });
    const other = await makeBrand(t, 'Elsewhere');
    expect((await api(t, hq.cookie).put(`/api/sales-integrity/yields/${productId}/${other.id}`, { yieldCentavos: 1 })).statusCode).toBe(
      404,
    );
    expect((await api(t, hq.cookie).put(`/api/sales-integrity/yields/${productId}/${brandId}`, { yieldCentavos: -1 })).statusCode).toBe(
      422,
    );
    expect((await api(t, owner.cookie).put(`/api/sales-integrity/yields/${productId}/${brandId}`, { yieldCentavos: 1 })).statusCode).toBe(
      403,
    );
  });

  it('franchisees are refused by every route, and by row-level security even with an unfiltered query', async () => {
    for (const c of [owner.cookie, other.cookie]) {
      for (const url of [
        '/api/sales-integrity',
        '/api/sales-integrity/summary',
        `/api/sales-integrity/locations/${stores[1].id}`,
        '/api/sales-integrity/yields',
      ])
        expect((await api(t, c).get(url)).statusCode).toBe(403);
      expect((await api(t, c).post('/api/sales-integrity/run')).statusCode).toBe(403);
    }
    const franchisee = { userId: owner.userId, role: 'franchisee' as const };
    const franchisor = { userId: hq.userId, role: 'franchisor' as const };
    expect(await attemptAs(t.db, franchisee, sql`select id from sales_integrity_flags`)).toBe(0);
    expect(await attemptAs(t.db, franchisee, sql`select location_id from sales_integrity_months`)).toBe(0);
    expect(await attemptAs(t.db, franchisee, sql`select product_id from product_sales_yields`)).toBe(0);
    expect(await attemptAs(t.db, franchisee, sql`update sales_integrity_flags set status = 'dismissed' returning id`)).toBe(0);
    expect(await attemptAs(t.db, franchisee, sql`update product_sales_yields set yield_centavos = 0 returning product_id`)).toBe(0);
    // Head office reads it; nobody but the job writes the months or rewrites a flag's figures.
    expect(await attemptAs(t.db, franchisor, sql`select id from sales_integrity_flags`)).toBeGreaterThan(0);
    expect(await attemptAs(t.db, franchisor, sql`delete from sales_integrity_months returning location_id`)).toBe('refused');
    expect(await attemptAs(t.db, franchisor, sql`update sales_integrity_flags set explanation = 'x' returning id`)).toBe('refused');
  });
});
