import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cookieFrom, createTestApp, signIn, type TestApp } from '../../test/harness';
import { api } from '../../test/ordering-fixture';
import { seedDemoNetworkOnce } from '../../db/seed/seed';
import { auditTemplates, brands } from '../../db/schema';
import { DEMO_PASSWORD } from '../../../shared/constants';
import type { AuditDetail } from '../../../shared/audits.contracts';
import { manilaToday } from '../../../shared/time';
import type { z } from 'zod';
import type { ZAuditorList, ZFranchiseeAudits } from '../../../shared/audits.contracts';

type Mine = z.infer<typeof ZAuditorList>;
type Franchisee = z.infer<typeof ZFranchiseeAudits>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetworkOnce(t);
}, 300_000);
afterAll(async () => t?.close());

async function signInAs(email: string) {
  const res = await signIn(t, email, DEMO_PASSWORD);
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
}

describe('demo audits seed', () => {
  it('gives every brand a food-service template with the six standard sections', async () => {
    const rows = await t.db
      .select({ brand: brands.slug, id: auditTemplates.id })
      .from(auditTemplates)
      .innerJoin(brands, eq(brands.id, auditTemplates.brandId));
    expect(rows.map((r) => r.brand).sort()).toEqual(['burger-fries', 'coffee-shop', 'lemon-juice-stand', 'siomai-shop']);
    const hq = await signInAs('franchisor@demo.com');
    const template = (await api(t, hq).get(`/api/audits/templates/${rows[0].id}`)).json();
    expect(template.version.sections.map((s: { title: string }) => s.title)).toEqual([
      'Food safety and temperatures',
      'Cleanliness',
      'Brand presentation',
      'Stock rotation (first in, first out)',
      'Cash handling',
      'Staff',
    ]);
  });

  it("schedules today's announced audit at Maria's store for the franchisor, with her store's last results", async () => {
    const hq = await signInAs('franchisor@demo.com');
    const mine = (await api(t, hq).get('/api/audits/mine')).json() as Mine;
    const today = mine.today.find((a) => a.scheduledFor === manilaToday());
    expect(today?.location.name).toBe('Siomai Express – Makati');
    const detail = (await api(t, hq).get(`/api/audits/${today!.id}`)).json() as AuditDetail;
    expect(detail.store.phone).toBeTruthy();
    expect(detail.store.pastScores.length).toBeGreaterThanOrEqual(1);
    expect(detail.previous.length).toBe(detail.version.sections.flatMap((s) => s.questions).length);
    const maria = await signInAs('franchisee@demo.com');
    const own = (await api(t, maria).get('/api/my-audits')).json() as Franchisee;
    expect(own.upcoming.map((a) => a.id)).toContain(today!.id);
    expect(own.upcoming.every((a) => a.announced)).toBe(true);
    expect(own.reports.length).toBeGreaterThanOrEqual(1);
    const analytics = (await api(t, hq).get('/api/audits/analytics')).json();
    expect(analytics.byLocation.length).toBeGreaterThanOrEqual(8);
  });
});
