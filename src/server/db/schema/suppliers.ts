import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { authUsers } from './auth';
import { products } from './catalog';
import { timestamps } from './columns';
import { CONTRACT_STATUSES, SUPPLIER_STATUSES, SUPPLIER_TYPES } from '../../../shared/suppliers.contracts';
import { PURCHASE_ORDER_STATUSES } from '../../../shared/purchasing.contracts';

/**
 * Head office's suppliers (issue 14). The performance columns are derived from purchase orders and refreshed in the
 * same transaction as every receipt or cancellation, so the list sorts and pages by rating without aggregating
 * 50,000 purchase-order lines per request (decision 009).
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: SUPPLIER_TYPES }).notNull().default('primary'),
    status: text('status', { enum: SUPPLIER_STATUSES }).notNull().default('active'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    address: text('address'),
    leadTimeDays: integer('lead_time_days').notNull().default(7),
    minimumOrderCentavos: integer('minimum_order_centavos').notNull().default(0),
    /** 0.0–5.0, null until a purchase order has been received. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    /** Share of fully received purchase orders that arrived by their expected date, 0–1. */
    onTimeRate: numeric('on_time_rate', { precision: 5, scale: 4, mode: 'number' }),
    /** Received ÷ ordered quantity over purchase orders that are received or due, 0–1. */
    fillRate: numeric('fill_rate', { precision: 5, scale: 4, mode: 'number' }),
    createdBy: uuid('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('suppliers_code_uq').on(sql`lower(${t.code})`),
    index('suppliers_name_idx').on(t.name),
    index('suppliers_status_idx').on(t.status, t.name),
    check('suppliers_lead_time', sql`${t.leadTimeDays} >= 1`),
    check('suppliers_min_order', sql`${t.minimumOrderCentavos} >= 0`),
    check('suppliers_rating_range', sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
  ],
);

/** Which supplier supplies which catalogue product, at what cost and terms. */
export const supplierProducts = pgTable(
  'supplier_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    supplierSku: text('supplier_sku').notNull(),
    unitCostCentavos: integer('unit_cost_centavos').notNull(),
    minOrderQty: integer('min_order_qty').notNull().default(1),
    casePack: integer('case_pack').notNull().default(1),
    /** Null: the supplier's own lead time applies. */
    leadTimeDays: integer('lead_time_days'),
    /** At most one preferred supplier per product (partial unique index). */
    isPreferred: boolean('is_preferred').notNull().default(false),
    /** 1 is tried first when no supplier is preferred. */
    priority: integer('priority').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    unique('supplier_products_supplier_product_uq').on(t.supplierId, t.productId),
    index('supplier_products_product_idx').on(t.productId, t.priority),
    uniqueIndex('supplier_products_one_preferred_uq')
      .on(t.productId)
      .where(sql`${t.isPreferred}`),
    check(
      'supplier_products_numbers',
      sql`${t.unitCostCentavos} >= 0 and ${t.minOrderQty} >= 1 and ${t.casePack} >= 1 and ${t.priority} >= 1 and (${t.leadTimeDays} is null or ${t.leadTimeDays} >= 1)`,
    ),
  ],
);

/** Append-only: every unit cost a supplier product has had, the first one included. */
export const supplierProductCosts = pgTable(
  'supplier_product_costs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierProductId: uuid('supplier_product_id')
      .notNull()
      .references(() => supplierProducts.id, { onDelete: 'cascade' }),
    unitCostCentavos: integer('unit_cost_centavos').notNull(),
    previousCostCentavos: integer('previous_cost_centavos'),
    changedBy: uuid('changed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_product_costs_sp_idx').on(t.supplierProductId, t.createdAt)],
);

/** Supply contracts; `expiring` is set by the daily job within 30 days of the end date, `expired` after it. */
export const supplierContracts = pgTable(
  'supplier_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    contractNumber: text('contract_number').notNull(),
    title: text('title').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    paymentTerms: text('payment_terms').notNull(),
    pricingTerms: text('pricing_terms').notNull().default(''),
    valueCentavos: integer('value_centavos'),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('draft'),
    /** Private storage key of the signed document (storage kit). */
    documentKey: text('document_key'),
    documentName: text('document_name'),
    documentType: text('document_type'),
    /** Set when head office was told the contract is ending (once per contract). */
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('supplier_contracts_number_uq').on(sql`lower(${t.contractNumber})`),
    index('supplier_contracts_supplier_idx').on(t.supplierId, t.endDate),
    index('supplier_contracts_end_idx').on(t.status, t.endDate),
    check('supplier_contracts_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('supplier_contracts_value', sql`${t.valueCentavos} is null or ${t.valueCentavos} >= 0`),
  ],
);

/** Head office's orders to a supplier to restock the warehouse. PO number: PO-YYYYMMDD-NNNNNN (Manila date, sequence). */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    poNumber: text('po_number').notNull().unique(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    status: text('status', { enum: PURCHASE_ORDER_STATUSES }).notNull().default('draft'),
    expectedDate: date('expected_date'),
    notes: text('notes'),
    /** Sum of the lines (ordered quantity × unit cost), kept by the service on every line change. */
    totalCentavos: integer('total_centavos').notNull().default(0),
    createdBy: uuid('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    /** When the last line was fully received. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Last time the PDF was queued to the supplier's contact e-mail. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('purchase_orders_supplier_idx').on(t.supplierId, t.createdAt),
    index('purchase_orders_status_idx').on(t.status, t.createdAt),
    index('purchase_orders_created_idx').on(t.createdAt),
    check('purchase_orders_total', sql`${t.totalCentavos} >= 0`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    supplierProductId: uuid('supplier_product_id').references(() => supplierProducts.id, { onDelete: 'set null' }),
    /** Copied at creation, so the PO prints what was agreed even if the link changes later. */
    supplierSku: text('supplier_sku').notNull(),
    quantityOrdered: integer('quantity_ordered').notNull(),
    quantityReceived: integer('quantity_received').notNull().default(0),
    unitCostCentavos: integer('unit_cost_centavos').notNull(),
  },
  (t) => [
    unique('purchase_order_lines_po_product_uq').on(t.purchaseOrderId, t.productId),
    index('purchase_order_lines_product_idx').on(t.productId),
    check(
      'purchase_order_lines_quantities',
      sql`${t.quantityOrdered} > 0 and ${t.quantityReceived} >= 0 and ${t.quantityReceived} <= ${t.quantityOrdered} and ${t.unitCostCentavos} >= 0`,
    ),
  ],
);

/** Each receiving of a line (partial receipts allowed); the stock ledger records the warehouse movement beside it. */
export const purchaseOrderReceipts = pgTable(
  'purchase_order_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Unit cost × quantity at receipt: the spend that performance reports per period. */
    amountCentavos: integer('amount_centavos').notNull(),
    note: text('note'),
    receivedBy: uuid('received_by').references(() => authUsers.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_order_receipts_po_idx').on(t.purchaseOrderId, t.receivedAt),
    index('purchase_order_receipts_received_idx').on(t.receivedAt),
    check('purchase_order_receipts_quantity', sql`${t.quantity} > 0 and ${t.amountCentavos} >= 0`),
  ],
);

export const purchaseOrderStatusHistory = pgTable(
  'purchase_order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => authUsers.id, { onDelete: 'set null' }),
    /** A receipt's Idempotency-Key and request fingerprint (the same key once per person). */
    idempotencyKey: text('idempotency_key'),
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_order_status_history_po_idx').on(t.purchaseOrderId, t.createdAt),
    uniqueIndex('purchase_order_status_history_idempotency_uq')
      .on(t.actorId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);
