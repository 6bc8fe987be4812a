import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireActor } from '../../auth/session';
import { routeKit, who } from '../../lib/route-kit';
import { ZId, ZIdParam } from '../../../shared/http';
import {
  SITE_API,
  ZBrandContent,
  ZBrandContentList,
  ZBrandContentWrite,
  ZBrandMicrosite,
  ZHomeContent,
  ZTestimonial,
  ZTestimonialList,
  ZTestimonialWrite,
} from '../../../shared/site.contracts';
import { buildRobots, buildSitemap } from './sitemap';

/** Any string is accepted as a slug: a malformed one is simply not a brand (404), never a validation error. */
const ZSlugParams = z.object({ slug: z.string().max(200) });
/** Crawlers may keep these for a while; a new post or brand shows up within the hour. */
const CRAWLER_CACHE = 'public, max-age=3600';
/** Head office's edits and publications show at once: browsers revalidate public content on every read. */
const PUBLIC_CACHE = 'no-cache';

/**
 * The public site's content: the home page and microsites for everyone (read as the owner, published content only),
 * head office's editing under /api/site/manage (site.manage: franchisor only; admin gets 403), and the crawler files.
 */
export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = routeKit(app, ['brands']);
  const manage = ctx.guards.can('site.manage');
  const M = SITE_API.manage;

  api.get(
    `${SITE_API.public}/home`,
    'public',
    {
      summary: 'The home page: active brands as cards (open locations, lowest package price) and published testimonials',
      response: { 200: ZHomeContent },
    },
    async (_req, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return ctx.site.home();
    },
  );
  api.get(
    `${SITE_API.public}/brands/:slug`,
    'public',
    {
      summary: 'An active brand’s microsite: story, benefits, FAQs, packages and prices, map locations, testimonials',
      params: ZSlugParams,
      response: { 200: ZBrandMicrosite },
      errors: [404],
    },
    async (req, reply) => {
      const site = await ctx.site.microsite(req.params.slug);
      reply.header('cache-control', PUBLIC_CACHE);
      return site;
    },
  );

  api.get(
    `${M}/brands`,
    manage,
    {
      summary: 'Every brand with its microsite content and packages (fallbacks where none was written)',
      response: { 200: ZBrandContentList },
    },
    async (req) => ctx.site.listBrands(requireActor(req)),
  );
  api.put(
    `${M}/brands/:brandId`,
    manage,
    {
      summary: 'Replace a brand’s microsite content and its packages (one transaction)',
      params: ZIdParam('brandId'),
      body: ZBrandContentWrite,
      example: {
        heroTitle: 'Own a Kape Manila coffee kiosk',
        heroText: 'Serve Batangas barako to Metro Manila commuters with a proven kiosk format.',
        story: 'Kape Manila started in 2015 as a single cart in Quiapo and now brews for over forty locations across Luzon.',
        benefits: [{ title: 'Full training', text: 'Two weeks of barista and store-operations training in our Makati academy.' }],
        faqs: [
          {
            question: 'How much space does a kiosk need?',
            answer: 'About 6 to 10 square metres in a mall, transport terminal or office lobby.',
          },
        ],
        packages: [
          { code: 'A', priceCentavos: 4500000 },
          { code: 'B', priceCentavos: 11500000 },
        ],
      },
      response: { 200: ZBrandContent },
      errors: [404],
    },
    async (req) => ctx.site.saveBrand(who(req), req.params.brandId, req.body),
  );
  api.get(
    `${M}/testimonials`,
    manage,
    { summary: 'Every testimonial, published and hidden, in display order', response: { 200: ZTestimonialList } },
    async (req) => ctx.site.listTestimonials(requireActor(req)),
  );
  api.post(
    `${M}/testimonials`,
    manage,
    {
      summary: 'Add a testimonial',
      body: ZTestimonialWrite,
      example: {
        authorName: 'Ana Santos',
        authorTitle: 'Franchisee, Kape Manila – Makati',
        quote: 'We recovered our franchise fee in fourteen months, and head office answers the same day.',
        brandId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
        published: true,
        sortOrder: 1,
      },
      response: { 201: ZTestimonial },
    },
    async (req, reply) => reply.status(201).send(await ctx.site.createTestimonial(who(req), req.body)),
  );
  api.put(
    `${M}/testimonials/:id`,
    manage,
    {
      summary: 'Edit a testimonial',
      params: ZId,
      body: ZTestimonialWrite,
      example: {
        authorName: 'Ana Santos',
        authorTitle: 'Franchisee, Kape Manila – Makati and Taguig',
        quote: 'We recovered our franchise fee in fourteen months and opened a second kiosk in BGC.',
        brandId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
        published: true,
        sortOrder: 1,
      },
      response: { 200: ZTestimonial },
      errors: [404],
    },
    async (req) => ctx.site.updateTestimonial(who(req), req.params.id, req.body),
  );
  api.delete(
    `${M}/testimonials/:id`,
    manage,
    { summary: 'Delete a testimonial', params: ZId, response: { 204: z.null() }, errors: [404] },
    async (req, reply) => {
      await ctx.site.deleteTestimonial(who(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  // The crawler files are not API operations: hidden from the OpenAPI document, exact routes so the SPA fallback
  // (the not-found handler) never answers them with index.html.
  api.get('/sitemap.xml', 'public', { summary: 'Sitemap of the public site', hide: true, response: {} }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(await buildSitemap(ctx.db, ctx.baseUrl)),
  );
  api.get('/robots.txt', 'public', { summary: 'Crawler rules naming the sitemap', hide: true, response: {} }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(buildRobots(ctx.baseUrl)),
  );
}
