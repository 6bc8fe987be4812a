import { and, arrayContains, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createMarkdownCache } from '../../lib/markdown';
import { containsPattern } from '../../lib/sql-like';
import {
  BLOG_CATEGORIES,
  BLOG_MESSAGES,
  BLOG_SLUG_PATTERN,
  type BlogCategories,
  type BlogList,
  type BlogPost,
  type ZBlogListQuery,
} from '../../../shared/blog.contracts';
import { isLive, toSummary } from './blog-rows';

type ListQuery = ReturnType<typeof ZBlogListQuery.parse>;
const RELATED = 3;

/**
 * The blog as visitors read it: live posts only (published, time come). A visitor has no identity for row-level
 * security, so this reads as the owner and every query carries the live filter (decision 011).
 */
export function createBlogPublicService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const rendered = createMarkdownCache();

  /** Live posts, featured first then newest; q searches title, excerpt and tags; category and tag narrow. */
  async function list(q: ListQuery): Promise<BlogList> {
    const search = q.q ? containsPattern(q.q) : null;
    const where = and(
      isLive(now()),
      search
        ? or(ilike(blogPosts.title, search), ilike(blogPosts.excerpt, search), sql`array_to_string(${blogPosts.tags}, ' ') ilike ${search}`)
        : undefined,
      q.category ? eq(blogPosts.category, q.category) : undefined,
      q.tag ? arrayContains(blogPosts.tags, [q.tag.trim().toLowerCase()]) : undefined,
    );
    const rows = await db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.featured), desc(blogPosts.publishedAt), asc(blogPosts.id))
      .limit(q.limit)
      .offset(q.offset);
    const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(where);
    return { items: rows.map(toSummary), total: Number(total) };
  }

  /** One live post with its body as sanitised HTML and up to three live posts of its category. */
  async function get(slug: string): Promise<BlogPost> {
    if (!BLOG_SLUG_PATTERN.test(slug)) throw AppError.notFound(BLOG_MESSAGES.notFound);
    const at = now();
    const [row] = await db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), isLive(at)));
    if (!row) throw AppError.notFound(BLOG_MESSAGES.notFound);
    const related = await db
      .select()
      .from(blogPosts)
      .where(and(isLive(at), eq(blogPosts.category, row.category), ne(blogPosts.id, row.id)))
      .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id))
      .limit(RELATED);
    return {
      ...toSummary(row),
      html: rendered(`${row.id}:${row.updatedAt.toISOString()}`, row.body),
      updatedAt: row.updatedAt.toISOString(),
      related: related.map(toSummary),
    };
  }

  /** Every category in the fixed order, with its count of live posts (0 included). */
  async function categories(): Promise<BlogCategories> {
    const rows = await db
      .select({ category: blogPosts.category, n: count() })
      .from(blogPosts)
      .where(isLive(now()))
      .groupBy(blogPosts.category);
    const byCategory = new Map(rows.map((r) => [r.category, Number(r.n)]));
    return { items: BLOG_CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 })) };
  }

  return { list, get, categories };
}
export type BlogPublicService = ReturnType<typeof createBlogPublicService>;
