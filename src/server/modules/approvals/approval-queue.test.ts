import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, makeProduct } from '../../test/ordering-fixture';
import { orderApprovals, orderItems, orders } from '../../db/schema';

/** The approval queue is paged with a total, like every other list (it used to stop silently at the 200 oldest). */

let t: TestApp;
type U = Awaited<ReturnType<typeof signUp>>;
let hq1: U;
let hq2: U;
let brandA: Awaited<ReturnType<typeof makeBrand>>;
let brandB: Awaited<ReturnType<typeof makeBrand>>;
const PENDING_A = 230;
const PENDING_B = 20;
/** Pending orders of brand A, oldest first. */
let idsA: string[] = [];

/** Orders straight into the database (a checkout per order over HTTP would take minutes). */
async function insertOrders(
  location: { id: string },
  placedBy: string,
  count: number,
  status: 'pending_approval' | 'approved',
  startMinute: number,
  tag: string,
) {
  const start = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: count }, (_, i) => ({
    orderNumber: `ORD-Q${tag}-${String(i).padStart(6, '0')}`,
    locationId: location.id,
    placedBy,
    status,
    subtotalCentavos: 1_000_00,
    vatCentavos: 120_00,
    shippingCentavos: 0,
    totalCentavos: 1_120_00,
    createdAt: new Date(start + (startMinute + i) * 60_000),
  }));
  const inserted = await t.db.insert(orders).values(rows).returning({ id: orders.id });
  return inserted.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp({ env: { TWO_APPROVER_THRESHOLD_PESOS: '25000' } });
  hq1 = await signUp(t, { role: 'franchisor', fullName: 'HQ One' });
  hq2 = await signUp(t, { role: 'franchisor', fullName: 'HQ Two' });
  brandA = await makeBrand(t, 'Queue A');
  brandB = await makeBrand(t, 'Queue B');
  const fa = await makeFranchisee(t, brandA.id);
  const fb = await makeFranchisee(t, brandB.id);
  idsA = await insertOrders(fa.location, fa.userId, PENDING_A, 'pending_approval', 0, 'A');
  await insertOrders(fb.location, fb.userId, PENDING_B, 'pending_approval', 10_000, 'B');
  // Decided orders never count.
  await insertOrders(fa.location, fa.userId, 15, 'approved', 20_000, 'C');
  // Each order has one line, so the cards keep their lines across pages.
  const p = await makeProduct(t, { brandIds: [brandA.id], stock: 10 });
  await t.db.insert(orderItems).values(
    idsA.map((orderId) => ({
      orderId,
      productId: p.id,
      sku: p.sku,
      name: p.name,
      unitPriceCentavos: 1_000_00,
      quantity: 1,
      lineTotalCentavos: 1_000_00,
    })),
  );
});
afterAll(async () => t?.close());

const queue = async (u: U, qs = '') => {
  const res = await api(t, u.cookie).get(`/api/approvals${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { order: { id: string }; lines: unknown[]; blockedReason: string | null }[]; total: number };
};

describe('approval queue paging', () => {
  it('returns one page and the total of every pending order (more than the old silent cap of 200)', async () => {
    const first = await queue(hq1);
    expect(first.total).toBe(PENDING_A + PENDING_B);
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items.length).toBeLessThanOrEqual(100);
    expect(first.items.map((i) => i.order.id)).toEqual(idsA.slice(0, first.items.length));
  });

  it('pages through the whole queue oldest first, each order exactly once', async () => {
    const seen: string[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await queue(hq1, `?limit=100&offset=${offset}`);
      expect(page.total).toBe(PENDING_A + PENDING_B);
      seen.push(...page.items.map((i) => i.order.id));
      if (page.items.length < 100) break;
    }
    expect(seen).toHaveLength(PENDING_A + PENDING_B);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, PENDING_A)).toEqual(idsA);
    const last = await queue(hq1, `?limit=100&offset=200`);
    expect(last.items).toHaveLength(50);
    expect(last.items[0].lines).toHaveLength(1);
    const beyond = await queue(hq1, '?limit=100&offset=1000');
    expect(beyond).toMatchObject({ items: [], total: PENDING_A + PENDING_B });
  });

  it('counts and pages within the filters', async () => {
    const b = await queue(hq1, `?brandId=${brandB.id}&limit=5&offset=5`);
    expect(b.total).toBe(PENDING_B);
    expect(b.items).toHaveLength(5);
  });

  it('"needs my approval" is filtered before paging, so the total and every page hold only orders I may approve', async () => {
    // hq1 placed 7 of them and already approved 3 others (above the threshold a second approver is needed).
    const own = idsA.slice(0, 7);
    const approved = idsA.slice(7, 10);
    for (const id of own) await t.db.update(orders).set({ placedBy: hq1.userId }).where(eq(orders.id, id));
    await t.db
      .update(orders)
      .set({ subtotalCentavos: 30_000_00, vatCentavos: 3_600_00, totalCentavos: 33_600_00 })
      .where(eq(orders.id, approved[0]));
    await t.db
      .insert(orderApprovals)
      .values(approved.map((orderId) => ({ orderId, approverId: hq1.userId, decision: 'approve' as const })));

    const mine = await queue(hq1, '?needsMyApproval=true&limit=10');
    expect(mine.total).toBe(PENDING_A + PENDING_B - 10);
    expect(mine.items).toHaveLength(10);
    expect(mine.items.every((i) => i.blockedReason === null)).toBe(true);
    expect(mine.items[0].order.id).toBe(idsA[10]);
    expect((await queue(hq2, '?needsMyApproval=true&limit=10')).total).toBe(PENDING_A + PENDING_B);
    expect((await queue(hq1, '?limit=10')).items.slice(0, 10).map((i) => i.blockedReason)).toEqual([
      ...Array(7).fill('own_order'),
      ...Array(3).fill('already_approved'),
    ]);
  });

  it('refuses a page size over 100 or a negative offset', async () => {
    for (const qs of ['?limit=101', '?limit=0', '?offset=-1', '?limit=abc']) {
      const res = await api(t, hq1.cookie).get(`/api/approvals${qs}`);
      expect(res.statusCode, qs).toBe(422);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});
