import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cookieFrom, createTestApp, signIn, type TestApp } from '../../test/harness';
import { api } from '../../test/ordering-fixture';
import { seedDemoNetworkOnce } from '../../db/seed/seed';
import { franchiseAgreements, locationMilestones, locations, notifications, packageUpgradeRequests } from '../../db/schema';
import { DEMO_PASSWORD } from '../../../shared/constants';
import type { ContractPackage, ZContractLocationList } from '../../../shared/contract-package.contracts';
import { manilaAt, manilaToday } from '../../../shared/time';
import { documentExpiryJob } from './document-expiry.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetworkOnce(t);
});
afterAll(async () => t?.close());

describe('demo contract packages', () => {
  it('gives every location an agreement (packages A–D), five milestones and one pending upgrade', async () => {
    const locs = await t.db.select().from(locations);
    const agreements = await t.db.select().from(franchiseAgreements);
    expect(agreements).toHaveLength(locs.length);
    expect(new Set(agreements.map((a) => a.packageCode))).toEqual(new Set(['A', 'B', 'C', 'D']));
    // Stores in opening (issue 35) carry the draft agreement approval made, its territory the application's area.
    const opening = new Set(locs.filter((l) => l.status === 'opening').map((l) => l.id));
    expect(agreements.filter((a) => !opening.has(a.locationId)).every((a) => a.territory.startsWith('Barangay '))).toBe(true);
    // An opening's milestones are its checklist (issue 35); trading stores have their five.
    expect(await t.db.select().from(locationMilestones)).toHaveLength((locs.length - opening.size) * 5);
    expect(await t.db.select().from(packageUpgradeRequests).where(eq(packageUpgradeRequests.status, 'pending'))).toHaveLength(1);
  });

  it('shows the demo franchisee real PDF documents: a permit expiring soon and one awaiting review', async () => {
    const cookie = cookieFrom(await signIn(t, 'franchisee@demo.com', DEMO_PASSWORD));
    const mine = (await api(t, cookie).get('/api/contract-package/my-locations')).json() as ReturnType<typeof ZContractLocationList.parse>;
    expect(mine.items.length).toBe(2);
    const packages = await Promise.all(
      mine.items.map(async (l) => (await api(t, cookie).get(`/api/contract-package/locations/${l.id}`)).json() as ContractPackage),
    );
    const docs = packages.flatMap((p) => p.documents);
    expect(docs.find((d) => d.kind === 'permit')).toMatchObject({ expiringSoon: true, reviewStatus: 'approved' });
    expect(docs.some((d) => d.reviewStatus === 'pending')).toBe(true);
    const file = await api(t, cookie).get(`/api/contract-package/documents/${docs[0].id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The daily job tells the owner about the expiring permit once.
    const job = documentExpiryJob({ db: t.db, notifier: t.ctx.notifier });
    const now = manilaAt(manilaToday(), 6, 0);
    expect(await job.handler({ now, dueAt: now })).toMatchObject({ notified: 1 });
    expect(await job.handler({ now, dueAt: now })).toMatchObject({ notified: 0 });
    const me = (await t.db.select().from(notifications).where(eq(notifications.title, 'Document expiring soon'))).filter((n) =>
      n.message.includes('business permit'),
    );
    expect(me.length).toBeGreaterThanOrEqual(1);
  });
});
