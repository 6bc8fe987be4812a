import { z } from 'zod';
import { ZIsoDate, ZLine, ZMultiline, ZOptionalLine, ZPageQuery, ZSearch, ZUuid, paged, listOf } from './http';

/**
 * The blog (issue 16): posts written in Markdown by head office, read by everyone.
 *
 * Public (no sign-in), BLOG_API.public = /api/blog:
 *   GET  /api/blog/posts                 ZBlogListQuery (q, category, tag, limit, offset) → ZBlogList (published only, featured first on page 1)
 *   GET  /api/blog/posts/:slug           → ZBlogPost (404 unknown, draft, unpublished or scheduled for later)
 *   GET  /api/blog/categories            → ZBlogCategories (each category with its count of published posts)
 * Head office (blog.manage: franchisor, admin), BLOG_API.manage = /api/blog/manage:
 *   GET    /api/blog/manage/posts        ZBlogManageQuery → ZBlogManageList (every status)
 *   POST   /api/blog/manage/posts        ZBlogPostWrite → 201 ZBlogPostEditable
 *   GET    /api/blog/manage/posts/:id    → ZBlogPostEditable
 *   PUT    /api/blog/manage/posts/:id    ZBlogPostWrite → ZBlogPostEditable
 *   POST   /api/blog/manage/posts/:id/publish     ZBlogPublish ({ publishAt? } null/absent = now; future = scheduled) → ZBlogPostEditable
 *   POST   /api/blog/manage/posts/:id/unpublish   → ZBlogPostEditable
 *   POST   /api/blog/manage/posts/:id/cover       multipart "file" (JPG/PNG ≤ 5 MB, by content) → ZBlogPostEditable
 *   DELETE /api/blog/manage/posts/:id/cover       → ZBlogPostEditable
 *   DELETE /api/blog/manage/posts/:id             → 204 (drafts and unpublished posts only; 409 for a live post)
 * The body is Markdown; the server renders it to HTML with raw HTML dropped and the result sanitised (no script, no
 * event handler, no javascript: link survives), and the page shows that HTML. Read time = words / 200, at least 1.
 */
import { BLOG_PAGE_SIZE } from './site-info';

export { BLOG_API, BLOG_PAGE_SIZE } from './site-info';

export const BLOG_CATEGORIES = ['Franchising Tips', 'Brand News', 'Success Stories', 'Operations', 'Industry Insights'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Stored status; "scheduled" is derived: published with a publish time still ahead. */
export const BLOG_POST_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];
export const BLOG_DISPLAY_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type BlogDisplayStatus = (typeof BLOG_DISPLAY_STATUSES)[number];
export const BLOG_STATUS_LABELS: Record<BlogDisplayStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
};

export const BLOG_WORDS_PER_MINUTE = 200;
export const BLOG_TITLE_MAX = 160;
export const BLOG_EXCERPT_MAX = 400;
export const BLOG_BODY_MAX = 50_000;
export const BLOG_TAGS_MAX = 8;
export const BLOG_TAG_MAX = 30;

/** Minutes to read a Markdown body: its words / 200, rounded up, at least 1. */
export function readMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[#>*_`~[\]()!|-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / BLOG_WORDS_PER_MINUTE));
}

/** URL slug: lower-case letters, digits and single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_SLUG_MESSAGE = 'Use lower-case letters, digits and hyphens, e.g. opening-your-first-kiosk.';
export const ZBlogSlug = z.string().trim().min(1, 'Slug is required.').max(120).regex(BLOG_SLUG_PATTERN, BLOG_SLUG_MESSAGE);

export const ZBlogCategory = z.enum(BLOG_CATEGORIES, { error: 'Choose a category.' });

export const ZBlogListQuery = z.object({
  q: ZSearch,
  category: ZBlogCategory.optional(),
  tag: ZOptionalLine(BLOG_TAG_MAX),
  ...ZPageQuery(BLOG_PAGE_SIZE).shape,
});

/** A post as lists show it. */
export const ZBlogSummary = z.object({
  id: ZUuid,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: ZBlogCategory,
  tags: z.array(z.string()),
  authorName: z.string(),
  /** When it went (or goes) live, ISO. */
  publishedAt: z.string().nullable(),
  readMinutes: z.number().int(),
  featured: z.boolean(),
  /** Public image URL, or null. */
  coverUrl: z.string().nullable(),
});
export type BlogSummary = z.infer<typeof ZBlogSummary>;
export const ZBlogList = paged(ZBlogSummary);
export type BlogList = z.infer<typeof ZBlogList>;

/** A published post as /blog/{id} shows it: its summary and the sanitised HTML of the body. */
export const ZBlogPost = ZBlogSummary.extend({
  html: z.string(),
  updatedAt: z.string(),
  /** Up to three other published posts of the same category. */
  related: z.array(ZBlogSummary),
});
export type BlogPost = z.infer<typeof ZBlogPost>;

export const ZBlogCategories = listOf(z.object({ category: ZBlogCategory, count: z.number().int() }));
export type BlogCategories = z.infer<typeof ZBlogCategories>;

// ---------------------------------------------------------------- head office

export const ZBlogManageQuery = z.object({
  q: ZSearch,
  status: z.enum(BLOG_DISPLAY_STATUSES).optional(),
  category: ZBlogCategory.optional(),
  ...ZPageQuery(20).shape,
});

const ZTag = ZLine(BLOG_TAG_MAX, 'Tag').min(1);

/** What the editor saves (create and update alike). Saving never changes the status: publish/unpublish do. */
export const ZBlogPostWrite = z.object({
  title: ZLine(BLOG_TITLE_MAX, 'Title').min(1, 'Title is required.'),
  slug: ZBlogSlug,
  excerpt: ZMultiline(BLOG_EXCERPT_MAX, 'Excerpt').min(1, 'Excerpt is required.'),
  body: ZMultiline(BLOG_BODY_MAX, 'Body').min(1, 'Body is required.'),
  category: ZBlogCategory,
  tags: z
    .array(ZTag)
    .max(BLOG_TAGS_MAX, `Use at most ${BLOG_TAGS_MAX} tags.`)
    .default([])
    .transform((tags) => [...new Set(tags.map((t) => t.trim().toLowerCase()))]),
  featured: z.boolean().default(false),
  /** Shown as the author; blank = the signed-in writer's name. */
  authorName: ZOptionalLine(120, 'Author'),
});
export type BlogPostWriteInput = z.input<typeof ZBlogPostWrite>;

/** Publish now (absent or null) or at a later time (scheduled); a time in the past publishes now. */
export const ZBlogPublish = z.object({
  publishAt: z.iso.datetime({ offset: true, error: 'Invalid date. Please check your input.' }).nullish(),
});
/** For the editor's date picker: a Manila calendar date and HH:mm. */
export const ZBlogScheduleForm = z.object({ date: ZIsoDate, time: z.string().regex(/^\d\d:\d\d$/, 'Enter a time as HH:MM.') });

export const ZBlogPostEditable = ZBlogSummary.extend({
  body: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  displayStatus: z.enum(BLOG_DISPLAY_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The sanitised HTML, for the editor's preview. */
  html: z.string(),
});
export type BlogPostEditable = z.infer<typeof ZBlogPostEditable>;

export const ZBlogManageRow = ZBlogSummary.extend({
  status: z.enum(BLOG_POST_STATUSES),
  displayStatus: z.enum(BLOG_DISPLAY_STATUSES),
  updatedAt: z.string(),
});
export type BlogManageRow = z.infer<typeof ZBlogManageRow>;
export const ZBlogManageList = paged(ZBlogManageRow).extend({
  counts: z.record(z.enum(BLOG_DISPLAY_STATUSES), z.number().int()),
});
export type BlogManageList = z.infer<typeof ZBlogManageList>;

export const BLOG_MESSAGES = {
  notFound: 'This blog post could not be found.',
  slugTaken: 'Another post already uses this slug. Choose a different one.',
  deleteLive: 'Unpublish this post before deleting it.',
  headOfficeOnly: 'Only head office can write and publish blog posts.',
} as const;
