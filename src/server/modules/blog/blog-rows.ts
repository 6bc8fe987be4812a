import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { blogPosts } from '../../db/schema';
import type { BlogDisplayStatus, BlogSummary } from '../../../shared/blog.contracts';

export type PostRow = typeof blogPosts.$inferSelect;

/** Live: published and its publication time has come. Everything a visitor reads is filtered by this. */
export const isLive = (now: Date): SQL => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, now))!;

/** Published with a time still ahead: "scheduled" (derived, never stored). */
export const isScheduled = (now: Date): SQL => and(eq(blogPosts.status, 'published'), gt(blogPosts.publishedAt, now))!;

/** The display status in SQL, for the management list's filter and counts. */
export const displayStatusSql = (now: Date) =>
  sql<BlogDisplayStatus>`case when ${blogPosts.status} = 'published' and ${blogPosts.publishedAt} > ${now} then 'scheduled' else ${blogPosts.status} end`;

export function displayStatusOf(row: PostRow, now: Date): BlogDisplayStatus {
  if (row.status === 'published' && row.publishedAt && row.publishedAt > now) return 'scheduled';
  return row.status;
}

export function toSummary(r: PostRow): BlogSummary {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    category: r.category,
    tags: r.tags,
    authorName: r.authorName,
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
    readMinutes: r.readMinutes,
    featured: r.featured,
    coverUrl: r.coverUrl,
  };
}
