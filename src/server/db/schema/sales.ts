import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { authUsers } from './auth';
import { locations } from './network';
import { timestamps } from './columns';

/** draft → submitted → approved | rejected; an edit after submission makes it `corrected` (reviewed again). */
export const SALES_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'corrected'] as const;

/**
 * Daily sales a location reports (basis for analytics and royalties). One row per location and day; a correction
 * updates the row and appends the previous figures to `daily_sales_history`, so submitted sales are never lost.
 */
export const dailySales = pgTable(
  'daily_sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    salesDate: date('sales_date').notNull(),
    grossCentavos: integer('gross_centavos').notNull(),
    discountsCentavos: integer('discounts_centavos').notNull().default(0),
    refundsCentavos: integer('refunds_centavos').notNull().default(0),
    /** gross − discounts − refunds (a check keeps it so). */
    netCentavos: integer('net_centavos').notNull(),
    transactions: integer('transactions').notNull().default(0),
    cashCentavos: integer('cash_centavos').notNull().default(0),
    cardCentavos: integer('card_centavos').notNull().default(0),
    digitalCentavos: integer('digital_centavos').notNull().default(0),
    notes: text('notes'),
    /** Storage key of the private proof attachment (storage kit, `private/` prefix). */
    proofKey: text('proof_key'),
    proofName: text('proof_name'),
    status: text('status', { enum: SALES_STATUSES }).notNull().default('submitted'),
    /** How the row arrived: typed in, a CSV/XLSX import, the seed, or the POS feed. */
    source: text('source', { enum: ['manual', 'import', 'seed', 'pos'] })
      .notNull()
      .default('manual'),
    /** When the POS feed last delivered this day (issue 36); null for a day never sent by the feed. */
    posReceivedAt: timestamp('pos_received_at', { withTimezone: true }),
    /** Items sold by SKU, as the day's Z-report listed them (optional). */
    posItems: jsonb('pos_items'),
    rejectionReason: text('rejection_reason'),
    reportedBy: uuid('reported_by').references(() => authUsers.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique('daily_sales_location_date_uq').on(t.locationId, t.salesDate),
    index('daily_sales_date_idx').on(t.salesDate, t.locationId),
    index('daily_sales_status_idx').on(t.status, t.salesDate),
    check('daily_sales_net', sql`${t.netCentavos} = ${t.grossCentavos} - ${t.discountsCentavos} - ${t.refundsCentavos}`),
    check(
      'daily_sales_non_negative',
      sql`${t.grossCentavos} >= 0 and ${t.discountsCentavos} >= 0 and ${t.refundsCentavos} >= 0 and ${t.netCentavos} >= 0 and ${t.transactions} >= 0 and ${t.cashCentavos} >= 0 and ${t.cardCentavos} >= 0 and ${t.digitalCentavos} >= 0`,
    ),
    check('daily_sales_status_check', sql`${t.status} in ('draft', 'submitted', 'approved', 'rejected', 'corrected')`),
  ],
);

/** Append-only: every submission, correction and review of a day's sales, with the figures as they were. */
export const dailySalesHistory = pgTable(
  'daily_sales_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salesId: uuid('sales_id')
      .notNull()
      .references(() => dailySales.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** The figures before this change (null for the first entry). */
    previous: jsonb('previous'),
    note: text('note'),
    actorId: uuid('actor_id').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('daily_sales_history_sales_idx').on(t.salesId, t.createdAt), index('daily_sales_history_created_idx').on(t.createdAt)],
);

/**
 * Per location and Manila month, the sums of its daily sales, maintained on write by the sales service in the same
 * transaction (dashboards and analytics read these instead of scanning daily_sales). `approved_*` counts only
 * approved days (the royalty basis); `reported_*` every non-draft day.
 */
export const salesMonthly = pgTable(
  'sales_monthly',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** First day of the Manila month. */
    month: date('month').notNull(),
    reportedDays: integer('reported_days').notNull().default(0),
    reportedNetCentavos: bigint('reported_net_centavos', { mode: 'number' }).notNull().default(0),
    reportedGrossCentavos: bigint('reported_gross_centavos', { mode: 'number' }).notNull().default(0),
    reportedTransactions: integer('reported_transactions').notNull().default(0),
    approvedDays: integer('approved_days').notNull().default(0),
    approvedNetCentavos: bigint('approved_net_centavos', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.month] }), index('sales_monthly_month_idx').on(t.month)],
);
