import { z } from 'zod';

/** Catalogue contracts: browsing (franchisees, head office) and management (head office). Money in centavos. */

export const AVAILABILITY = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export const ZAvailability = z.object({ status: z.enum(AVAILABILITY), available: z.number().int() });
export type Availability = z.infer<typeof ZAvailability>;
export const AVAILABILITY_LABELS: Record<(typeof AVAILABILITY)[number], string> = {
  in_stock: 'In stock',
  low_stock: 'Low stock',
  out_of_stock: 'Out of stock',
};

/** Available = on hand − reserved; low when at or below the reorder level. */
export function availabilityOf(onHand: number, reserved: number, reorderLevel: number): Availability {
  const available = Math.max(0, onHand - reserved);
  if (available <= 0) return { status: 'out_of_stock', available: 0 };
  if (available <= reorderLevel) return { status: 'low_stock', available };
  return { status: 'in_stock', available };
}

export const ZBrandRef = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type BrandRef = z.infer<typeof ZBrandRef>;

export const ZCategory = z.object({ id: z.string(), name: z.string(), slug: z.string(), parentId: z.string().nullable() });
export type Category = z.infer<typeof ZCategory>;

export const ZProduct = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  category: z.object({ id: z.string(), name: z.string(), path: z.array(z.string()) }).nullable(),
  brands: z.array(ZBrandRef),
  unit: z.string(),
  priceCentavos: z.number().int(),
  minOrderQty: z.number().int(),
  maxOrderQty: z.number().int().nullable(),
  active: z.boolean(),
  availability: ZAvailability,
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ZProduct>;

export const PRODUCT_SORTS = ['name_asc', 'name_desc', 'price_asc', 'price_desc', 'newest'] as const;
export const PRODUCT_PAGE_SIZE = 24;

const ZBoolString = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');
const ZPesoFilter = z.coerce.number().min(0, 'Invalid price. Please check your input.').optional();

export const ZProductQuery = z.object({
  q: z.string().trim().max(100).optional(),
  categoryId: z.string().uuid().optional(),
  brandId: z.string().uuid().optional(),
  /** Pesos, inclusive. */
  minPrice: ZPesoFilter,
  maxPrice: ZPesoFilter,
  inStock: ZBoolString,
  /** Head office only: include deactivated products. */
  includeInactive: ZBoolString,
  sort: z.enum(PRODUCT_SORTS).default('name_asc'),
  limit: z.coerce.number().int().min(1).max(100).default(PRODUCT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ProductQuery = z.input<typeof ZProductQuery>;

export const ZProductList = z.object({ items: z.array(ZProduct), total: z.number().int() });
export type ProductList = z.infer<typeof ZProductList>;

export const ZCatalogFacets = z.object({ categories: z.array(ZCategory), brands: z.array(ZBrandRef) });
export type CatalogFacets = z.infer<typeof ZCatalogFacets>;

const ZPesoAmount = z.coerce
  .number({ error: 'Invalid price. Please check your input.' })
  .min(0, 'Price cannot be negative.')
  .max(10_000_000, 'Price is too high.');

/** Head office create/edit form; price in pesos (2 decimals), stored as centavos. */
export const ZProductInput = z
  .object({
    sku: z.string().trim().min(1, 'SKU is required.').max(40).regex(/^[A-Za-z0-9-]+$/, 'SKU may contain letters, digits and dashes only.'),
    name: z.string().trim().min(1, 'Name is required.').max(120),
    description: z.string().trim().max(2000).default(''),
    categoryId: z.string().uuid('Choose a category.').nullable(),
    unit: z.string().trim().min(1, 'Unit of measure is required.').max(30),
    pricePesos: ZPesoAmount,
    minOrderQty: z.coerce.number().int('Whole numbers only.').min(1, 'Minimum order quantity is at least 1.'),
    maxOrderQty: z.coerce.number().int('Whole numbers only.').min(1).nullable(),
    brandIds: z.array(z.string().uuid()).min(1, 'Enable the product for at least one brand.'),
    active: z.boolean().default(true),
    reorderLevel: z.coerce.number().int().min(0).optional(),
  })
  .refine((v) => v.maxOrderQty === null || v.maxOrderQty >= v.minOrderQty, {
    path: ['maxOrderQty'],
    message: 'Maximum order quantity must be at least the minimum.',
  });
export type ProductInput = z.input<typeof ZProductInput>;
export type ProductData = z.output<typeof ZProductInput>;
export const ZProductPatch = z.object({
  sku: z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9-]+$/, 'SKU may contain letters, digits and dashes only.').optional(),
  name: z.string().trim().min(1, 'Name is required.').max(120).optional(),
  description: z.string().trim().max(2000).optional(),
  categoryId: z.string().uuid().nullable().optional(),
  unit: z.string().trim().min(1).max(30).optional(),
  pricePesos: ZPesoAmount.optional(),
  minOrderQty: z.coerce.number().int().min(1).optional(),
  maxOrderQty: z.coerce.number().int().min(1).nullable().optional(),
  brandIds: z.array(z.string().uuid()).min(1, 'Enable the product for at least one brand.').optional(),
  active: z.boolean().optional(),
  reorderLevel: z.coerce.number().int().min(0).optional(),
});
export type ProductPatch = z.input<typeof ZProductPatch>;
export type ProductPatchData = z.output<typeof ZProductPatch>;

export const ZCategoryInput = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(80),
  parentId: z.string().uuid().nullable().default(null),
});
export type CategoryInput = z.input<typeof ZCategoryInput>;
export type CategoryData = z.output<typeof ZCategoryInput>;

/** Product images: jpg/jpeg/png, at most 5 MB, checked by content. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}
