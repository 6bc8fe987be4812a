import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  index,
  pgSequence,
  check,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { authUsers } from './auth';
import { locations } from './network';
import { products } from './catalog';
import { timestamps } from './columns';

export const ORDER_STATUSES = ['pending_approval', 'approved', 'rejected', 'cancelled', 'processing', 'shipped', 'delivered'] as const;

/** Feeds the NNNNNN part of ORD-YYYYMMDD-NNNNNN. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    placedBy: uuid('placed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending_approval'),
    subtotalCentavos: integer('subtotal_centavos').notNull(),
    vatCentavos: integer('vat_centavos').notNull(),
    shippingCentavos: integer('shipping_centavos').notNull(),
    totalCentavos: integer('total_centavos').notNull(),
    notes: text('notes'),
    /** Snapshots taken at checkout, so later edits of an address or payment method never change an order. */
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    billingAddress: jsonb('billing_address').$type<Record<string, unknown>>(),
    paymentMethod: jsonb('payment_method').$type<{ type: string; label: string }>(),
    idempotencyKey: text('idempotency_key'),
    /** What was asked under that key (checkout's body, hashed): the key again with another body is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippingMethod: text('shipping_method'),
    estimatedDelivery: date('estimated_delivery'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_uq')
      .on(t.placedBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('orders_tracking_uq')
      .on(t.carrier, t.trackingNumber)
      .where(sql`${t.trackingNumber} is not null`),
    index('orders_location_created_idx').on(t.locationId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // Network-wide recent windows (dashboard: orders of the last 30 days, recent activity).
    index('orders_created_idx').on(t.createdAt),
    check('orders_total_consistent', sql`${t.totalCentavos} = ${t.subtotalCentavos} + ${t.vatCentavos} + ${t.shippingCentavos}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    unitPriceCentavos: integer('unit_price_centavos').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCentavos: integer('line_total_centavos').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_qty_pos', sql`${t.quantity} > 0`)],
);

/** Append-only: who moved the order from which status to which, and why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    actorId: uuid('actor_id').references(() => authUsers.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    index('order_status_history_created_idx').on(t.createdAt),
    // The integrity job finds orders by when they were delivered (migration 0050).
    index('order_status_history_to_status_idx').on(t.toStatus, t.createdAt),
  ],
);

/**
 * Orders and their totals per location and status, kept by statement-level triggers on `orders` in the same
 * transaction as every write (migration 0055), so head office's order-management header reads a few thousand rows
 * instead of counting and summing the whole network's orders on every page. No foreign key: a location's rows go to
 * zero with its orders.
 */
export const orderTotals = pgTable(
  'order_totals',
  {
    locationId: uuid('location_id').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    orders: integer('orders').notNull().default(0),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.status] })],
);
