import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid, index, check, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { brands, locations } from './network';
import { timestamps } from './columns';

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    unit: text('unit').notNull(),
    priceCentavos: integer('price_centavos').notNull(),
    minOrderQty: integer('min_order_qty').notNull().default(1),
    maxOrderQty: integer('max_order_qty'),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_name_idx').on(t.name),
    index('products_price_idx').on(t.priceCentavos),
    check('products_price_nonneg', sql`${t.priceCentavos} >= 0`),
  ],
);

/** Which brands may order a product. */
export const productBrands = pgTable(
  'product_brands',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.brandId] })],
);

/** Head-office warehouse stock; `reserved` is held by orders not yet shipped. */
export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    reorderLevel: integer('reorder_level').notNull().default(0),
    maxLevel: integer('max_level'),
    /** Set while stock sits at or below the reorder level and an alert was raised (once per crossing). */
    lowAlerted: boolean('low_alerted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('warehouse_stock_nonneg', sql`${t.onHand} >= 0 and ${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`)],
);

/** Stock held at a franchise location (franchisee data: row-level security). */
export const locationStock = pgTable(
  'location_stock',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    reorderPoint: integer('reorder_point').notNull().default(5),
    maxLevel: integer('max_level').notNull().default(30),
    lowAlerted: boolean('low_alerted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.productId] }), check('location_stock_nonneg', sql`${t.quantity} >= 0`)],
);
