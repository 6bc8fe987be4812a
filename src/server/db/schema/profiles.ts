import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { timestamps } from './columns';

/** user_profiles of PRODUCT-SPEC section 3; id is the auth user's id. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    avatarUrl: text('avatar_url'),
    role: text('role', { enum: ['franchisor', 'admin', 'franchisee', 'user'] })
      .notNull()
      .default('franchisee'),
    status: text('status', { enum: ['active', 'inactive', 'suspended'] })
      .notNull()
      .default('active'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** E.164 (+63…); unique once verified, so it can stand in for the e-mail at sign-in. */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    timeZone: text('time_zone').notNull().default('Asia/Manila'),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('user_profiles_verified_phone_idx')
      .on(t.phone)
      .where(sql`phone_verified_at is not null`),
  ],
);

/** One-time codes sent by text message to confirm a phone number (hashed; a few attempts each). */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_verifications_user_idx').on(t.userId)],
);
