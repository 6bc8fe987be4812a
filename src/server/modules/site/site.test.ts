import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../test/harness';
import { api, makeBrand } from '../../test/ordering-fixture';
import { auditLog, blogPosts, brandPackages, brands, locations, siteTestimonials } from '../../db/schema';
import { FRANCHISE_PACKAGES } from '../../../shared/packages';
import { SITE_MESSAGES, type BrandContent, type BrandMicrosite, type HomeContent, type Testimonial } from '../../../shared/site.contracts';

let t: TestApp;
let hq: SignedUp;
let admin: SignedUp;
let franchisee: SignedUp;
let plainUser: SignedUp;
let active: typeof brands.$inferSelect;
let other: typeof brands.$inferSelect;
let inactive: typeof brands.$inferSelect;

let codeSeq = 0;
async function location(
  brandId: string,
  status: (typeof locations.$inferSelect)['status'],
  coords: [number, number] | null = [14.55, 121.02],
) {
  codeSeq += 1;
  const [row] = await t.db
    .insert(locations)
    .values({
      brandId,
      code: `S-${codeSeq}-${Date.now().toString(36)}`,
      name: `Store ${status} ${codeSeq}`,
      addressLine: '1 Ayala Ave',
      city: 'Makati',
      province: 'Metro Manila',
      status,
      latitude: coords?.[0] ?? null,
      longitude: coords?.[1] ?? null,
    })
    .returning();
  return row;
}

const CONTENT = {
  heroTitle: 'Own a siomai stall',
  heroText: 'Steamed fresh, served fast.',
  story: 'First paragraph.\n\nSecond paragraph.',
  benefits: [{ title: 'Proven', text: 'Sells all day.' }],
  faqs: [{ question: 'How much?', answer: 'From ₱50,000.' }],
  packages: [
    { code: 'C', priceCentavos: 25_000_000 },
    { code: 'A', priceCentavos: 5_000_000 },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  hq = await signUp(t, { role: 'franchisor', fullName: 'Hector Office' });
  admin = await signUp(t, { role: 'admin' });
  franchisee = await signUp(t, { role: 'franchisee' });
  plainUser = await signUp(t, { role: 'user' });
  active = await makeBrand(t, 'Alpha');
  other = await makeBrand(t, 'Beta');
  inactive = await makeBrand(t, 'Gamma');
  await t.db.update(brands).set({ status: 'inactive' }).where(eq(brands.id, inactive.id));
  await location(active.id, 'open');
  await location(active.id, 'open', null);
  await location(active.id, 'training');
  await location(active.id, 'construction');
  await location(active.id, 'planning');
  await location(active.id, 'closed');
  await location(active.id, 'sold');
  await location(inactive.id, 'open');
});
afterAll(async () => t?.close());

describe('public home and microsites', () => {
  it('home lists active brands only, with open-location counts and the lowest offered price', async () => {
    await t.db.insert(brandPackages).values([
      { brandId: other.id, packageCode: 'B', priceCentavos: 9_500_000 },
      { brandId: other.id, packageCode: 'D', priceCentavos: 70_000_000 },
    ]);
    const res = await api(t, null).get('/api/site/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const home = res.json() as HomeContent;
    const ids = home.brands.map((b) => b.id);
    expect(ids).toContain(active.id);
    expect(ids).toContain(other.id);
    expect(ids).not.toContain(inactive.id);
    const a = home.brands.find((b) => b.id === active.id)!;
    expect(a.openLocations).toBe(2);
    // No package rows: all four at the network prices, so "from" is package A's.
    expect(a.fromCentavos).toBe(FRANCHISE_PACKAGES.A.priceCentavos);
    expect(home.brands.find((b) => b.id === other.id)!.fromCentavos).toBe(9_500_000);
    await t.db.delete(brandPackages).where(eq(brandPackages.brandId, other.id));
  });

  it('home shows published testimonials only, in head office’s order', async () => {
    await t.db.insert(siteTestimonials).values([
      { authorName: 'Second', quote: 'Two', sortOrder: 20 },
      { authorName: 'Hidden', quote: 'Nope', sortOrder: 5, published: false },
      { authorName: 'First', quote: 'One', sortOrder: 10, brandId: active.id },
    ]);
    const home = (await api(t, null).get('/api/site/home')).json() as HomeContent;
    expect(home.testimonials.map((x) => x.authorName)).toEqual(['First', 'Second']);
    await t.db.delete(siteTestimonials);
  });

  it('a microsite falls back to the brand row without content, and maps open, training and construction locations', async () => {
    const res = await api(t, null).get(`/api/site/brands/${active.slug}`);
    expect(res.statusCode).toBe(200);
    const site = res.json() as BrandMicrosite;
    expect(site.heroTitle).toBe(active.name);
    // The fixture brand has no tagline and an empty description: every text falls back to the name, never ''.
    expect(site.heroText).toBe(active.name);
    expect(site.story).toBe(active.name);
    expect(site.benefits).toEqual([]);
    expect(site.faqs).toEqual([]);
    expect(site.packages.map((p) => [p.code, p.priceCentavos])).toEqual(
      (['A', 'B', 'C', 'D'] as const).map((c) => [c, FRANCHISE_PACKAGES[c].priceCentavos]),
    );
    expect(site.locations.map((l) => l.status).sort()).toEqual(['construction', 'open', 'open', 'training']);
    expect(site.locations.some((l) => l.latitude === null && l.longitude === null)).toBe(true);
    expect(site.openLocations).toBe(2);
  });

  it('unknown, inactive and malformed slugs are the same 404', async () => {
    for (const slug of ['no-such-brand', inactive.slug, 'Bad%20Slug', '..%2F..', 'x'.repeat(90), '%00']) {
      const res = await api(t, null).get(`/api/site/brands/${slug}`);
      expect([404, 422]).toContain(res.statusCode);
      if (slug !== '%00') {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(SITE_MESSAGES.brandNotFound);
      }
    }
  });
});

describe('head office edits the site (site.manage: franchisor only)', () => {
  it('refuses anonymous (401) and franchisee, user and admin (403) on every manage route', async () => {
    const routes: [method: 'get' | 'put' | 'post' | 'del', url: string, body?: object][] = [
      ['get', '/api/site/manage/brands'],
      ['put', `/api/site/manage/brands/${active.id}`, CONTENT],
      ['get', '/api/site/manage/testimonials'],
      ['post', '/api/site/manage/testimonials', { authorName: 'X', authorTitle: '', quote: 'Y' }],
      ['put', `/api/site/manage/testimonials/${active.id}`, { authorName: 'X', authorTitle: '', quote: 'Y' }],
      ['del', `/api/site/manage/testimonials/${active.id}`],
    ];
    for (const [method, url, body] of routes) {
      const call = (cookie: string | null) => {
        const c = api(t, cookie);
        return method === 'get' ? c.get(url) : method === 'del' ? c.del(url) : c[method](url, body!);
      };
      expect((await call(null)).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const u of [franchisee, plainUser, admin]) expect((await call(u.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('saves a brand’s content and replaces its packages; the microsite shows it; audited', async () => {
    const res = await api(t, hq.cookie).put(`/api/site/manage/brands/${active.id}`, CONTENT);
    expect(res.statusCode).toBe(200);
    const saved = res.json() as BrandContent;
    expect(saved.packages).toEqual([
      { code: 'A', priceCentavos: 5_000_000 },
      { code: 'C', priceCentavos: 25_000_000 },
    ]);
    expect(saved.updatedAt).not.toBeNull();

    const again = await api(t, hq.cookie).put(`/api/site/manage/brands/${active.id}`, {
      ...CONTENT,
      heroTitle: 'New headline',
      packages: [{ code: 'B', priceCentavos: 11_000_000 }],
    });
    expect(again.statusCode).toBe(200);
    const rows = await t.db.select().from(brandPackages).where(eq(brandPackages.brandId, active.id));
    expect(rows.map((r) => r.packageCode)).toEqual(['B']);

    const site = (await api(t, null).get(`/api/site/brands/${active.slug}`)).json() as BrandMicrosite;
    expect(site.heroTitle).toBe('New headline');
    expect(site.story).toBe(CONTENT.story);
    expect(site.benefits).toEqual(CONTENT.benefits);
    expect(site.faqs).toEqual(CONTENT.faqs);
    expect(site.packages).toEqual([{ code: 'B', priceCentavos: 11_000_000 }]);
    expect(site.fromCentavos).toBe(11_000_000);

    const listRes = await api(t, hq.cookie).get('/api/site/manage/brands');
    expect(listRes.statusCode, listRes.body).toBe(200);
    const list = listRes.json() as { items: BrandContent[] };
    expect(list.items.map((b) => b.brandId)).toEqual(expect.arrayContaining([active.id, other.id, inactive.id]));
    const fallback = list.items.find((b) => b.brandId === other.id)!;
    expect(fallback.updatedAt).toBeNull();
    expect(fallback.packages).toHaveLength(4);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'site.brand_content_updated'), eq(auditLog.targetId, active.id)));
    expect(audits).toHaveLength(2);
  });

  it('refuses duplicate or missing packages (422) and an unknown brand (404)', async () => {
    const dup = await api(t, hq.cookie).put(`/api/site/manage/brands/${active.id}`, {
      ...CONTENT,
      packages: [
        { code: 'A', priceCentavos: 5_000_000 },
        { code: 'A', priceCentavos: 6_000_000 },
      ],
    });
    expect(dup.statusCode).toBe(422);
    const none = await api(t, hq.cookie).put(`/api/site/manage/brands/${active.id}`, { ...CONTENT, packages: [] });
    expect(none.statusCode).toBe(422);
    const unknown = await api(t, hq.cookie).put('/api/site/manage/brands/00000000-0000-4000-8000-000000000000', CONTENT);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(SITE_MESSAGES.brandNotFound);
    // Nothing of the refused writes stuck.
    const rows = await t.db.select().from(brandPackages).where(eq(brandPackages.brandId, active.id));
    expect(rows.map((r) => r.packageCode)).toEqual(['B']);
  });

  it('creates, lists, edits, hides and deletes testimonials', async () => {
    const created = await api(t, hq.cookie).post('/api/site/manage/testimonials', {
      authorName: 'Rowena Dizon',
      authorTitle: 'Franchisee, Alpha – Makati',
      quote: 'It paid for itself in ten months.',
      brandId: active.id,
      sortOrder: 10,
    });
    expect(created.statusCode).toBe(201);
    const tm = created.json() as Testimonial;
    expect(tm.published).toBe(true);

    const site = (await api(t, null).get(`/api/site/brands/${active.slug}`)).json() as BrandMicrosite;
    expect(site.testimonials.map((x) => x.id)).toEqual([tm.id]);

    const hidden = await api(t, hq.cookie).put(`/api/site/manage/testimonials/${tm.id}`, {
      authorName: 'Rowena Dizon',
      authorTitle: 'Franchisee, Alpha – Makati',
      quote: 'It paid for itself in ten months.',
      brandId: active.id,
      published: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect((hidden.json() as Testimonial).published).toBe(false);
    const home = (await api(t, null).get('/api/site/home')).json() as HomeContent;
    expect(home.testimonials.map((x) => x.id)).not.toContain(tm.id);
    const all = (await api(t, hq.cookie).get('/api/site/manage/testimonials')).json() as { items: Testimonial[] };
    expect(all.items.map((x) => x.id)).toContain(tm.id);

    const badBrand = await api(t, hq.cookie).post('/api/site/manage/testimonials', {
      authorName: 'X',
      authorTitle: '',
      quote: 'Y',
      brandId: '00000000-0000-4000-8000-000000000000',
    });
    expect(badBrand.statusCode).toBe(422);
    expect(badBrand.json().error.details.fieldErrors.brandId).toBeDefined();

    expect((await api(t, hq.cookie).del(`/api/site/manage/testimonials/${tm.id}`)).statusCode).toBe(204);
    const gone = await api(t, hq.cookie).del(`/api/site/manage/testimonials/${tm.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(SITE_MESSAGES.testimonialNotFound);
    const missing = await api(t, hq.cookie).put(`/api/site/manage/testimonials/${tm.id}`, { authorName: 'X', authorTitle: '', quote: 'Y' });
    expect(missing.statusCode).toBe(404);
    const actions = (await t.db.select({ a: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, tm.id))).map((r) => r.a);
    expect(actions.sort()).toEqual(['site.testimonial_created', 'site.testimonial_deleted', 'site.testimonial_updated']);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages, active brands and live posts only, with absolute URLs', async () => {
    const now = Date.now();
    const post = (slug: string, status: 'draft' | 'published' | 'unpublished', publishedAt: Date | null) => ({
      slug,
      title: slug,
      excerpt: 'e',
      body: 'b',
      category: 'Operations' as const,
      authorName: 'A',
      status,
      publishedAt,
    });
    await t.db
      .insert(blogPosts)
      .values([
        post('live-post', 'published', new Date(now - 86_400_000)),
        post('scheduled-post', 'published', new Date(now + 86_400_000)),
        post('draft-post', 'draft', null),
        post('gone-post', 'unpublished', new Date(now - 5 * 86_400_000)),
      ]);
    const res = await api(t, null).get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const base = t.ctx.baseUrl.replace(/\/$/, '');
    for (const path of ['/', '/contact', '/blog', '/apply', `/brand/${active.slug}`, `/brand/${other.slug}`, '/blog/live-post']) {
      expect(xml).toContain(`<loc>${base}${path}</loc>`);
    }
    for (const absent of [inactive.slug, 'scheduled-post', 'draft-post', 'gone-post']) expect(xml).not.toContain(absent);
    expect(xml).toMatch(/<loc>[^<]*\/blog\/live-post<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/);
    expect((xml.match(/<url>/g) ?? []).length).toBe(4 + 2 + 1);
  });

  it('robots.txt names the sitemap; neither is an API operation in the OpenAPI document', async () => {
    const res = await api(t, null).get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain(`Sitemap: ${t.ctx.baseUrl.replace(/\/$/, '')}/sitemap.xml`);
    const doc = (await api(t, null).get('/api/docs/json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/sitemap.xml');
    expect(Object.keys(doc.paths)).toContain('/api/site/brands/{slug}');
  });
});
