import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithHeadOffice, signUp, type SignedUp, type TestApp } from '../../test/harness';
import { api, makeBrand } from '../../test/ordering-fixture';
import { dailySales, locations, orderStatusHistory, orders } from '../../db/schema';
import { addCalendarDays, manilaAt, manilaMonth } from '../../../shared/time';
import { ZBenchmarks, type BenchmarkMetric, type Benchmarks } from '../../../shared/sales-integrity.contracts';

/**
 * Benchmarks (issue 36 part 3). A brand of one franchisee's store and six trading peers of another owner's, each with
 * its own April: days reported, net and transactions a day, and a delivered order; plus a closed store and an opening
 * one of the same brand with far larger figures that must not count. A second brand has the store and four peers.
 * The quartiles expected are computed here from the rows created, the way percentile_cont interpolates.
 */
const MONTH = '2026-04';

let t: TestApp;
let hq: SignedUp;
let admin: SignedUp;
let owner: SignedUp;
let other: SignedUp;
let seq = 0;

interface Store {
  id: string;
  code: string;
  days: number;
  netPerDay: number;
  txPerDay: number;
  bought: number;
}

async function makeStore(brandId: string, ownerId: string, status: 'open' | 'closed' | 'opening', s: Omit<Store, 'id' | 'code'>) {
  const code = `BEN-${++seq}-${Math.random().toString(36).slice(2, 7)}`;
  const [loc] = await t.db
    .insert(locations)
    .values({ brandId, ownerId, code, name: `Bench ${code}`, addressLine: '1 Main St', city: 'Makati', province: 'Metro Manila', status })
    .returning();
  const rows = Array.from({ length: s.days }, (_, i) => ({
    locationId: loc.id,
    salesDate: addCalendarDays(`${MONTH}-01`, i),
    grossCentavos: s.netPerDay,
    netCentavos: s.netPerDay,
    transactions: s.txPerDay,
    status: 'approved' as const,
    source: 'manual' as const,
    submittedAt: manilaAt(addCalendarDays(`${MONTH}-01`, i), 21),
  }));
  if (rows.length) await t.db.insert(dailySales).values(rows);
  if (s.bought) {
    const [o] = await t.db
      .insert(orders)
      .values({
        orderNumber: `ORD-${code}`,
        locationId: loc.id,
        status: 'delivered',
        subtotalCentavos: s.bought,
        vatCentavos: Math.round(s.bought * 0.12),
        shippingCentavos: 0,
        totalCentavos: s.bought + Math.round(s.bought * 0.12),
        createdAt: manilaAt(`${MONTH}-08`, 9),
      })
      .returning();
    await t.db
      .insert(orderStatusHistory)
      .values({ orderId: o.id, fromStatus: 'shipped', toStatus: 'delivered', createdAt: manilaAt(`${MONTH}-10`, 10) });
  }
  return { ...s, id: loc.id, code };
}

/** percentile_cont: linear interpolation between the closest ranks of the sorted values. */
function percentile(values: number[], p: number) {
  const v = [...values].sort((a, b) => a - b);
  const at = p * (v.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return v[lo] + (v[hi] - v[lo]) * (at - lo);
}
const metricOf = (s: Store): Record<BenchmarkMetric, number> => ({
  netSales: s.days * s.netPerDay,
  averageTicket: s.netPerDay / s.txPerDay,
  transactionsPerDay: s.txPerDay,
  purchaseToSales: s.bought / (s.days * s.netPerDay),
});

let brandA = '';
let mine: Store;
const peers: Store[] = [];
let excluded: Store[] = [];
let smallMine: Store;
let othersStore: Store;

beforeAll(async () => {
  ({ t, hq, admin } = await createAppWithHeadOffice());
  owner = await signUp(t, { role: 'franchisee' });
  other = await signUp(t, { role: 'franchisee' });
  brandA = (await makeBrand(t, 'Bench')).id;
  const brandB = (await makeBrand(t, 'Bench small')).id;
  mine = await makeStore(brandA, owner.userId, 'open', { days: 28, netPerDay: 1_850_000, txPerDay: 140, bought: 20_000_000 });
  const shapes = [
    { days: 30, netPerDay: 1_200_000, txPerDay: 90, bought: 12_000_000 },
    { days: 25, netPerDay: 2_400_000, txPerDay: 160, bought: 21_000_000 },
    { days: 30, netPerDay: 1_700_000, txPerDay: 120, bought: 18_500_000 },
    { days: 20, netPerDay: 3_100_000, txPerDay: 210, bought: 15_000_000 },
    { days: 30, netPerDay: 950_000, txPerDay: 75, bought: 9_900_000 },
    { days: 27, netPerDay: 2_050_000, txPerDay: 133, bought: 0 },
  ];
  for (const s of shapes) peers.push(await makeStore(brandA, other.userId, 'open', s));
  othersStore = peers[0];
  excluded = [
    await makeStore(brandA, other.userId, 'closed', { days: 30, netPerDay: 90_000_000, txPerDay: 5, bought: 1 }),
    await makeStore(brandA, other.userId, 'opening', { days: 30, netPerDay: 80_000_000, txPerDay: 7, bought: 1 }),
    // Open but did not trade that month: not a peer either.
    await makeStore(brandA, other.userId, 'open', { days: 0, netPerDay: 0, txPerDay: 1, bought: 0 }),
  ];
  smallMine = await makeStore(brandB, owner.userId, 'open', { days: 30, netPerDay: 1_000_000, txPerDay: 100, bought: 5_000_000 });
  for (let i = 0; i < 4; i++)
    await makeStore(brandB, other.userId, 'open', { days: 30, netPerDay: 1_000_000 + i * 100_000, txPerDay: 100, bought: 4_000_000 });
}, 60_000);
afterAll(async () => t?.close());

const get = async (cookie: string | null, locationId: string, month: string | null = MONTH) =>
  api(t, cookie).get(`/api/sales-integrity/benchmarks/${locationId}${month ? `?month=${month}` : ''}`);
const read = async (cookie: string, locationId: string): Promise<Benchmarks> => {
  const res = await get(cookie, locationId);
  expect(res.statusCode).toBe(200);
  return ZBenchmarks.parse(res.json());
};

describe('benchmarks for franchisees', () => {
  it('shows the store’s figures against quartiles of the six trading peers, computed from their rows', async () => {
    const b = await read(owner.cookie, mine.id);
    expect(b).toMatchObject({ month: MONTH, periodStart: `${MONTH}-01`, periodEnd: `${MONTH}-30`, peerGroupTooSmall: false, reason: null });
    expect(b.reportedDays).toBe(mine.days);
    const own = metricOf(mine);
    for (const f of b.figures) {
      const values = peers.map((p) => metricOf(p)[f.metric]);
      const precision = f.metric === 'purchaseToSales' ? 4 : f.metric === 'transactionsPerDay' ? 2 : 0;
      expect(f.p25).toBeCloseTo(percentile(values, 0.25), precision);
      expect(f.median).toBeCloseTo(percentile(values, 0.5), precision);
      expect(f.p75).toBeCloseTo(percentile(values, 0.75), precision);
      expect(f.own).toBeCloseTo(own[f.metric], precision);
      const pos =
        own[f.metric] < percentile(values, 0.25)
          ? 'below_p25'
          : own[f.metric] < percentile(values, 0.5)
            ? 'p25_to_median'
            : own[f.metric] <= percentile(values, 0.75)
              ? 'median_to_p75'
              : 'above_p75';
      expect(f.position).toBe(pos);
    }
  });

  it('a closed, an opening and a non-trading store are not peers: their figures would move every quartile', async () => {
    const b = await read(owner.cookie, mine.id);
    const net = b.figures.find((f) => f.metric === 'netSales')!;
    const withThem = [...peers, ...excluded.slice(0, 2)].map((p) => metricOf(p).netSales);
    expect(net.p75).not.toBeCloseTo(percentile(withThem, 0.75), 0);
    expect(net.p75).toBeCloseTo(
      percentile(
        peers.map((p) => metricOf(p).netSales),
        0.75,
      ),
      0,
    );
  });

  it('no peer identifier or per-peer figure leaves the server', async () => {
    const body = (await get(owner.cookie, mine.id)).body;
    for (const p of [...peers, ...excluded]) {
      expect(body).not.toContain(p.id);
      expect(body).not.toContain(p.code);
    }
    for (const p of peers) expect(body).not.toContain(String(metricOf(p).netSales));
  });

  it('four peers: no quartiles, a reason in words, the store’s own figures still shown', async () => {
    const b = await read(owner.cookie, smallMine.id);
    expect(b.peerGroupTooSmall).toBe(true);
    expect(b.reason).toContain('(4)');
    expect(b.figures.every((f) => f.p25 === null && f.median === null && f.p75 === null && f.position === null)).toBe(true);
    expect(b.figures.find((f) => f.metric === 'netSales')!.own).toBe(metricOf(smallMine).netSales);
  });

  it('a franchisee asking about another franchisee’s store is answered 404; anonymous 401; a plain user 403', async () => {
    expect((await get(owner.cookie, othersStore.id)).statusCode).toBe(404);
    expect((await get(other.cookie, mine.id)).statusCode).toBe(404);
    expect((await get(owner.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(null, mine.id)).statusCode).toBe(401);
    const user = await signUp(t, { role: 'user' });
    expect((await get(user.cookie, mine.id)).statusCode).toBe(403);
  });

  it('head office reads any store, with the same quartiles', async () => {
    const mineAsOwner = await read(owner.cookie, mine.id);
    expect(await read(hq.cookie, mine.id)).toEqual(mineAsOwner);
    const theirs = await read(admin.cookie, othersStore.id);
    // Seen from a peer, the group is the other six (the owner's store included), never the store itself.
    const group = [mine, ...peers.slice(1)].map((p) => metricOf(p).netSales);
    expect(theirs.figures.find((f) => f.metric === 'netSales')!.median).toBeCloseTo(percentile(group, 0.5), 0);
  });

  it('the month: the last complete one by default; a malformed or not yet complete month is refused with 422', async () => {
    const res = await get(owner.cookie, mine.id, null);
    expect(res.statusCode).toBe(200);
    const current = manilaMonth();
    expect(res.json().month).toBe(manilaMonth(new Date(current.start.getTime() - 1)).month);
    expect((await get(owner.cookie, mine.id, '2026-13')).statusCode).toBe(422);
    expect((await get(owner.cookie, mine.id, 'April')).statusCode).toBe(422);
    expect((await get(owner.cookie, mine.id, current.month)).statusCode).toBe(422);
  });
});
