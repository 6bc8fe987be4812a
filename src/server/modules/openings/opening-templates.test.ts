import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api, makeBrand, makeFranchisee } from '../../test/ordering-fixture';
import { auditLog, openingItems, openingTemplateItems } from '../../db/schema';
import { OPENING_MESSAGES, type Opening, type OpeningTemplate, type OpeningTemplateItemData } from '../../../shared/openings.contracts';
import { addCalendarDays, manilaToday } from '../../../shared/time';
import { PH_OPENING_TEMPLATE } from './default-template';

/**
 * Opening templates (issue 35, decision 021): head office reads a brand's template, the franchisor replaces it, and
 * only openings started afterwards use the new one.
 */
let t: TestApp;
let hq: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let franchisee: Awaited<ReturnType<typeof makeFranchisee>>;
let brandId: string;

const target = addCalendarDays(manilaToday(), 60);
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { message: string; details?: { fieldErrors?: Record<string, string[]> } } }).error;
const url = (id = brandId) => `/api/openings/templates/${id}`;
const critical: OpeningTemplateItemData = {
  section: 'Site readiness',
  title: 'Generator tested under load',
  description: 'Brownouts happen; the store keeps its freezers running.',
  ownerSide: 'franchisee',
  kind: 'task',
  systemLink: null,
  dueOffsetDays: -7,
  critical: true,
};
async function startOpening(name: string): Promise<Opening> {
  const res = await api(t, hq.cookie).post('/api/openings', {
    ownerId: franchisee.userId,
    brandId,
    packageCode: 'B',
    name,
    city: 'Marikina',
    province: 'Metro Manila',
    targetDate: target,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Opening;
}

beforeAll(async () => {
  t = await createTestApp();
  brandId = (await makeBrand(t, 'Template Brand')).id;
  hq = await signUp(t, { role: 'franchisor', fullName: 'Helen Quinto' });
  admin = await signUp(t, { role: 'admin', fullName: 'Ada Admin' });
  franchisee = await makeFranchisee(t, brandId);
}, 300_000);
afterAll(async () => t?.close());

describe('opening templates', () => {
  it('a brand without a template shows the Philippine checklist its first opening would copy in, marked as the default', async () => {
    const res = await api(t, hq.cookie).get(url());
    expect(res.statusCode, res.body).toBe(200);
    const tpl = res.json() as OpeningTemplate;
    expect(tpl).toMatchObject({ brandId, isDefault: true, updatedAt: null });
    expect(tpl.items.map((i) => i.title)).toEqual(PH_OPENING_TEMPLATE.map((i) => i.title));
    // Reading does not write: the brand still has no rows of its own.
    expect(await t.db.select().from(openingTemplateItems).where(eq(openingTemplateItems.brandId, brandId))).toHaveLength(0);
  });

  it('who: head office reads (franchisor and admin), only the franchisor saves; a franchisee reads nothing', async () => {
    expect((await api(t, admin.cookie).get(url())).statusCode).toBe(200);
    expect((await api(t, admin.cookie).put(url(), { items: [critical] })).statusCode).toBe(403);
    expect((await api(t, franchisee.cookie).get(url())).statusCode).toBe(403);
    expect((await api(t, franchisee.cookie).put(url(), { items: [critical] })).statusCode).toBe(403);
    expect((await api(t, hq.cookie).get(url('6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f'))).statusCode).toBe(404);
  });

  it('refuses a system item without its step, a step on another kind, an offset out of range and an empty template', async () => {
    const hqApi = api(t, hq.cookie);
    const noLink = await hqApi.put(url(), { items: [{ ...critical, kind: 'system', systemLink: null }] });
    expect(noLink.statusCode).toBe(422);
    expect(errorOf(noLink).details?.fieldErrors?.['items.0.systemLink']).toEqual([OPENING_MESSAGES.systemLinkRequired]);
    const stray = await hqApi.put(url(), { items: [critical, { ...critical, systemLink: 'agreement_signed' }] });
    expect(stray.statusCode).toBe(422);
    expect(errorOf(stray).details?.fieldErrors?.['items.1.systemLink']).toEqual([OPENING_MESSAGES.systemLinkOnlySystem]);
    expect((await hqApi.put(url(), { items: [{ ...critical, dueOffsetDays: -400 }] })).statusCode).toBe(422);
    expect((await hqApi.put(url(), { items: [] })).statusCode).toBe(422);
  });

  it('saving replaces the template (audited); openings already started keep their checklist, the next one gets the new one', async () => {
    const before = await startOpening('Template Brand Marikina');
    expect(before.items).toHaveLength(PH_OPENING_TEMPLATE.length);

    const current = (await api(t, hq.cookie).get(url())).json() as OpeningTemplate;
    expect(current.isDefault).toBe(false); // the first opening copied the checklist in
    const kept = current.items.filter((i) => i.title !== 'Site lease').map(({ id: _id, ...it }) => it);
    const saved = await api(t, hq.cookie).put(url(), { items: [...kept, critical] });
    expect(saved.statusCode, saved.body).toBe(200);
    const tpl = saved.json() as OpeningTemplate;
    expect(tpl).toMatchObject({ isDefault: false });
    expect(tpl.items).toHaveLength(PH_OPENING_TEMPLATE.length);
    expect(tpl.items.at(-1)).toMatchObject({ ...critical, id: expect.any(String) });
    expect(tpl.items.map((i) => i.title)).not.toContain('Site lease');
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'opening.template_saved'), eq(auditLog.targetId, brandId)));
    expect(audited).toHaveLength(1);

    // The opening under way is untouched: still the site lease, no generator.
    const still = await t.db.select().from(openingItems).where(eq(openingItems.projectId, before.id));
    expect(still.map((i) => i.title)).toContain('Site lease');
    expect(still.map((i) => i.title)).not.toContain(critical.title);

    const after = await startOpening('Template Brand Antipolo');
    const generator = after.items.find((i) => i.title === critical.title);
    expect(generator).toMatchObject({ critical: true, ownerSide: 'franchisee', kind: 'task', dueOn: addCalendarDays(target, -7) });
    expect(after.items.map((i) => i.title)).not.toContain('Site lease');
  });
});
