import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { api } from '../../test/ordering-fixture';
import { cookieFrom } from '../../test/harness';
import { locations, salesIntegrityFlags, salesIntegrityMonths } from '../schema';
import { seedDemoNetworkOnce } from './seed';
import { INTEGRITY_DEMO } from './seed-integrity';
import { runIntegrityChecks } from '../../modules/sales-integrity/integrity-checks';
import { DEMO_PASSWORD } from '../../../shared/constants';
import { ZIntegrityList, ZIntegrityLocation } from '../../../shared/sales-integrity.contracts';

/** The demo network's integrity story (issue 36 part 2): seeded today, checked by tonight's job. */
let t: TestApp;
let cookie = '';
const now = new Date();
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetworkOnce(t, now);
  await t.ctx.salesIntegrity.run(now);
  cookie = cookieFrom(await signIn(t, 'franchisor@demo.com', DEMO_PASSWORD));
}, 180_000);
afterAll(async () => t?.close());

const viewOf = async (code: string) => {
  const [loc] = await t.db.select().from(locations).where(eq(locations.code, code));
  return ZIntegrityLocation.parse((await api(t, cookie).get(`/api/sales-integrity/locations/${loc.id}`)).json());
};

describe('seeded sales integrity', () => {
  it('Cubao, which reports about 60 % of what it bought, is flagged and tops the network table', async () => {
    const v = await viewOf(INTEGRITY_DEMO.underReporter);
    const peer = v.flags.filter((f) => f.kind === 'peer_ratio');
    expect(peer).toHaveLength(3);
    for (const f of peer) {
      expect(Number(f.figures.ratio)).toBeGreaterThan(0.5);
      expect(Number(f.figures.ratio)).toBeLessThan(0.7);
      expect(f.evidence.orders.length).toBeGreaterThan(0);
    }
    const list = ZIntegrityList.parse((await api(t, cookie).get('/api/sales-integrity')).json());
    expect(list.items[0]).toMatchObject({ locationCode: INTEGRITY_DEMO.underReporter });
    expect(list.items[0].estRoyaltyCentavos).toBeGreaterThan(0);
  });

  it('Davao, slow since last month with purchases to match, is not flagged', async () => {
    const v = await viewOf(INTEGRITY_DEMO.slowMonth);
    expect(v.flags).toEqual([]);
    const last = v.months[0];
    expect(last.ratio).toBeGreaterThan(0.85);
  });

  it('Iloilo reports suspiciously round days', async () => {
    const v = await viewOf(INTEGRITY_DEMO.roundDays);
    expect(v.flags.map((f) => f.kind)).toEqual(['round_days']);
    expect(v.flags[0].evidence.days.length).toBeGreaterThanOrEqual(5);
  });

  it('the other stores are not flagged', async () => {
    const list = ZIntegrityList.parse((await api(t, cookie).get('/api/sales-integrity')).json());
    expect(list.items.map((r) => r.locationCode).sort()).toEqual([INTEGRITY_DEMO.roundDays, INTEGRITY_DEMO.underReporter].sort());
  });

  it('gives the same months and flags whether the locations are scanned one at a time or in the default batches', async () => {
    const snapshot = async () => ({
      months: (await t.db.select().from(salesIntegrityMonths))
        .map(({ computedAt: _, ...m }) => m)
        .sort((a, b) => `${a.locationId}${a.month}`.localeCompare(`${b.locationId}${b.month}`)),
      flags: (await t.db.select().from(salesIntegrityFlags))
        .map(({ computedAt: _c, firstSeenAt: _f, id: _i, ...f }) => f)
        .sort((a, b) => `${a.locationId}${a.kind}${a.periodStart}`.localeCompare(`${b.locationId}${b.kind}${b.periodStart}`)),
    });
    const batched = await snapshot();
    expect(batched.flags.length).toBeGreaterThan(3);
    const one = await runIntegrityChecks(t.db, now, { batch: 1 });
    expect(await snapshot()).toEqual(batched);
    expect(one.flags).toBe(batched.flags.length);
  });
});
