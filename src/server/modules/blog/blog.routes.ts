import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireActor } from '../../auth/session';
import { deleteUpload, replaceUpload, saveImageUpload } from '../../lib/image-upload';
import { routeKit, who } from '../../lib/route-kit';
import { ZId } from '../../../shared/http';
import {
  BLOG_API,
  ZBlogCategories,
  ZBlogList,
  ZBlogListQuery,
  ZBlogManageList,
  ZBlogManageQuery,
  ZBlogPost,
  ZBlogPostEditable,
  ZBlogPostWrite,
  ZBlogPublish,
} from '../../../shared/blog.contracts';

/** Any string is accepted as a slug: a malformed one is simply not a post (404), never a validation error. */
const ZSlugParams = z.object({ slug: z.string().max(200) });
/** Head office's edits and publications show at once: browsers revalidate public content on every read. */
const PUBLIC_CACHE = 'no-cache';
const COVER_TYPES = 'Cover images must be JPG or PNG files.';

/**
 * The blog: visitors read live posts (as the owner, live filter on every query); head office (blog.manage:
 * franchisor and admin) writes, schedules, publishes and unpublishes under /api/blog/manage with row-level security.
 */
const POST_EXAMPLE = {
  title: 'Opening your first kiosk in a Metro Manila mall',
  slug: 'opening-your-first-kiosk',
  excerpt: 'Permits, mall requirements and the first-week checklist our franchisees use.',
  body: '## Before you sign the lease\n\nGet your barangay clearance and mayor’s permit started early: they take two to three weeks in Makati.',
  category: 'Franchising Tips',
  tags: ['kiosk', 'permits'],
  featured: false,
  authorName: 'Ana Santos',
} satisfies z.input<typeof ZBlogPostWrite>;

export async function blogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = routeKit(app, ['blog']);
  const manage = ctx.guards.can('blog.manage');
  const P = BLOG_API.public;
  const M = BLOG_API.manage;

  api.get(
    `${P}/posts`,
    'public',
    {
      summary: 'Live posts, featured first then newest (search title/excerpt/tags; category; tag), paged',
      querystring: ZBlogListQuery,
      response: { 200: ZBlogList },
    },
    async (req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return ctx.blog.list(req.query);
    },
  );
  api.get(
    `${P}/posts/:slug`,
    'public',
    {
      summary: 'A live post with its body as sanitised HTML and up to three related posts (404 draft, scheduled, unpublished)',
      params: ZSlugParams,
      response: { 200: ZBlogPost },
      errors: [404],
    },
    async (req, reply) => {
      const post = await ctx.blog.get(req.params.slug);
      reply.header('cache-control', PUBLIC_CACHE);
      return post;
    },
  );
  api.get(
    `${P}/categories`,
    'public',
    { summary: 'Every category with its count of live posts', response: { 200: ZBlogCategories } },
    async (_req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return ctx.blog.categories();
    },
  );

  api.get(
    `${M}/posts`,
    manage,
    {
      summary: 'Every post with its display status (search, status, category), paged, with counts per status',
      querystring: ZBlogManageQuery,
      response: { 200: ZBlogManageList },
    },
    async (req) => ctx.blog.manageList(requireActor(req), req.query),
  );
  api.post(
    `${M}/posts`,
    manage,
    {
      summary: 'Write a new post (a draft; slug unique)',
      body: ZBlogPostWrite,
      example: POST_EXAMPLE,
      response: { 201: ZBlogPostEditable },
      errors: [409],
    },
    async (req, reply) => reply.status(201).send(await ctx.blog.create(who(req), req.body)),
  );
  api.get(
    `${M}/posts/:id`,
    manage,
    { summary: 'A post for the editor (Markdown and its preview HTML)', params: ZId, response: { 200: ZBlogPostEditable }, errors: [404] },
    async (req) => ctx.blog.manageGet(requireActor(req), req.params.id),
  );
  api.put(
    `${M}/posts/:id`,
    manage,
    {
      summary: 'Save a post’s fields (the status does not change)',
      params: ZId,
      body: ZBlogPostWrite,
      example: { ...POST_EXAMPLE, tags: ['kiosk', 'permits', 'malls'], featured: true },
      response: { 200: ZBlogPostEditable },
      errors: [404, 409],
    },
    async (req) => ctx.blog.update(who(req), req.params.id, req.body),
  );
  api.post(
    `${M}/posts/:id/publish`,
    manage,
    {
      summary: 'Publish now (no publishAt, or one already past) or schedule for a later time',
      params: ZId,
      body: ZBlogPublish,
      example: { publishAt: '2026-12-01T09:00:00+08:00' },
      response: { 200: ZBlogPostEditable },
      errors: [404],
    },
    async (req) => ctx.blog.publish(who(req), req.params.id, req.body),
  );
  api.post(
    `${M}/posts/:id/unpublish`,
    manage,
    { summary: 'Take a live or scheduled post off the site', params: ZId, response: { 200: ZBlogPostEditable }, errors: [404] },
    async (req) => ctx.blog.unpublish(who(req), req.params.id),
  );
  api.post(
    `${M}/posts/:id/cover`,
    manage,
    {
      summary: 'Upload the cover image (multipart "file", JPG/PNG ≤ 5 MB checked by content; public)',
      params: ZId,
      response: { 200: ZBlogPostEditable },
      errors: [404, 413, 429],
      upload: { file: 'A JPG or PNG image, at most 5 MB (checked by content)' },
    },
    async (req) => {
      const w = who(req);
      await ctx.blog.assertExists(w.actor, req.params.id);
      const url = await saveImageUpload(req, {
        storage: ctx.storage,
        folder: 'blog',
        namePrefix: req.params.id,
        wrongTypeMessage: COVER_TYPES,
        uploader: { userId: w.actor.userId, limiter: ctx.limiter },
      });
      return replaceUpload(ctx.storage, url, () => ctx.blog.setCover(w, req.params.id, url));
    },
  );
  api.delete(
    `${M}/posts/:id/cover`,
    manage,
    { summary: 'Remove the cover image', params: ZId, response: { 200: ZBlogPostEditable }, errors: [404] },
    async (req) => replaceUpload(ctx.storage, null, () => ctx.blog.setCover(who(req), req.params.id, null)),
  );
  api.delete(
    `${M}/posts/:id`,
    manage,
    {
      summary: 'Delete a draft or unpublished post (409 for a live or scheduled one)',
      params: ZId,
      response: { 204: z.null() },
      errors: [404, 409],
    },
    async (req, reply) => {
      const cover = await ctx.blog.remove(who(req), req.params.id);
      await deleteUpload(ctx.storage, cover);
      return reply.status(204).send(null);
    },
  );
}
