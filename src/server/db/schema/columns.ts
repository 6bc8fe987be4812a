import { timestamp } from 'drizzle-orm/pg-core';

/** The created_at / updated_at pair most tables carry; both default to the insert time. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
