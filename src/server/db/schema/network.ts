import { sql } from 'drizzle-orm';
import { bigint, check, date, doublePrecision, integer, jsonb, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { BRAND_STATUSES, LOCATION_STATUSES, type LocationStatus } from '../../../shared/network.contracts';

export type OperatingHoursJson = {
  day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
  opens: string | null;
  closes: string | null;
}[];

/** A brand of the network; public microsites and the catalogue's brand filter read these (active ones). */
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    tagline: text('tagline'),
    description: text('description').notNull().default(''),
    logoUrl: text('logo_url'),
    coverUrl: text('cover_url'),
    primaryColor: text('primary_color').notNull().default('#1D4ED8'),
    secondaryColor: text('secondary_color').notNull().default('#F59E0B'),
    status: text('status', { enum: BRAND_STATUSES }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('brands_status_check', sql`${t.status} in ('active', 'inactive')`)],
);

/** A franchise location; `owner_id` is the franchisee who runs it (row-level security keys on it). */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    ownerId: uuid('owner_id').references(() => authUsers.id, { onDelete: 'set null' }),
    /**
     * The Manila day the current owner took the location over; null: since it was created (decision 019). A franchisee
     * sees the location's sales and royalties from this day on; the earlier ones are the previous owner's.
     */
    ownerSince: date('owner_since'),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    email: text('email'),
    /** planning → construction → training → open → closed / sold; only construction, training and open may order. */
    status: text('status', { enum: LOCATION_STATUSES }).notNull().default('planning'),
    openedOn: date('opened_on'),
    closedOn: date('closed_on'),
    operatingHours: jsonb('operating_hours').$type<OperatingHoursJson>(),
    monthlySalesTargetCentavos: bigint('monthly_sales_target_centavos', { mode: 'number' }),
    /** Basis points; null = the network default. */
    royaltyRateBps: integer('royalty_rate_bps'),
    marketingFeeRateBps: integer('marketing_fee_rate_bps'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('locations_owner_idx').on(t.ownerId),
    index('locations_brand_idx').on(t.brandId),
    check('locations_status_check', sql`${t.status} in ('planning', 'construction', 'training', 'open', 'closed', 'sold', 'opening')`),
  ],
);

/** Every status change of a location, who made it and why (the first row records the creation). */
export const locationStatusHistory = pgTable(
  'location_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<LocationStatus>(),
    toStatus: text('to_status').$type<LocationStatus>().notNull(),
    note: text('note'),
    changedBy: uuid('changed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('location_status_history_location_idx').on(t.locationId, t.changedAt)],
);
