import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { api } from '../../test/ordering-fixture';
import { blogPosts, brandMicrosites, brandPackages, brands, locations, siteTestimonials } from '../../db/schema';
import { DEMO_BRANDS } from '../../db/seed/demo-data';
import { seedPublicSite } from '../../db/seed/seed-public-site';
import { readMinutes, type BlogList, type BlogManageList } from '../../../shared/blog.contracts';
import type { BrandMicrosite, HomeContent } from '../../../shared/site.contracts';

let t: TestApp;
const now = new Date();

async function counts() {
  const n = async (table: typeof blogPosts | typeof siteTestimonials | typeof brandMicrosites | typeof brandPackages) =>
    Number((await t.db.select({ n: count() }).from(table))[0].n);
  return {
    posts: await n(blogPosts),
    testimonials: await n(siteTestimonials),
    microsites: await n(brandMicrosites),
    packages: await n(brandPackages),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await signUp(t, { email: 'franchisor@demo.com', fullName: 'John Franchisor', role: 'franchisor' });
  const rows = await t.db
    .insert(brands)
    .values(DEMO_BRANDS.map((b) => ({ ...b })))
    .returning();
  const siomai = rows.find((b) => b.slug === 'siomai-shop')!;
  await t.db.insert(locations).values({
    brandId: siomai.id,
    code: 'SE-QC-099',
    name: 'Siomai Express Cubao',
    addressLine: 'Gateway Mall',
    city: 'Quezon City',
    province: 'Metro Manila',
    status: 'open',
  });
});
afterAll(async () => t?.close());

describe('seedPublicSite', () => {
  it('writes the demo content once; running again adds nothing and brings back nothing head office deleted', async () => {
    await seedPublicSite(t.db, { now, storage: t.storage });
    const first = await counts();
    expect(first).toEqual({ posts: 8, testimonials: 6, microsites: 4, packages: 3 + 2 + 3 + 4 });

    await t.db.delete(siteTestimonials).where(eq(siteTestimonials.authorName, 'Jerome Bautista'));
    await seedPublicSite(t.db, { now, storage: t.storage });
    await seedPublicSite(t.db, { now });
    expect(await counts()).toEqual({ ...first, testimonials: 5 });
  });

  it('gives believable public content: prices per brand, coordinates, one scheduled, one draft, one unpublished', async () => {
    const site = (await api(t, null).get('/api/site/brands/siomai-shop')).json() as BrandMicrosite;
    expect(site.packages).toEqual([
      { code: 'A', priceCentavos: 5_000_000 },
      { code: 'B', priceCentavos: 12_000_000 },
      { code: 'C', priceCentavos: 25_000_000 },
    ]);
    expect(site.benefits).toHaveLength(4);
    expect(site.faqs).toHaveLength(5);
    expect(site.story.split('\n\n')).toHaveLength(3);
    const cubao = site.locations.find((l) => l.name === 'Siomai Express Cubao')!;
    expect(cubao.latitude).toBeGreaterThan(14.5);
    expect(cubao.longitude).toBeGreaterThan(120.9);

    const lemon = (await api(t, null).get('/api/site/brands/lemon-juice-stand')).json() as BrandMicrosite;
    expect(lemon.packages.map((p) => p.code)).toEqual(['A', 'B']);
    const coffee = (await api(t, null).get('/api/site/brands/coffee-shop')).json() as BrandMicrosite;
    expect(coffee.packages.map((p) => p.code)).toEqual(['B', 'C', 'D']);
    const home = (await api(t, null).get('/api/site/home')).json() as HomeContent;
    expect(home.brands).toHaveLength(4);
    expect(home.testimonials.length).toBeGreaterThanOrEqual(5);

    const blog = (await api(t, null).get('/api/blog/posts')).json() as BlogList;
    expect(blog.total).toBe(5);
    expect(blog.items.filter((p) => p.featured).length).toBeGreaterThanOrEqual(1);
    expect(blog.items[0].featured).toBe(true);
    expect(blog.items.every((p) => p.authorName === 'John Franchisor' && p.coverUrl)).toBe(true);
    const hq = await signUp(t, { role: 'franchisor' });
    const manage = (await api(t, hq.cookie).get('/api/blog/manage/posts?limit=50')).json() as BlogManageList;
    expect(manage.counts).toEqual({ draft: 1, scheduled: 1, published: 5, unpublished: 1 });
    const rows = await t.db.select().from(blogPosts);
    expect(new Set(rows.map((r) => r.category)).size).toBe(5);
    for (const r of rows) {
      const words = r.body.split(/\s+/).filter(Boolean).length;
      expect(words, r.slug).toBeGreaterThanOrEqual(150);
      expect(words, r.slug).toBeLessThanOrEqual(500);
      expect(r.readMinutes).toBe(readMinutes(r.body));
    }
    const cover = await api(t, null).get(new URL(blog.items[0].coverUrl!, 'http://x').pathname);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
  });
});
