import { z } from 'zod';
import { ZLine, ZMultiline, ZUuid, listOf, MAX_CENTAVOS } from './http';
import { PACKAGE_CODES } from './packages';

export { HEAD_OFFICE, HOW_IT_WORKS, MAP_TILES, SITE_API } from './site-info';

/**
 * The public site's content (issue 16): the home page and each brand's microsite, edited by head office.
 *
 * Public (no sign-in), SITE_API.public = /api/site:
 *   GET  /api/site/home                  → ZHomeContent (active brands as cards, packages A–D, published testimonials)
 *   GET  /api/site/brands/:slug          → ZBrandMicrosite (404 for an unknown or inactive brand)
 * Head office (site.manage: franchisor), SITE_API.manage = /api/site/manage:
 *   GET  /api/site/manage/brands                   → ZBrandContentList (every brand with its microsite content)
 *   PUT  /api/site/manage/brands/:brandId          ZBrandContentWrite → ZBrandContent
 *   GET  /api/site/manage/testimonials             → ZTestimonialList (published and hidden)
 *   POST /api/site/manage/testimonials             ZTestimonialWrite → 201 ZTestimonial
 *   PUT  /api/site/manage/testimonials/:id         ZTestimonialWrite → ZTestimonial
 *   DELETE /api/site/manage/testimonials/:id       → 204
 * GET /sitemap.xml (outside /api): the public pages, every active brand's microsite and every published post.
 */

const ZPackageCode = z.enum(PACKAGE_CODES);

export const ZBrandCard = z.object({
  id: ZUuid,
  slug: z.string(),
  name: z.string(),
  tagline: z.string().nullable(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  primaryColor: z.string(),
  /** Open locations of the brand. */
  openLocations: z.number().int(),
  /** The lowest package price offered for the brand, centavos; null when none is offered. */
  fromCentavos: z.number().int().nullable(),
});
export type BrandCard = z.infer<typeof ZBrandCard>;

export const ZTestimonial = z.object({
  id: ZUuid,
  authorName: z.string(),
  /** e.g. "Franchisee, Siomai Shop – Makati". */
  authorTitle: z.string(),
  quote: z.string(),
  brandId: ZUuid.nullable(),
  published: z.boolean(),
  sortOrder: z.number().int(),
});
export type Testimonial = z.infer<typeof ZTestimonial>;

export const ZHomeContent = z.object({
  brands: z.array(ZBrandCard),
  testimonials: z.array(ZTestimonial),
});
export type HomeContent = z.infer<typeof ZHomeContent>;

export const ZBenefit = z.object({
  title: ZLine(80, 'Benefit title').min(1, 'Benefit title is required.'),
  text: ZMultiline(400, 'Benefit text'),
});
export const ZFaq = z.object({
  question: ZLine(200, 'Question').min(1, 'Question is required.'),
  answer: ZMultiline(1500, 'Answer').min(1, 'Answer is required.'),
});
export type Benefit = z.infer<typeof ZBenefit>;
export type Faq = z.infer<typeof ZFaq>;

/** A package as one brand offers it: its own price (centavos) for that brand. */
export const ZBrandPackage = z.object({ code: ZPackageCode, priceCentavos: z.number().int() });
export type BrandPackage = z.infer<typeof ZBrandPackage>;

export const ZMapLocation = z.object({
  id: ZUuid,
  name: z.string(),
  city: z.string(),
  province: z.string(),
  status: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type MapLocation = z.infer<typeof ZMapLocation>;

export const ZBrandMicrosite = ZBrandCard.extend({
  heroTitle: z.string(),
  heroText: z.string(),
  story: z.string(),
  benefits: z.array(ZBenefit),
  faqs: z.array(ZFaq),
  packages: z.array(ZBrandPackage),
  /** Open, training and construction locations (not planning, closed or sold), for the map. */
  locations: z.array(ZMapLocation),
  testimonials: z.array(ZTestimonial),
});
export type BrandMicrosite = z.infer<typeof ZBrandMicrosite>;

// ---------------------------------------------------------------- head office

export const ZBrandContentWrite = z.object({
  heroTitle: ZLine(120, 'Headline').min(1, 'Headline is required.'),
  heroText: ZMultiline(400, 'Introduction').min(1, 'Introduction is required.'),
  story: ZMultiline(5000, 'Story').min(1, 'Story is required.'),
  benefits: z.array(ZBenefit).max(8, 'Use at most 8 benefits.'),
  faqs: z.array(ZFaq).max(20, 'Use at most 20 questions.'),
  /** The packages the brand offers and their prices; at least one. */
  packages: z
    .array(
      z.object({
        code: ZPackageCode,
        priceCentavos: z
          .number({ error: 'Enter a price.' })
          .int()
          .min(100, 'Enter a price of at least ₱1.')
          .max(MAX_CENTAVOS, 'This price is too large.'),
      }),
    )
    .min(1, 'Offer at least one package.')
    .refine((list) => new Set(list.map((p) => p.code)).size === list.length, 'Each package may be listed once.'),
});
export type BrandContentWrite = z.infer<typeof ZBrandContentWrite>;

/**
 * A brand's content as head office's editor loads it. Plain output types (not the write rules): a brand without
 * written content shows fallbacks from the brand row, which need not meet the editor's limits.
 */
export const ZBrandContent = z.object({
  brandId: ZUuid,
  slug: z.string(),
  name: z.string(),
  status: z.string(),
  heroTitle: z.string(),
  heroText: z.string(),
  story: z.string(),
  benefits: z.array(z.object({ title: z.string(), text: z.string() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  packages: z.array(ZBrandPackage),
  updatedAt: z.string().nullable(),
});
export type BrandContent = z.infer<typeof ZBrandContent>;
export const ZBrandContentList = listOf(ZBrandContent);

export const ZTestimonialWrite = z.object({
  authorName: ZLine(120, 'Name').min(1, 'Name is required.'),
  authorTitle: ZLine(160, 'Title'),
  quote: ZMultiline(1000, 'Quote').min(1, 'Quote is required.'),
  brandId: ZUuid.nullable().default(null),
  published: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(1000).default(0),
});
export const ZTestimonialList = listOf(ZTestimonial);

export const SITE_MESSAGES = {
  brandNotFound: 'This brand could not be found.',
  testimonialNotFound: 'This testimonial could not be found.',
} as const;
