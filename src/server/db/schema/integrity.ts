import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  bigint,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { authUsers } from './auth';
import { brands, locations } from './network';
import { products } from './catalog';
import { INTEGRITY_FLAG_KINDS } from '../../../shared/sales-integrity.contracts';

/**
 * Sales yield (issue 36 part 2, decision 024): the net sales head office expects a location to make from one unit of a
 * catalogue product bought, per brand (a pack of 100 siomai sells as 100 pieces at the brand's menu price). Expected
 * sales = delivered units × yield. A product without a yield for the location's brand adds nothing to expected sales.
 */
export const productSalesYields = pgTable(
  'product_sales_yields',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    yieldCentavos: integer('yield_centavos').notNull(),
    updatedBy: uuid('updated_by').references(() => authUsers.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.brandId] }), check('product_sales_yields_nonneg', sql`${t.yieldCentavos} >= 0`)],
);

/**
 * Per location and Manila month, written by the nightly integrity job: expected sales from deliveries, approved net
 * reported, their ratio and where it stands among the peers (median, MAD, modified z). Head office only.
 */
export const salesIntegrityMonths = pgTable(
  'sales_integrity_months',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** First day of the Manila month. */
    month: date('month').notNull(),
    deliveredUnits: integer('delivered_units').notNull().default(0),
    deliveredOrders: integer('delivered_orders').notNull().default(0),
    expectedCentavos: bigint('expected_centavos', { mode: 'number' }).notNull().default(0),
    reportedCentavos: bigint('reported_centavos', { mode: 'number' }).notNull().default(0),
    /** reported / expected; null when nothing with a yield was delivered. */
    ratio: doublePrecision('ratio'),
    /** 'brand', 'network' (the brand had too few peers), or null: not judged. */
    peerGroup: text('peer_group'),
    peers: integer('peers').notNull().default(0),
    peerMedian: doublePrecision('peer_median'),
    peerMad: doublePrecision('peer_mad'),
    robustZ: doublePrecision('robust_z'),
    /** What it would have reported at the peers' median ratio, less what it reported (never below 0). */
    estUnreportedCentavos: bigint('est_unreported_centavos', { mode: 'number' }).notNull().default(0),
    royaltyRateBps: integer('royalty_rate_bps').notNull(),
    estRoyaltyCentavos: bigint('est_royalty_centavos', { mode: 'number' }).notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.month] }), index('sales_integrity_months_month_idx').on(t.month)],
);

/**
 * One finding of the integrity job: what rule, for which period, explained in words and numbers, with its evidence
 * (orders and sales days). A flag never changes money; head office may dismiss it with a reason (audit log). The job
 * refreshes an open flag's figures and leaves a dismissed one dismissed.
 */
export const salesIntegrityFlags = pgTable(
  'sales_integrity_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INTEGRITY_FLAG_KINDS }).notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    explanation: text('explanation').notNull(),
    figures: jsonb('figures').notNull().default({}),
    /** { orders: [{id, orderNumber, deliveredOn, expectedCentavos}], days: [{date, netCentavos}] } */
    evidence: jsonb('evidence').notNull().default({}),
    estRoyaltyCentavos: bigint('est_royalty_centavos', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['open', 'dismissed'] })
      .notNull()
      .default('open'),
    dismissReason: text('dismiss_reason'),
    dismissedBy: uuid('dismissed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('sales_integrity_flags_uq').on(t.locationId, t.kind, t.periodStart),
    index('sales_integrity_flags_status_idx').on(t.status, t.locationId),
    check('sales_integrity_flags_status_check', sql`${t.status} in ('open', 'dismissed')`),
  ],
);
