import { z } from 'zod';
import { MAX_COUNT, ZInt, ZLine, ZMultiline, ZPageQuery, ZPesoFilter, ZPesos, ZQueryBool, ZSearch, paged } from './http';

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

const ZPriceFilter = ZPesoFilter('Invalid price. Please check your input.');

export const ZProductQuery = z.object({
  q: ZSearch,
  categoryId: z.string().uuid().optional(),
  brandId: z.string().uuid().optional(),
  /** Pesos, inclusive. */
  minPrice: ZPriceFilter,
  maxPrice: ZPriceFilter,
  inStock: ZQueryBool,
  /** Head office only: include deactivated products. */
  includeInactive: ZQueryBool,
  sort: z.enum(PRODUCT_SORTS).default('name_asc'),
  ...ZPageQuery(PRODUCT_PAGE_SIZE).shape,
});
export type ProductQuery = z.input<typeof ZProductQuery>;

export const ZProductList = paged(ZProduct);
export type ProductList = z.infer<typeof ZProductList>;

export const ZCatalogFacets = z.object({ categories: z.array(ZCategory), brands: z.array(ZBrandRef) });
export type CatalogFacets = z.infer<typeof ZCatalogFacets>;

export const PRICE_ZERO_MESSAGE = 'Price must be more than zero.';
/** A product's price: above ₱0 (a free product could be ordered for nothing), at most two decimals. */
const ZPesoAmount = ZPesos({ type: 'Invalid price. Please check your input.', label: 'Price' }).refine((v) => v !== 0, PRICE_ZERO_MESSAGE);
const ZSku = ZLine(40, 'SKU')
  .min(1, 'SKU is required.')
  .regex(/^[A-Za-z0-9-]+$/, 'SKU may contain letters, digits and dashes only.');
const ZOrderQty = (min: string, label: string) => ZInt(1, MAX_COUNT, { min, label });
/** Warehouse units, never above what int4 stock columns can add up. */
const ZLevel = ZInt(0, MAX_COUNT, { label: 'Reorder level' });

/** Head office create/edit form; price in pesos (2 decimals), stored as centavos. */
export const ZProductInput = z
  .object({
    sku: ZSku,
    name: ZLine(120, 'Name').min(1, 'Name is required.'),
    description: ZMultiline(2000, 'Description').default(''),
    categoryId: z.string().uuid('Choose a category.').nullable(),
    unit: ZLine(30, 'Unit of measure').min(1, 'Unit of measure is required.'),
    pricePesos: ZPesoAmount,
    minOrderQty: ZOrderQty('Minimum order quantity is at least 1.', 'Minimum order quantity'),
    maxOrderQty: ZOrderQty('Maximum order quantity is at least 1.', 'Maximum order quantity').nullable(),
    brandIds: z.array(z.string().uuid()).min(1, 'Enable the product for at least one brand.').max(100),
    active: z.boolean().default(true),
    reorderLevel: ZLevel.optional(),
  })
  .refine((v) => v.maxOrderQty === null || v.maxOrderQty >= v.minOrderQty, {
    path: ['maxOrderQty'],
    message: 'Maximum order quantity must be at least the minimum.',
  });
export type ProductInput = z.input<typeof ZProductInput>;
export type ProductData = z.output<typeof ZProductInput>;
export const ZProductPatch = z.object({
  sku: ZSku.optional(),
  name: ZLine(120, 'Name').min(1, 'Name is required.').optional(),
  description: ZMultiline(2000, 'Description').optional(),
  categoryId: z.string().uuid().nullable().optional(),
  unit: ZLine(30, 'Unit of measure').min(1, 'Unit of measure is required.').optional(),
  pricePesos: ZPesoAmount.optional(),
  minOrderQty: ZOrderQty('Minimum order quantity is at least 1.', 'Minimum order quantity').optional(),
  maxOrderQty: ZOrderQty('Maximum order quantity is at least 1.', 'Maximum order quantity').nullable().optional(),
  brandIds: z.array(z.string().uuid()).min(1, 'Enable the product for at least one brand.').max(100).optional(),
  active: z.boolean().optional(),
  reorderLevel: ZLevel.optional(),
});
export type ProductPatch = z.input<typeof ZProductPatch>;
export type ProductPatchData = z.output<typeof ZProductPatch>;

export const ZCategoryInput = z.object({
  name: ZLine(80, 'Name').min(1, 'Name is required.'),
  parentId: z.string().uuid().nullable().default(null),
});
export type CategoryInput = z.input<typeof ZCategoryInput>;
export type CategoryData = z.output<typeof ZCategoryInput>;

/** Product images: jpg/jpeg/png, at most 5 MB, checked by content. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
