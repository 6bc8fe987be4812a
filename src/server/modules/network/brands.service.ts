import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, locations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { databaseErrorCode } from '../../lib/db-error';
import { withRls, type Actor, type Tx } from '../../lib/rls';
import { type AuditService } from '../audit/audit.service';
import type { Who } from './locations.service';
import { BRAND_MESSAGES, brandSlugTakenMessage } from '../../../shared/errors';
import type { Brand, ZBrandInput, ZBrandUpdate } from '../../../shared/network.contracts';
import { IAM_ROLES } from '../../../shared/roles';
import { changedFields } from '../../lib/changed-fields';

type Input = ReturnType<typeof ZBrandInput.parse>;
type Update = ReturnType<typeof ZBrandUpdate.parse>;
type Row = typeof brands.$inferSelect;

function toDto(b: Row, locationCount: number): Brand {
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    tagline: b.tagline,
    description: b.description,
    logoUrl: b.logoUrl,
    coverUrl: b.coverUrl,
    primaryColor: b.primaryColor,
    secondaryColor: b.secondaryColor,
    status: b.status,
    locationCount,
    createdAt: b.createdAt.toISOString(),
  };
}

function auditView(b: Brand) {
  const { id: _i, locationCount: _l, createdAt: _c, ...rest } = b;
  return rest;
}

/** Brands of the network: head office edits them; everyone else (and the public pages) sees active ones. */
export function createBrandsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function withCount(tx: Tx, rows: Row[]): Promise<Brand[]> {
    // Under row-level security a franchisee counts only their own locations.
    const counts = await tx.select({ brandId: locations.brandId, n: count() }).from(locations).groupBy(locations.brandId);
    const byBrand = new Map(counts.map((c) => [c.brandId, Number(c.n)]));
    return rows.map((b) => toDto(b, byBrand.get(b.id) ?? 0));
  }

  async function list(actor: Actor): Promise<{ items: Brand[] }> {
    return withRls(db, actor, async (tx) => {
      const headOffice = IAM_ROLES.includes(actor.role);
      const rows = await tx
        .select()
        .from(brands)
        .where(headOffice ? undefined : eq(brands.status, 'active'))
        .orderBy(asc(brands.name));
      return { items: await withCount(tx, rows) };
    });
  }

  async function oneIn(tx: Tx, id: string): Promise<Brand> {
    const [row] = await tx.select().from(brands).where(eq(brands.id, id));
    if (!row) throw AppError.notFound(BRAND_MESSAGES.NOT_FOUND);
    const [{ n }] = await tx.select({ n: count() }).from(locations).where(eq(locations.brandId, id));
    return toDto(row, Number(n));
  }

  function duplicateSlug(slug: string) {
    return (err: unknown): never => {
      if (databaseErrorCode(err) === '23505') {
        const message = brandSlugTakenMessage(slug);
        throw AppError.of('DUPLICATE_RESOURCE', message, { fieldErrors: { slug: [message] } });
      }
      throw err;
    };
  }

  async function create(who: Who, input: Input): Promise<Brand> {
    return withRls(db, who.actor, async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({ ...input, tagline: input.tagline ?? null })
        .returning()
        .catch(duplicateSlug(input.slug));
      const brand = toDto(row, 0);
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: 'brand.created',
        targetType: 'brand',
        targetId: row.id,
        targetLabel: row.name,
        after: auditView(brand),
        ip: who.ip,
      });
      return brand;
    });
  }

  async function update(who: Who, id: string, patch: Update): Promise<Brand> {
    return withRls(db, who.actor, async (tx) => {
      const [locked] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for('update');
      if (!locked) throw AppError.notFound(BRAND_MESSAGES.NOT_FOUND);
      const before = await oneIn(tx, id);
      const set: Partial<typeof brands.$inferInsert> = {};
      for (const [k, v] of Object.entries(patch) as [keyof Update, unknown][]) {
        if (v !== undefined) (set as Record<string, unknown>)[k] = v;
      }
      if (Object.keys(set).length)
        await tx
          .update(brands)
          .set(set)
          .where(eq(brands.id, id))
          .catch(duplicateSlug(patch.slug ?? before.slug));
      const after = await oneIn(tx, id);
      const diff = changedFields(auditView(before), auditView(after));
      if (Object.keys(diff.after).length) {
        await audit.record(tx, {
          actorId: who.actor.userId,
          action: 'brand.updated',
          targetType: 'brand',
          targetId: id,
          targetLabel: after.name,
          ...diff,
          ip: who.ip,
        });
      }
      return after;
    });
  }

  async function assertExists(actor: Actor, id: string): Promise<void> {
    await withRls(db, actor, (tx) => oneIn(tx, id));
  }

  /** Stores the new logo or cover URL and returns the URL it replaced, read under a row lock so two uploads at once each learn which file they replaced. */
  async function setImage(who: Who, id: string, kind: 'logo' | 'cover', url: string): Promise<{ value: Brand; replaced: string | null }> {
    return withRls(db, who.actor, async (tx) => {
      await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, id)).for('update');
      const before = await oneIn(tx, id);
      await tx
        .update(brands)
        .set(kind === 'logo' ? { logoUrl: url } : { coverUrl: url })
        .where(eq(brands.id, id));
      const field = kind === 'logo' ? 'logoUrl' : 'coverUrl';
      await audit.record(tx, {
        actorId: who.actor.userId,
        action: `brand.${kind}_uploaded`,
        targetType: 'brand',
        targetId: id,
        targetLabel: before.name,
        before: { [field]: before[field] },
        after: { [field]: url },
        ip: who.ip,
      });
      return { value: await oneIn(tx, id), replaced: before[field] };
    });
  }

  return { list, create, update, assertExists, setImage };
}
export type BrandsService = ReturnType<typeof createBrandsService>;
