import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { databaseErrorCode } from '../../lib/db-error';
import { renderMarkdown } from '../../lib/markdown';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { containsPattern } from '../../lib/sql-like';
import type { AuditService } from '../audit/audit.service';
import type { Who } from '../network/locations.service';
import {
  BLOG_DISPLAY_STATUSES,
  BLOG_MESSAGES,
  readMinutes,
  type BlogDisplayStatus,
  type BlogManageList,
  type BlogPostEditable,
  type ZBlogManageQuery,
  type ZBlogPostWrite,
  type ZBlogPublish,
} from '../../../shared/blog.contracts';
import { displayStatusOf, displayStatusSql, toSummary, type PostRow } from './blog-rows';

type ManageQuery = ReturnType<typeof ZBlogManageQuery.parse>;
type PostWrite = ReturnType<typeof ZBlogPostWrite.parse>;
type Publish = ReturnType<typeof ZBlogPublish.parse>;

const slugTaken = () => AppError.of('DUPLICATE_RESOURCE', BLOG_MESSAGES.slugTaken, { fieldErrors: { slug: [BLOG_MESSAGES.slugTaken] } });

/**
 * Head office writing the blog (blog.manage: franchisor, admin), under row-level security as the caller (migration
 * 0026). Saving never changes the status; publish, unpublish and delete do, and every change is audited.
 */
export function createBlogEditorService(deps: { db: Db; audit: AuditService; now: () => Date }) {
  const { db, audit, now } = deps;

  function toEditable(row: PostRow, at: Date): BlogPostEditable {
    return {
      ...toSummary(row),
      body: row.body,
      status: row.status,
      displayStatus: displayStatusOf(row, at),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      html: renderMarkdown(row.body),
    };
  }

  const auditView = (r: PostRow) => ({
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    category: r.category,
    tags: r.tags,
    featured: r.featured,
    authorName: r.authorName,
    status: r.status,
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
    coverUrl: r.coverUrl,
    bodyChars: r.body.length,
  });

  async function lockedRow(tx: Tx, id: string): Promise<PostRow> {
    const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!row) throw AppError.notFound(BLOG_MESSAGES.notFound);
    return row;
  }

  async function record(tx: Tx, who: Who, action: string, before: PostRow | null, after: PostRow | null) {
    const target = (after ?? before)!;
    const diff = before && after ? changedFields(auditView(before), auditView(after)) : null;
    if (diff && !Object.keys(diff.after).length) return;
    await audit.record(tx, {
      actorId: who.actor.userId,
      action,
      targetType: 'blog_post',
      targetId: target.id,
      targetLabel: target.title,
      ...(diff ?? { before: before ? auditView(before) : undefined, after: after ? auditView(after) : undefined }),
      ip: who.ip,
    });
  }

  /** The name a post shows when the editor leaves the author blank: the writer's own. */
  async function writerName(actor: Actor): Promise<string> {
    const [p] = await db.select({ fullName: userProfiles.fullName }).from(userProfiles).where(eq(userProfiles.id, actor.userId));
    return p?.fullName?.trim() || 'FranchiseHub Head Office';
  }

  /** The columns the editor's fields write, on create and on update alike. */
  async function editorColumns(actor: Actor, input: PostWrite) {
    return {
      slug: input.slug,
      title: input.title,
      excerpt: input.excerpt,
      body: input.body,
      category: input.category,
      tags: input.tags,
      featured: input.featured,
      authorName: input.authorName ?? (await writerName(actor)),
      readMinutes: readMinutes(input.body),
    };
  }

  async function slugFree(tx: Tx, slug: string, exceptId?: string) {
    const [other] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
    if (other && other.id !== exceptId) throw slugTaken();
  }

  const rethrowSlug = (err: unknown): never => {
    if (databaseErrorCode(err) === '23505') throw slugTaken();
    throw err;
  };

  async function list(actor: Actor, q: ManageQuery): Promise<BlogManageList> {
    const at = now();
    return withRls(db, actor, async (tx) => {
      const search = q.q ? containsPattern(q.q) : null;
      const base = and(
        search
          ? or(
              ilike(blogPosts.title, search),
              ilike(blogPosts.excerpt, search),
              ilike(blogPosts.slug, search),
              sql`array_to_string(${blogPosts.tags}, ' ') ilike ${search}`,
            )
          : undefined,
        q.category ? eq(blogPosts.category, q.category) : undefined,
      );
      const where = and(base, q.status ? sql`${displayStatusSql(at)} = ${q.status}` : undefined);
      const rows = await tx
        .select()
        .from(blogPosts)
        .where(where)
        .orderBy(desc(blogPosts.updatedAt), asc(blogPosts.id))
        .limit(q.limit)
        .offset(q.offset);
      const [{ total }] = await tx.select({ total: count() }).from(blogPosts).where(where);
      // The counts answer the search and category but not the status, so each status tab shows what it would list.
      const perStatus = await tx
        .select({ status: displayStatusSql(at), n: count() })
        .from(blogPosts)
        .where(base)
        // By position: the same CASE written twice would be two different parameters to PostgreSQL.
        .groupBy(sql`1`);
      const counts = Object.fromEntries(BLOG_DISPLAY_STATUSES.map((s) => [s, 0])) as Record<BlogDisplayStatus, number>;
      for (const r of perStatus) counts[r.status] = Number(r.n);
      return {
        items: rows.map((r) => ({
          ...toSummary(r),
          status: r.status,
          displayStatus: displayStatusOf(r, at),
          updatedAt: r.updatedAt.toISOString(),
        })),
        total: Number(total),
        counts,
      };
    });
  }

  async function get(actor: Actor, id: string): Promise<BlogPostEditable> {
    return withRls(db, actor, async (tx) => {
      const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id));
      if (!row) throw AppError.notFound(BLOG_MESSAGES.notFound);
      return toEditable(row, now());
    });
  }

  /** A new post, always a draft; the slug must be free. */
  async function create(who: Who, input: PostWrite): Promise<BlogPostEditable> {
    const columns = await editorColumns(who.actor, input);
    return withRls(db, who.actor, async (tx) => {
      await slugFree(tx, input.slug);
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...columns, authorId: who.actor.userId, status: 'draft' })
        .returning()
        .catch(rethrowSlug);
      await record(tx, who, 'blog_post.created', null, row);
      return toEditable(row, now());
    });
  }

  /** Saves the editor's fields; the status and publication time stay as they are. */
  async function update(who: Who, id: string, input: PostWrite): Promise<BlogPostEditable> {
    const columns = await editorColumns(who.actor, input);
    return withRls(db, who.actor, async (tx) => {
      const before = await lockedRow(tx, id);
      await slugFree(tx, input.slug, id);
      const [row] = await tx
        .update(blogPosts)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning()
        .catch(rethrowSlug);
      await record(tx, who, 'blog_post.updated', before, row);
      return toEditable(row, now());
    });
  }

  /**
   * Publishes now (no time, or a time already past) or schedules for a later time. Re-publishing a post that is
   * already live without a time keeps its original date, so a repeated click does not make it "new" again.
   */
  async function publish(who: Who, id: string, input: Publish): Promise<BlogPostEditable> {
    const at = now();
    return withRls(db, who.actor, async (tx) => {
      const before = await lockedRow(tx, id);
      const requested = input.publishAt ? new Date(input.publishAt) : null;
      const live = displayStatusOf(before, at) === 'published';
      const publishedAt = requested && requested > at ? requested : live && !requested ? before.publishedAt! : at;
      const [row] = await tx
        .update(blogPosts)
        .set({ status: 'published', publishedAt, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      await record(tx, who, publishedAt > at ? 'blog_post.scheduled' : 'blog_post.published', before, row);
      return toEditable(row, at);
    });
  }

  /** Takes a live or scheduled post off the site; a draft or an unpublished post stays as it is. */
  async function unpublish(who: Who, id: string): Promise<BlogPostEditable> {
    return withRls(db, who.actor, async (tx) => {
      const before = await lockedRow(tx, id);
      if (before.status !== 'published') return toEditable(before, now());
      const [row] = await tx
        .update(blogPosts)
        .set({ status: 'unpublished', updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      await record(tx, who, 'blog_post.unpublished', before, row);
      return toEditable(row, now());
    });
  }

  /** 404 before an upload is stored for a post that does not exist. */
  async function assertExists(actor: Actor, id: string): Promise<void> {
    await withRls(db, actor, async (tx) => {
      const [row] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id));
      if (!row) throw AppError.notFound(BLOG_MESSAGES.notFound);
    });
  }

  /** Records a new cover (or none) and says which image it replaced, for replaceUpload to delete. */
  async function setCover(who: Who, id: string, url: string | null): Promise<{ value: BlogPostEditable; replaced: string | null }> {
    return withRls(db, who.actor, async (tx) => {
      const before = await lockedRow(tx, id);
      const [row] = await tx.update(blogPosts).set({ coverUrl: url, updatedAt: new Date() }).where(eq(blogPosts.id, id)).returning();
      await record(tx, who, url ? 'blog_post.cover_uploaded' : 'blog_post.cover_removed', before, row);
      return { value: toEditable(row, now()), replaced: before.coverUrl };
    });
  }

  /** Deletes a draft or an unpublished post (a live or scheduled one is unpublished first); returns its cover URL. */
  async function remove(who: Who, id: string): Promise<string | null> {
    return withRls(db, who.actor, async (tx) => {
      const before = await lockedRow(tx, id);
      if (before.status === 'published') throw AppError.conflict(BLOG_MESSAGES.deleteLive);
      await tx.delete(blogPosts).where(eq(blogPosts.id, id));
      await record(tx, who, 'blog_post.deleted', before, null);
      return before.coverUrl;
    });
  }

  return { list, get, create, update, publish, unpublish, assertExists, setCover, remove };
}
export type BlogEditorService = ReturnType<typeof createBlogEditorService>;
