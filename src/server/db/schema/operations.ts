import { check, date, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { authUsers } from './auth';
import { orders } from './orders';
import { locations } from './network';
import { products } from './catalog';
import { INVOICE_STATUSES } from '../../../shared/operations.contracts';
import { MOVEMENT_KINDS } from '../../../shared/inventory.contracts';

/** Append-only approval decisions; one approval per approver and order. */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    approverId: uuid('approver_id').references(() => authUsers.id, { onDelete: 'set null' }),
    decision: text('decision', { enum: ['approve', 'reject'] }).notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_approvals_order_idx').on(t.orderId),
    uniqueIndex('order_approvals_once_uq').on(t.orderId, t.approverId),
    index('order_approvals_created_idx').on(t.createdAt),
  ],
);

export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });

/** One invoice per approved order, and one per approved royalty statement (that statement points here); Net 30. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    kind: text('kind', { enum: ['order', 'royalty'] })
      .notNull()
      .default('order'),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    amountCentavos: integer('amount_centavos').notNull(),
    /** Σ invoice_payments, kept on write with the payment (balance = amount − paid). */
    paidCentavos: integer('paid_centavos').notNull().default(0),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('sent'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the last payment_reminder went out (the daily job sends at most one a day). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_location_idx').on(t.locationId, t.dueOn),
    index('invoices_status_due_idx').on(t.status, t.dueOn),
    check('invoices_kind_order', sql`${t.kind} <> 'order' or ${t.orderId} is not null`),
    check('invoices_paid_range', sql`${t.paidCentavos} >= 0 and ${t.paidCentavos} <= ${t.amountCentavos}`),
  ],
);

/**
 * The stock ledger: every change of warehouse (location_id null) or location stock is one row.
 * Quantities in warehouse_stock and location_stock always equal the sums of their movements.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MOVEMENT_KINDS }).notNull(),
    onHandDelta: integer('on_hand_delta').notNull().default(0),
    reservedDelta: integer('reserved_delta').notNull().default(0),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt),
    index('stock_movements_location_idx').on(t.locationId, t.createdAt),
  ],
);

/** A low-stock crossing; raised once until stock recovers above the reorder level. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    available: integer('available').notNull(),
    reorderLevel: integer('reorder_level').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_alerts_open_idx').on(t.acknowledgedAt, t.createdAt)],
);
