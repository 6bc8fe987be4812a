import { bigint, check, date, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { authUsers } from './auth';
import { locations } from './network';
import { invoices } from './operations';
import { timestamps } from './columns';

/** calculated → reviewed → approved → invoiced, or nothing_to_bill when the month's charges are ₱0 (DESIGN §5, decision 016). */
export const ROYALTY_STATUSES = ['calculated', 'reviewed', 'approved', 'invoiced', 'nothing_to_bill'] as const;

/**
 * A location's royalty statement for one Manila month, line by line: net sales (approved days), royalty and marketing
 * fee at the rates in force (location override or network default, copied here so a later change of rate does not
 * rewrite history), adjustments, the previous balance and the amount due. Recalculating is allowed until approval.
 */
export const royaltyStatements = pgTable(
  'royalty_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** First day of the Manila month. */
    periodMonth: date('period_month').notNull(),
    netSalesCentavos: bigint('net_sales_centavos', { mode: 'number' }).notNull(),
    approvedDays: integer('approved_days').notNull().default(0),
    royaltyRateBps: integer('royalty_rate_bps').notNull(),
    marketingFeeRateBps: integer('marketing_fee_rate_bps').notNull(),
    royaltyCentavos: bigint('royalty_centavos', { mode: 'number' }).notNull(),
    marketingFeeCentavos: bigint('marketing_fee_centavos', { mode: 'number' }).notNull(),
    /** Σ royalty_adjustments (signed). */
    adjustmentsCentavos: bigint('adjustments_centavos', { mode: 'number' }).notNull().default(0),
    /** Unpaid balance of the location's earlier royalty invoices when this statement was calculated. */
    previousBalanceCentavos: bigint('previous_balance_centavos', { mode: 'number' }).notNull().default(0),
    /** royalty + marketing fee + adjustments + previous balance. */
    amountDueCentavos: bigint('amount_due_centavos', { mode: 'number' }).notNull(),
    status: text('status', { enum: ROYALTY_STATUSES }).notNull().default('calculated'),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: uuid('reviewed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => authUsers.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Two-person rule (decision 016): the first head-office approval of a statement above the threshold. */
    firstApprovedBy: uuid('first_approved_by').references(() => authUsers.id, { onDelete: 'set null' }),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique('royalty_statements_location_month_uq').on(t.locationId, t.periodMonth),
    index('royalty_statements_month_idx').on(t.periodMonth, t.status),
    check('royalty_statements_status_check', sql`${t.status} in ('calculated', 'reviewed', 'approved', 'invoiced', 'nothing_to_bill')`),
    check(
      'royalty_statements_amount_due',
      sql`${t.amountDueCentavos} = ${t.royaltyCentavos} + ${t.marketingFeeCentavos} + ${t.adjustmentsCentavos} + ${t.previousBalanceCentavos}`,
    ),
  ],
);

/** A row of a royalty statement: the statement and its location (row-level security keys on it); it goes with either. */
const statementRow = () => ({
  statementId: uuid('statement_id')
    .notNull()
    .references(() => royaltyStatements.id, { onDelete: 'cascade' }),
  locationId: uuid('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
});

/**
 * A signed correction to a statement (credit or charge) with its reason; part of the statement's lines. A sales
 * adjustment (decision 016) is a change to a day of a closed month: it names the month and day, the old and new net
 * and the royalty and fee delta, and sits on the location's next open statement (statement_id null until one exists).
 */
export const royaltyAdjustments = pgTable(
  'royalty_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id').references(() => royaltyStatements.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    forMonth: date('for_month'),
    salesDate: date('sales_date'),
    oldNetCentavos: bigint('old_net_centavos', { mode: 'number' }),
    newNetCentavos: bigint('new_net_centavos', { mode: 'number' }),
    netDeltaCentavos: bigint('net_delta_centavos', { mode: 'number' }),
    royaltyDeltaCentavos: bigint('royalty_delta_centavos', { mode: 'number' }),
    feeDeltaCentavos: bigint('fee_delta_centavos', { mode: 'number' }),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('royalty_adjustments_statement_idx').on(t.statementId),
    index('royalty_adjustments_for_month_idx').on(t.locationId, t.forMonth),
  ],
);

/** Append-only status history of royalty statements (who, when, from, to, note). */
export const royaltyStatusHistory = pgTable(
  'royalty_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...statementRow(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('royalty_status_history_statement_idx').on(t.statementId, t.createdAt)],
);

export const PAYMENT_RECORD_METHODS = ['bank_transfer', 'gcash', 'check', 'cash', 'credit_card', 'other'] as const;

/** A payment received against an invoice (partial payments allowed; balance = amount − Σ payments). Append-only. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    amountCentavos: bigint('amount_centavos', { mode: 'number' }).notNull(),
    paidOn: date('paid_on').notNull(),
    method: text('method', { enum: PAYMENT_RECORD_METHODS }).notNull(),
    reference: text('reference'),
    recordedBy: uuid('recorded_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    check('invoice_payments_positive', sql`${t.amountCentavos} > 0`),
    uniqueIndex('invoice_payments_reference_uq')
      .on(t.invoiceId, sql`lower(btrim(${t.reference}))`)
      .where(sql`${t.reference} is not null and btrim(${t.reference}) <> ''`),
  ],
);
