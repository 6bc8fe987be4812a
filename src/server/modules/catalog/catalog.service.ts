import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, count, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, categories, productBrands, products, warehouseStock } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { databaseErrorCode } from '../../lib/db-error';
import { pesosToCentavos } from '../../../shared/money';
import { slugify } from '../../../shared/slug';
import {
  availabilityOf,
  type CatalogFacets,
  type Category,
  type Product,
  type CategoryData,
  type ProductData,
  type ProductPatchData,
  ZProductQuery,
} from '../../../shared/catalog.contracts';
import { containsPattern } from '../../lib/sql-like';

type Query = ReturnType<typeof ZProductQuery.parse>;

/** Who is browsing: a franchisee sees only their ordering location's brand; head office sees everything. */
export type CatalogScope = { kind: 'brand'; brandId: string | null } | { kind: 'network' };

const SORTS: Record<Query['sort'], SQL[]> = {
  name_asc: [asc(products.name), asc(products.id)],
  name_desc: [desc(products.name), asc(products.id)],
  price_asc: [asc(products.priceCentavos), asc(products.name)],
  price_desc: [desc(products.priceCentavos), asc(products.name)],
  newest: [desc(products.createdAt), asc(products.id)],
};

export function createCatalogService(db: Db) {
  async function categoryPaths(): Promise<Map<string, { name: string; path: string[] }>> {
    const rows = await db.select().from(categories);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const out = new Map<string, { name: string; path: string[] }>();
    for (const r of rows) {
      const path: string[] = [];
      let cur: typeof r | undefined = r;
      for (let guard = 0; cur && guard < 10; guard++) {
        path.unshift(cur.name);
        cur = cur.parentId ? byId.get(cur.parentId) : undefined;
      }
      out.set(r.id, { name: r.name, path });
    }
    return out;
  }

  /** A category and all its descendants, so filtering by "Food" includes "Frozen Goods". */
  async function categoryWithDescendants(id: string): Promise<string[]> {
    const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const ids = new Set([id]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const r of rows) {
        if (r.parentId && ids.has(r.parentId) && !ids.has(r.id)) {
          ids.add(r.id);
          grew = true;
        }
      }
    }
    return [...ids];
  }

  async function hydrate(
    rows: { p: typeof products.$inferSelect; onHand: number | null; reserved: number | null; reorderLevel: number | null }[],
  ): Promise<Product[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.p.id);
    const brandRows = await db
      .select({ productId: productBrands.productId, id: brands.id, name: brands.name, slug: brands.slug })
      .from(productBrands)
      .innerJoin(brands, eq(brands.id, productBrands.brandId))
      .where(inArray(productBrands.productId, ids))
      .orderBy(brands.name);
    const paths = await categoryPaths();
    return rows.map(({ p, onHand, reserved, reorderLevel }) => {
      const cat = p.categoryId ? paths.get(p.categoryId) : undefined;
      return {
        id: p.id,
        sku: p.sku,
        name: p.name,
        description: p.description,
        imageUrl: p.imageUrl,
        category: cat && p.categoryId ? { id: p.categoryId, name: cat.name, path: cat.path } : null,
        brands: brandRows.filter((b) => b.productId === p.id).map(({ id, name, slug }) => ({ id, name, slug })),
        unit: p.unit,
        priceCentavos: p.priceCentavos,
        minOrderQty: p.minOrderQty,
        maxOrderQty: p.maxOrderQty,
        active: p.active,
        availability: availabilityOf(onHand ?? 0, reserved ?? 0, reorderLevel ?? 0),
        updatedAt: p.updatedAt.toISOString(),
      };
    });
  }

  const selection = {
    p: products,
    onHand: warehouseStock.onHand,
    reserved: warehouseStock.reserved,
    reorderLevel: warehouseStock.reorderLevel,
  };

  function scopeFilter(scope: CatalogScope): SQL | undefined {
    if (scope.kind === 'network') return undefined;
    if (!scope.brandId) return sql`false`;
    return sql`exists (select 1 from ${productBrands} pb where pb.product_id = ${products.id} and pb.brand_id = ${scope.brandId})`;
  }

  async function list(scope: CatalogScope, q: Query): Promise<{ items: Product[]; total: number }> {
    const filters: (SQL | undefined)[] = [scopeFilter(scope)];
    if (!(scope.kind === 'network' && q.includeInactive)) filters.push(eq(products.active, true));
    if (q.q) {
      const term = containsPattern(q.q);
      filters.push(or(ilike(products.name, term), ilike(products.sku, term)));
    }
    if (q.categoryId) filters.push(inArray(products.categoryId, await categoryWithDescendants(q.categoryId)));
    if (q.brandId)
      filters.push(sql`exists (select 1 from ${productBrands} pb2 where pb2.product_id = ${products.id} and pb2.brand_id = ${q.brandId})`);
    if (q.minPrice !== undefined) filters.push(gte(products.priceCentavos, pesosToCentavos(q.minPrice)));
    if (q.maxPrice !== undefined) filters.push(lte(products.priceCentavos, pesosToCentavos(q.maxPrice)));
    if (q.inStock) filters.push(sql`coalesce(${warehouseStock.onHand}, 0) - coalesce(${warehouseStock.reserved}, 0) > 0`);
    const where = and(...filters.filter((f): f is SQL => f !== undefined));
    // The total rides along with the page (a window count); only a page past the end asks for it separately.
    const rows = await db
      .select({ ...selection, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(products)
      .leftJoin(warehouseStock, eq(warehouseStock.productId, products.id))
      .where(where)
      .orderBy(...SORTS[q.sort])
      .limit(q.limit)
      .offset(q.offset);
    const total =
      rows[0]?.total ??
      (await db.select({ n: count() }).from(products).leftJoin(warehouseStock, eq(warehouseStock.productId, products.id)).where(where))[0]
        .n;
    return { items: await hydrate(rows), total };
  }

  async function get(scope: CatalogScope, id: string): Promise<Product> {
    const filters = [eq(products.id, id), scopeFilter(scope)];
    if (scope.kind !== 'network') filters.push(eq(products.active, true));
    const rows = await db
      .select(selection)
      .from(products)
      .leftJoin(warehouseStock, eq(warehouseStock.productId, products.id))
      .where(and(...filters.filter((f): f is SQL => f !== undefined)));
    const [product] = await hydrate(rows);
    if (!product) throw AppError.notFound();
    return product;
  }

  async function facets(scope: CatalogScope): Promise<CatalogFacets> {
    const cats = await db.select().from(categories).orderBy(categories.name);
    const brandRows =
      scope.kind === 'network'
        ? await db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands).orderBy(brands.name)
        : scope.brandId
          ? await db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands).where(eq(brands.id, scope.brandId))
          : [];
    return { categories: cats.map(toCategoryDto), brands: brandRows };
  }

  // ------------------------------------------------------------ head office management

  function uniqueSku(err: unknown): never {
    if (databaseErrorCode(err) === '23505') {
      throw AppError.of('DUPLICATE_RESOURCE', 'A product with this SKU already exists.', {
        fieldErrors: { sku: ['A product with this SKU already exists.'] },
      });
    }
    if (databaseErrorCode(err) === '23503') {
      throw AppError.validation('Choose an existing category and brands.', {
        fieldErrors: { categoryId: ['Choose an existing category.'] },
      });
    }
    throw err;
  }

  async function create(input: ProductData): Promise<Product> {
    const id = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({
            sku: input.sku.toUpperCase(),
            name: input.name,
            description: input.description,
            categoryId: input.categoryId,
            unit: input.unit,
            priceCentavos: pesosToCentavos(input.pricePesos),
            minOrderQty: input.minOrderQty,
            maxOrderQty: input.maxOrderQty,
            active: input.active,
          })
          .returning({ id: products.id });
        await tx.insert(productBrands).values([...new Set(input.brandIds)].map((brandId) => ({ productId: row.id, brandId })));
        await tx.insert(warehouseStock).values({ productId: row.id, onHand: 0, reorderLevel: input.reorderLevel ?? 0 });
        return row.id;
      })
      .catch(uniqueSku);
    return get({ kind: 'network' }, id);
  }

  /** A price change affects carts (they warn) but never orders: order lines copied their price at checkout. */
  async function update(id: string, patch: ProductPatchData): Promise<Product> {
    await get({ kind: 'network' }, id);
    const current = (await db.select().from(products).where(eq(products.id, id)))[0];
    const min = patch.minOrderQty ?? current.minOrderQty;
    const max = patch.maxOrderQty === undefined ? current.maxOrderQty : patch.maxOrderQty;
    if (max !== null && max < min) {
      throw AppError.validation('Maximum order quantity must be at least the minimum.', {
        fieldErrors: { maxOrderQty: ['Maximum order quantity must be at least the minimum.'] },
      });
    }
    await db
      .transaction(async (tx) => {
        const { pricePesos, brandIds, reorderLevel, sku, ...rest } = patch;
        const set = {
          ...rest,
          ...(sku ? { sku: sku.toUpperCase() } : {}),
          ...(pricePesos !== undefined ? { priceCentavos: pesosToCentavos(Number(pricePesos)) } : {}),
          updatedAt: new Date(),
        };
        await tx
          .update(products)
          .set(set as Partial<typeof products.$inferInsert>)
          .where(eq(products.id, id));
        if (brandIds) {
          await tx.delete(productBrands).where(eq(productBrands.productId, id));
          await tx.insert(productBrands).values([...new Set(brandIds)].map((brandId) => ({ productId: id, brandId })));
        }
        if (reorderLevel !== undefined) {
          await tx
            .insert(warehouseStock)
            .values({ productId: id, reorderLevel: Number(reorderLevel) })
            .onConflictDoUpdate({ target: warehouseStock.productId, set: { reorderLevel: Number(reorderLevel), updatedAt: new Date() } });
        }
      })
      .catch(uniqueSku);
    return get({ kind: 'network' }, id);
  }

  async function setImage(id: string, imageUrl: string): Promise<Product> {
    await get({ kind: 'network' }, id);
    await db.update(products).set({ imageUrl, updatedAt: new Date() }).where(eq(products.id, id));
    return get({ kind: 'network' }, id);
  }

  async function createCategory(input: CategoryData): Promise<Category> {
    const base = slugify(input.name) || 'category';
    const [{ n }] = await db
      .select({ n: count() })
      .from(categories)
      .where(sql`${categories.slug} = ${base} or ${categories.slug} like ${`${base}-%`}`);
    const [row] = await db
      .insert(categories)
      .values({ name: input.name, parentId: input.parentId, slug: n ? `${base}-${n + 1}` : base })
      .returning()
      .catch((err) => {
        if (databaseErrorCode(err) === '23503')
          throw AppError.validation('Choose an existing parent category.', {
            fieldErrors: { parentId: ['Choose an existing parent category.'] },
          });
        throw err;
      });
    return toCategoryDto(row);
  }

  async function updateCategory(id: string, input: CategoryData): Promise<Category> {
    if (input.parentId) {
      const descendants = await categoryWithDescendants(id);
      if (descendants.includes(input.parentId)) {
        throw AppError.validation('A category cannot sit inside itself.', {
          fieldErrors: { parentId: ['A category cannot sit inside itself.'] },
        });
      }
    }
    const [row] = await db.update(categories).set({ name: input.name, parentId: input.parentId }).where(eq(categories.id, id)).returning();
    if (!row) throw AppError.notFound();
    return toCategoryDto(row);
  }

  return { list, get, facets, create, update, setImage, createCategory, updateCategory };
}
export type CatalogService = ReturnType<typeof createCatalogService>;

function toCategoryDto(r: typeof categories.$inferSelect): Category {
  return { id: r.id, name: r.name, slug: r.slug, parentId: r.parentId };
}
