import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandMicrosites, brandPackages, brands, siteTestimonials } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import type { AuditService } from '../audit/audit.service';
import type { Who } from '../network/locations.service';
import {
  SITE_MESSAGES,
  type BrandContent,
  type Testimonial,
  type ZBrandContentWrite,
  type ZTestimonialWrite,
} from '../../../shared/site.contracts';
import { packagesByBrand } from './brand-packages';
import { toTestimonialDto } from './site-public.service';

type ContentWrite = ReturnType<typeof ZBrandContentWrite.parse>;
type TestimonialWrite = ReturnType<typeof ZTestimonialWrite.parse>;

const UNKNOWN_BRAND = 'Choose a brand of the network, or none.';

/**
 * Head office's editing of the public site (site.manage: franchisor). Everything runs under row-level security as
 * the caller (migration 0026: head office reads, only the franchisor writes), and every change is audited.
 */
export function createSiteContentService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  /** Every brand (any status) with its content, or the fallbacks the microsite shows when none was written. */
  async function contentOf(tx: Tx, brandId?: string): Promise<BrandContent[]> {
    const rows = await tx
      .select({ b: brands, m: brandMicrosites })
      .from(brands)
      .leftJoin(brandMicrosites, eq(brandMicrosites.brandId, brands.id))
      .where(brandId ? eq(brands.id, brandId) : undefined)
      .orderBy(asc(brands.name));
    const packages = packagesByBrand(
      await tx
        .select()
        .from(brandPackages)
        .where(brandId ? eq(brandPackages.brandId, brandId) : undefined),
    );
    return rows.map(({ b, m }) => ({
      brandId: b.id,
      slug: b.slug,
      name: b.name,
      status: b.status,
      heroTitle: m?.heroTitle ?? b.name,
      heroText: m?.heroText ?? (b.tagline || b.description || b.name),
      story: m?.story ?? (b.description || b.tagline || b.name),
      benefits: m?.benefits ?? [],
      faqs: m?.faqs ?? [],
      packages: packages(b.id),
      updatedAt: m ? m.updatedAt.toISOString() : null,
    }));
  }

  async function listBrands(actor: Actor): Promise<{ items: BrandContent[] }> {
    return withRls(db, actor, async (tx) => ({ items: await contentOf(tx) }));
  }

  const contentAudit = (c: BrandContent) => ({
    heroTitle: c.heroTitle,
    heroText: c.heroText,
    story: c.story,
    benefits: c.benefits,
    faqs: c.faqs,
    packages: c.packages.map((p) => `${p.code} ${p.priceCentavos}`).join(', '),
  });

  /** Replaces a brand's microsite content and its packages in one transaction. */
  async function saveBrand(who: Who, brandId: string, input: ContentWrite): Promise<BrandContent> {
    return withRls(db, who.actor, async (tx) => {
      const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('update');
      if (!brand) throw AppError.notFound(SITE_MESSAGES.brandNotFound);
      const [before] = await contentOf(tx, brandId);
      const values = {
        heroTitle: input.heroTitle,
        heroText: input.heroText,
        story: input.story,
        benefits: input.benefits,
        faqs: input.faqs,
        updatedBy: who.actor.userId,
        updatedAt: new Date(),
      };
      await tx
        .insert(brandMicrosites)
        .values({ brandId, ...values })
        .onConflictDoUpdate({ target: brandMicrosites.brandId, set: values });
      await tx.delete(brandPackages).where(eq(brandPackages.brandId, brandId));
      await tx.insert(brandPackages).values(input.packages.map((p) => ({ brandId, packageCode: p.code, priceCentavos: p.priceCentavos })));
      const [after] = await contentOf(tx, brandId);
      const diff = changedFields(contentAudit(before), contentAudit(after));
      if (Object.keys(diff.after).length) {
        await audit.record(tx, {
          actorId: who.actor.userId,
          action: 'site.brand_content_updated',
          targetType: 'brand',
          targetId: brandId,
          targetLabel: after.name,
          ...diff,
          ip: who.ip,
        });
      }
      return after;
    });
  }

  async function listTestimonials(actor: Actor): Promise<{ items: Testimonial[] }> {
    return withRls(db, actor, async (tx) => {
      const rows = await tx
        .select()
        .from(siteTestimonials)
        .orderBy(asc(siteTestimonials.sortOrder), asc(siteTestimonials.createdAt), asc(siteTestimonials.id));
      return { items: rows.map(toTestimonialDto) };
    });
  }

  async function checkBrand(tx: Tx, brandId: string | null) {
    if (!brandId) return;
    const [b] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    if (!b) throw AppError.validation(UNKNOWN_BRAND, { fieldErrors: { brandId: [UNKNOWN_BRAND] } });
  }

  async function lockedTestimonial(tx: Tx, id: string) {
    const [row] = await tx.select().from(siteTestimonials).where(eq(siteTestimonials.id, id)).for('update');
    if (!row) throw AppError.notFound(SITE_MESSAGES.testimonialNotFound);
    return toTestimonialDto(row);
  }

  const testimonialAudit = (t: Testimonial) => {
    const { id: _id, ...rest } = t;
    return rest;
  };

  async function createTestimonial(who: Who, input: TestimonialWrite): Promise<Testimonial> {
    return withRls(db, who.actor, async (tx) => {
      await checkBrand(tx, input.brandId);
      const [row] = await tx.insert(siteTestimonials).values(input).returning();
      const dto = toTestimonialDto(row);
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'site.testimonial_created',
        targetType: 'testimonial',
        targetId: row.id,
        targetLabel: row.authorName,
        after: testimonialAudit(dto),
        ip: who.ip,
      });
      return dto;
    });
  }

  async function updateTestimonial(who: Who, id: string, input: TestimonialWrite): Promise<Testimonial> {
    return withRls(db, who.actor, async (tx) => {
      const before = await lockedTestimonial(tx, id);
      await checkBrand(tx, input.brandId);
      const [row] = await tx
        .update(siteTestimonials)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(siteTestimonials.id, id))
        .returning();
      const after = toTestimonialDto(row);
      const diff = changedFields(testimonialAudit(before), testimonialAudit(after));
      if (Object.keys(diff.after).length) {
        await audit.record(tx, {
          actorId: who.actor.userId,
          action: 'site.testimonial_updated',
          targetType: 'testimonial',
          targetId: id,
          targetLabel: after.authorName,
          ...diff,
          ip: who.ip,
        });
      }
      return after;
    });
  }

  async function deleteTestimonial(who: Who, id: string): Promise<void> {
    await withRls(db, who.actor, async (tx) => {
      const before = await lockedTestimonial(tx, id);
      await tx.delete(siteTestimonials).where(eq(siteTestimonials.id, id));
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'site.testimonial_deleted',
        targetType: 'testimonial',
        targetId: id,
        targetLabel: before.authorName,
        before: testimonialAudit(before),
        ip: who.ip,
      });
    });
  }

  return { listBrands, saveBrand, listTestimonials, createTestimonial, updateTestimonial, deleteTestimonial };
}
export type SiteContentService = ReturnType<typeof createSiteContentService>;
