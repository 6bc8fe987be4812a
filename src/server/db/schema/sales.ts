import { date, integer, pgTable, timestamp, uuid, unique, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { authUsers } from './auth';
import { locations } from './network';

/** Daily sales a location reports (basis for analytics and royalties). */
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
    netCentavos: integer('net_centavos').notNull(),
    transactions: integer('transactions').notNull().default(0),
    reportedBy: uuid('reported_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('daily_sales_location_date_uq').on(t.locationId, t.salesDate),
    check('daily_sales_net', sql`${t.netCentavos} = ${t.grossCentavos} - ${t.discountsCentavos}`),
  ],
);
