import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, brands } from '../../db/schema';

/** The public pages every sitemap lists, besides brands and posts. */
const STATIC_PATHS = ['/', '/contact', '/blog', '/apply'] as const;

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * /sitemap.xml: the public pages, each active brand's microsite and every live post (published, its time come), with
 * absolute URLs from the public base URL. Read as the owner with explicit filters, like every public read.
 */
export async function buildSitemap(db: Db, baseUrl: string, now = new Date()): Promise<string> {
  const base = baseUrl.replace(/\/+$/, '');
  const brandRows = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.status, 'active')).orderBy(asc(brands.slug));
  const posts = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, now)))
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug));
  const url = (path: string, lastmod?: Date | null) =>
    `  <url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const lastmodOf = (p: (typeof posts)[number]) => {
    // A post edited before it went live was last changed, as far as a reader can tell, when it went live.
    const published = p.publishedAt ?? p.updatedAt;
    return p.updatedAt > published ? p.updatedAt : published;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((p) => url(p)),
    ...brandRows.map((b) => url(`/brand/${encodeURIComponent(b.slug)}`)),
    ...posts.map((p) => url(`/blog/${encodeURIComponent(p.slug)}`, lastmodOf(p))),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled, the API and the signed-in app's data may not; the sitemap is named. */
export function buildRobots(baseUrl: string): string {
  return ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${baseUrl.replace(/\/+$/, '')}/sitemap.xml`, ''].join('\n');
}
