import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee, type Franchisee } from '../../test/ordering-fixture';
import { locations, posReceipts } from '../../db/schema';
import { withRls, type Actor } from '../../lib/rls';

/**
 * Issue 32, point 10 (decision 019, migration 0051): the POS feed's receipts follow the location's sales days. After a
 * change of owner the new owner reads, as app_user, only the receipts dated from the day he took over; the previous
 * owner's receipts stay with the location for head office. (The previous owner no longer reads the location at all.)
 */
let t: TestApp;
let hq: Awaited<ReturnType<typeof signUp>>;
let maria: Franchisee; // the previous owner
let jose: Franchisee; // the new owner
let locationId: string;
const TAKEN_OVER = '2026-11-01';

const as = (u: { userId: string }): Actor => ({ userId: u.userId, role: 'franchisee' });
const receipt = (id: string, salesDate: string, occurredAt: string) => ({
  locationId,
  posReceiptId: id,
  posId: 'till-1',
  salesDate,
  occurredAt: new Date(occurredAt),
  grossCentavos: 10_000,
  netCentavos: 10_000,
  cashCentavos: 10_000,
});

beforeAll(async () => {
  t = await createTestApp();
  const brand = await makeBrand(t);
  hq = await signUp(t, { role: 'franchisor', fullName: 'Hector Office' });
  maria = await makeFranchisee(t, brand.id);
  jose = await makeFranchisee(t, brand.id);
  locationId = maria.location.id;
  const moved = await api(t, hq.cookie).patch(`/api/network/locations/${locationId}`, { ownerId: jose.userId });
  expect(moved.statusCode, moved.body).toBe(200);
  // Dated for the test: he took over on the 1st of November (Manila).
  await t.db.update(locations).set({ ownerSince: TAKEN_OVER }).where(eq(locations.id, locationId));
  // Written as the owner role, as the pos service does. The last of Maria's receipts was rung up after midnight UTC of
  // the 1st but belongs to her business day of 31 October: the business date decides, not the clock.
  await t.db
    .insert(posReceipts)
    .values([
      receipt('M-1', '2026-10-20', '2026-10-20T04:00:00Z'),
      receipt('M-2', '2026-10-31', '2026-11-01T01:30:00Z'),
      receipt('J-1', '2026-11-01', '2026-11-01T02:00:00Z'),
      receipt('J-2', '2026-11-03', '2026-11-03T05:00:00Z'),
    ]);
});
afterAll(async () => t?.close());

describe('the POS feed’s receipts after a location changes owner, as app_user (row-level security)', () => {
  const receiptsSeenBy = (actor: Actor) =>
    withRls(t.db, actor, async (tx) =>
      (await tx.select({ id: posReceipts.posReceiptId }).from(posReceipts).where(eq(posReceipts.locationId, locationId)))
        .map((r) => r.id)
        .sort(),
    );

  it('the new owner reads only the receipts of the days since he took over', async () => {
    expect(await receiptsSeenBy(as(jose))).toEqual(['J-1', 'J-2']);
  });

  it('the previous owner reads none of the location’s receipts any more', async () => {
    expect(await receiptsSeenBy(as(maria))).toEqual([]);
  });

  it('head office reads every receipt of the location', async () => {
    expect(await receiptsSeenBy({ userId: hq.userId, role: 'franchisor' })).toEqual(['J-1', 'J-2', 'M-1', 'M-2']);
  });

  it('app_user still cannot write receipts at all (the pos service writes them as the owner role)', async () => {
    const insert = withRls(t.db, as(jose), (tx) => tx.insert(posReceipts).values(receipt('J-3', '2026-11-04', '2026-11-04T03:00:00Z')));
    await expect(insert).rejects.toMatchObject({ cause: { code: '42501' } });
  });
});
