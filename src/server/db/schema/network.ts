import { date, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

export const brands = pgTable('brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A franchise location; `owner_id` is the franchisee who runs it (row-level security keys on it). */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    ownerId: uuid('owner_id').references(() => authUsers.id, { onDelete: 'set null' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    openedOn: date('opened_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('locations_owner_idx').on(t.ownerId), index('locations_brand_idx').on(t.brandId)],
);
