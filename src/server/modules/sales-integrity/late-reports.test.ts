import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithHeadOffice, signUp, type SignedUp, type TestApp } from '../../test/harness';
import { api, makeBrand } from '../../test/ordering-fixture';
import { dailySales, dailySalesHistory, locations } from '../../db/schema';
import { addCalendarDays, manilaAt } from '../../../shared/time';
import { ZIntegrityLocation, type IntegrityLocation } from '../../../shared/sales-integrity.contracts';

/**
 * The `late_reports` rule's late side (decision 024): a flag from 5 days in the window first reported after 08:00 the
 * next morning in Manila, none from 4. Two stores that report every day with plain figures (no round or identical
 * nets, no purchases to judge), so the only thing that can flag them is lateness. The checks run on 2026-05-20, so the
 * window is the 30 days to 2026-05-19.
 */
const NOW = new Date('2026-05-20T02:00:00Z'); // 10:00 in Manila
const AS_OF = '2026-05-19';
const FROM = '2026-02-01';

let t: TestApp;
let hq: SignedUp;
const FIVE_LATE = ['2026-05-01', '2026-05-04', '2026-05-08', '2026-05-12', '2026-05-18'];
const FOUR_LATE = ['2026-05-01', '2026-05-04', '2026-05-08', '2026-05-12'];
/** The fourth store's day reported at 08:00 sharp the next morning: on the line, not late. */
const ON_THE_LINE = '2026-05-15';
/** The fourth store's day reported that evening and corrected three days later: its first report was on time. */
const CORRECTED = '2026-05-10';
/** Late, but before the window: not counted. */
const BEFORE_WINDOW = '2026-04-10';
let five = '';
let four = '';

async function makeStore(brandId: string, ownerId: string, name: string, late: string[]) {
  const [loc] = await t.db
    .insert(locations)
    .values({
      brandId,
      ownerId,
      code: `LATE-${late.length}`,
      name,
      addressLine: '1 Main St',
      city: 'Makati',
      province: 'Metro Manila',
      status: 'open',
      openedOn: '2025-01-01',
      royaltyRateBps: 600,
    })
    .returning();
  const rows: (typeof dailySales.$inferInsert)[] = [];
  for (let d = FROM, i = 0; d <= AS_OF; d = addCalendarDays(d, 1), i++) {
    const net = 2_012_345 + i * 113; // never a multiple of ₱1,000, never the same twice, no drop
    const submittedAt = late.includes(d)
      ? manilaAt(addCalendarDays(d, 1), 9)
      : d === ON_THE_LINE
        ? manilaAt(addCalendarDays(d, 1), 8)
        : d === CORRECTED
          ? manilaAt(addCalendarDays(d, 3), 10)
          : manilaAt(d, 21);
    rows.push({
      locationId: loc.id,
      salesDate: d,
      grossCentavos: net,
      netCentavos: net,
      transactions: 100,
      status: d === CORRECTED ? 'corrected' : 'approved',
      source: 'manual',
      submittedAt,
    });
  }
  const inserted = await t.db.insert(dailySales).values(rows).returning();
  const corrected = inserted.find((r) => r.salesDate === CORRECTED)!;
  await t.db.insert(dailySalesHistory).values([
    { salesId: corrected.id, locationId: loc.id, fromStatus: null, toStatus: 'submitted', createdAt: manilaAt(CORRECTED, 21) },
    {
      salesId: corrected.id,
      locationId: loc.id,
      fromStatus: 'approved',
      toStatus: 'corrected',
      createdAt: manilaAt(addCalendarDays(CORRECTED, 3), 10),
    },
  ]);
  return loc.id;
}

beforeAll(async () => {
  ({ t, hq } = await createAppWithHeadOffice());
  const owner = await signUp(t, { role: 'franchisee' });
  const brand = await makeBrand(t, 'Late');
  five = await makeStore(brand.id, owner.userId, 'Late Five', [BEFORE_WINDOW, ...FIVE_LATE]);
  four = await makeStore(brand.id, owner.userId, 'Late Four', [BEFORE_WINDOW, ...FOUR_LATE]);
  await t.ctx.salesIntegrity.run(NOW);
}, 120_000);
afterAll(async () => t?.close());

const viewOf = async (id: string): Promise<IntegrityLocation> => {
  const res = await api(t, hq.cookie).get(`/api/sales-integrity/locations/${id}`);
  expect(res.statusCode).toBe(200);
  return ZIntegrityLocation.parse(res.json());
};

describe('late reports', () => {
  it('five days first reported after 08:00 the next morning are flagged, with those days and the reason in words', async () => {
    const flags = (await viewOf(five)).flags;
    expect(flags.map((f) => f.kind)).toEqual(['late_reports']);
    const [late] = flags;
    expect(late).toMatchObject({ status: 'open', periodStart: '2026-04-20', periodEnd: AS_OF, estRoyaltyCentavos: 0 });
    expect(late.figures).toEqual({ missingDays: 0, lateDays: 5 });
    expect(late.evidence.days).toEqual(FIVE_LATE.map((date) => ({ date, netCentavos: null, note: 'late' })));
    expect(late.explanation).toBe(
      'In the 30 days to 2026-05-19, Late Five never reported 0 day(s) and reported 5 after 08:00 the next morning ' +
        '(a flag from 3 missing or 5 late).',
    );
  });

  it('four late days are not flagged: a day reported at 08:00 sharp, or on time and corrected later, is not late', async () => {
    expect((await viewOf(four)).flags).toEqual([]);
  });
});
