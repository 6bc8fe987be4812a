import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandMicrosites, brandPackages, brands, locations, siteTestimonials } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { SITE_MESSAGES, type BrandCard, type BrandMicrosite, type HomeContent, type Testimonial } from '../../../shared/site.contracts';
import { offeredPackages, packagesByBrand } from './brand-packages';

type BrandRow = typeof brands.$inferSelect;
type TestimonialRow = typeof siteTestimonials.$inferSelect;

/** Locations a microsite's map shows: running or about to open (not planning, closed or sold). */
const MAP_STATUSES = ['open', 'training', 'construction'] as const;
/** A brand slug as brands are created with (network contracts); anything else cannot be a brand. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function toTestimonialDto(t: TestimonialRow): Testimonial {
  return {
    id: t.id,
    authorName: t.authorName,
    authorTitle: t.authorTitle,
    quote: t.quote,
    brandId: t.brandId,
    published: t.published,
    sortOrder: t.sortOrder,
  };
}

function toCard(b: BrandRow, openLocations: number, fromCentavos: number | null): BrandCard {
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    tagline: b.tagline,
    description: b.description,
    logoUrl: b.logoUrl,
    coverUrl: b.coverUrl,
    primaryColor: b.primaryColor,
    openLocations,
    fromCentavos,
  };
}

const lowest = (prices: number[]) => (prices.length ? Math.min(...prices) : null);

/**
 * What visitors read: active brands and published testimonials. A visitor has no identity to run under row-level
 * security, so this reads as the owner and every query filters to what is public (decision 011).
 */
export function createSitePublicService(deps: { db: Db }) {
  const { db } = deps;

  async function publishedTestimonials(brandId?: string): Promise<Testimonial[]> {
    const rows = await db
      .select()
      .from(siteTestimonials)
      .where(and(eq(siteTestimonials.published, true), brandId ? eq(siteTestimonials.brandId, brandId) : undefined))
      .orderBy(asc(siteTestimonials.sortOrder), asc(siteTestimonials.createdAt), asc(siteTestimonials.id));
    return rows.map(toTestimonialDto);
  }

  async function openCount(brandIds: string[]): Promise<(brandId: string) => number> {
    if (!brandIds.length) return () => 0;
    const rows = await db
      .select({ brandId: locations.brandId, n: count() })
      .from(locations)
      .where(and(inArray(locations.brandId, brandIds), eq(locations.status, 'open')))
      .groupBy(locations.brandId);
    const map = new Map(rows.map((r) => [r.brandId, Number(r.n)]));
    return (id) => map.get(id) ?? 0;
  }

  /** The home page: every active brand as a card (by name) and the published testimonials in head office's order. */
  async function home(): Promise<HomeContent> {
    const rows = await db.select().from(brands).where(eq(brands.status, 'active')).orderBy(asc(brands.name));
    const ids = rows.map((b) => b.id);
    const open = await openCount(ids);
    const packages = packagesByBrand(ids.length ? await db.select().from(brandPackages).where(inArray(brandPackages.brandId, ids)) : []);
    return {
      brands: rows.map((b) => toCard(b, open(b.id), lowest(packages(b.id).map((p) => p.priceCentavos)))),
      testimonials: await publishedTestimonials(),
    };
  }

  /** One active brand's microsite; unknown, inactive or malformed slugs are all the same 404. */
  async function microsite(slug: string): Promise<BrandMicrosite> {
    if (!SLUG.test(slug)) throw AppError.notFound(SITE_MESSAGES.brandNotFound);
    const [brand] = await db
      .select()
      .from(brands)
      .where(and(eq(brands.slug, slug), eq(brands.status, 'active')));
    if (!brand) throw AppError.notFound(SITE_MESSAGES.brandNotFound);
    const [content] = await db.select().from(brandMicrosites).where(eq(brandMicrosites.brandId, brand.id));
    const packages = offeredPackages(await db.select().from(brandPackages).where(eq(brandPackages.brandId, brand.id)));
    const mapRows = await db
      .select({
        id: locations.id,
        name: locations.name,
        city: locations.city,
        province: locations.province,
        status: locations.status,
        latitude: locations.latitude,
        longitude: locations.longitude,
      })
      .from(locations)
      .where(and(eq(locations.brandId, brand.id), inArray(locations.status, [...MAP_STATUSES])))
      .orderBy(asc(locations.province), asc(locations.city), asc(locations.name));
    const open = mapRows.filter((l) => l.status === 'open').length;
    return {
      ...toCard(brand, open, lowest(packages.map((p) => p.priceCentavos))),
      // Without head office's content yet, the brand row itself tells the story.
      heroTitle: content?.heroTitle ?? brand.name,
      heroText: content?.heroText ?? (brand.tagline || brand.description || brand.name),
      story: content?.story ?? (brand.description || brand.tagline || brand.name),
      benefits: content?.benefits ?? [],
      faqs: content?.faqs ?? [],
      packages,
      locations: mapRows,
      testimonials: await publishedTestimonials(brand.id),
    };
  }

  return { home, microsite };
}
export type SitePublicService = ReturnType<typeof createSitePublicService>;
