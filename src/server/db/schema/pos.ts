import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid, date } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { authUsers } from './auth';
import { locations } from './network';

/**
 * A location's API key for the POS feed (issue 36, decision 022): shown once, stored only as its sha-256 digest,
 * found by that digest; `prefix` is the visible start of the key. Scope `sales:write` for its one location.
 */
export const locationApiKeys = pgTable(
  'location_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{sales:write}'`),
    createdBy: uuid('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => authUsers.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('location_api_keys_hash_uq').on(t.keyHash),
    unique('location_api_keys_prefix_uq').on(t.prefix),
    index('location_api_keys_location_idx').on(t.locationId, t.createdAt),
  ],
);

/** Receipts the POS sent, one per location and POS receipt id; they roll up into the day's `daily_sales` row. */
export const posReceipts = pgTable(
  'pos_receipts',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    posReceiptId: text('pos_receipt_id').notNull(),
    posId: text('pos_id').notNull(),
    salesDate: date('sales_date').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    grossCentavos: integer('gross_centavos').notNull(),
    discountsCentavos: integer('discounts_centavos').notNull().default(0),
    refundsCentavos: integer('refunds_centavos').notNull().default(0),
    netCentavos: integer('net_centavos').notNull(),
    cashCentavos: integer('cash_centavos').notNull().default(0),
    cardCentavos: integer('card_centavos').notNull().default(0),
    digitalCentavos: integer('digital_centavos').notNull().default(0),
    lines: jsonb('lines').notNull().default([]),
    keyId: uuid('key_id').references(() => locationApiKeys.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'pos_receipts_pk', columns: [t.locationId, t.posReceiptId] }),
    index('pos_receipts_day_idx').on(t.locationId, t.salesDate),
  ],
);

/** The stored answer to a key's request under an Idempotency-Key (owner role only). */
export const posIdempotency = pgTable(
  'pos_idempotency',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => locationApiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'pos_idempotency_pk', columns: [t.keyId, t.idempotencyKey] })],
);

/**
 * A location's POS export layout (issue 36, decision 022): which column of the export holds each field of the sales
 * template, and how it writes dates. One per location, saved by its owner and reused for every file after.
 */
export const posColumnMappings = pgTable(
  'pos_column_mappings',
  {
    locationId: uuid('location_id')
      .primaryKey()
      .references(() => locations.id, { onDelete: 'cascade' }),
    columns: jsonb('columns').$type<Record<string, string>>().notNull(),
    dateFormat: text('date_format').notNull(),
    updatedBy: uuid('updated_by').references(() => authUsers.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pos_column_mappings_date_format_check', sql`${t.dateFormat} in ('YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY')`)],
);
