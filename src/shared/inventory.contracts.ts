import { z } from 'zod';
import { MAX_COUNT, ZInt, ZMultiline, ZPageQuery, ZQueryBool, ZSearch, paged, listOf } from './http';

/** Unified inventory: warehouse and location stock, the movement ledger, low-stock alerts. */

export const MOVEMENT_KINDS = [
  'receipt',
  'reservation',
  'release',
  'shipment',
  'delivery',
  'sale',
  'adjustment',
  'waste',
  'transfer',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** Warehouse stock sorts on the server by one of these (product name A–Z is the default). */
export const WAREHOUSE_SORTS = ['name_asc', 'name_desc', 'available_asc', 'available_desc', 'value_desc'] as const;
export type WarehouseSort = (typeof WAREHOUSE_SORTS)[number];

export const ZWarehouseStockQuery = z.object({
  q: ZSearch,
  brandId: z.string().uuid().optional(),
  categoryId: z.string().uuid().optional(),
  lowOnly: ZQueryBool,
  sort: z.enum(WAREHOUSE_SORTS).default('name_asc'),
  ...ZPageQuery(50).shape,
});
export const ZWarehouseRow = z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  brands: z.array(z.string()),
  unit: z.string(),
  priceCentavos: z.number().int(),
  onHand: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  reorderLevel: z.number().int(),
  maxLevel: z.number().int().nullable(),
  low: z.boolean(),
  stockValueCentavos: z.number().int(),
});
export type WarehouseRow = z.infer<typeof ZWarehouseRow>;
export const ZWarehouseStock = paged(ZWarehouseRow).extend({
  totals: z.object({
    onHand: z.number().int(),
    reserved: z.number().int(),
    available: z.number().int(),
    stockValueCentavos: z.number().int(),
    lowCount: z.number().int(),
  }),
});
export type WarehouseStock = z.infer<typeof ZWarehouseStock>;

export const ZLocationStockQuery = z.object({ locationId: z.string().uuid().optional(), brandId: z.string().uuid().optional() });
export const ZLocationStockRow = z.object({
  locationId: z.string(),
  locationName: z.string(),
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  reorderPoint: z.number().int(),
  maxLevel: z.number().int(),
  low: z.boolean(),
  /** Up to the max level, respecting the product's order limits; 0 when not low. */
  suggestedQuantity: z.number().int(),
  orderable: z.boolean(),
});
export type LocationStockRow = z.infer<typeof ZLocationStockRow>;
export const ZLocationStock = listOf(ZLocationStockRow);

export const ZReceipt = z.object({
  productId: z.string().uuid(),
  quantity: ZInt(1, 1_000_000, { min: 'Quantity must be at least 1.' }),
  reason: ZMultiline(300).optional(),
});
export const ZAdjustment = z.object({
  productId: z.string().uuid(),
  /** Signed change of units on hand. */
  delta: ZInt(-1_000_000, 1_000_000).refine((v) => v !== 0, 'The change cannot be zero.'),
  kind: z.enum(['adjustment', 'waste']).default('adjustment'),
  reason: ZMultiline(300).min(1, 'Give a reason for the adjustment.'),
});
export const ZStockLevels = z.object({
  reorderLevel: ZInt(0, MAX_COUNT).optional(),
  maxLevel: ZInt(0, MAX_COUNT).nullable().optional(),
});

export const ZMovement = z.object({
  id: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  productId: z.string(),
  sku: z.string(),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  onHandDelta: z.number().int(),
  reservedDelta: z.number().int(),
  orderNumber: z.string().nullable(),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof ZMovement>;
export const ZMovementQuery = z.object({
  productId: z.string().uuid().optional(),
  locationId: z.string().uuid().optional(),
  ...ZPageQuery(50).shape,
});
export const ZMovementList = paged(ZMovement);

export const ZStockAlert = z.object({
  id: z.string(),
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  available: z.number().int(),
  reorderLevel: z.number().int(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
});
export type StockAlert = z.infer<typeof ZStockAlert>;
export const ZStockAlerts = listOf(ZStockAlert);
export const ZSuggestedToCart = z.object({ locationId: z.string().uuid() });
