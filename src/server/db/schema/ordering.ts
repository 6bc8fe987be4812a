import { boolean, index, integer, pgTable, text, timestamp, unique, uuid, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { authUsers } from './auth';
import { locations } from './network';
import { products } from './catalog';
import { ADDRESS_TYPES } from '../../../shared/addresses.contracts';
import { PAYMENT_METHOD_TYPES } from '../../../shared/payment-methods.contracts';
import { timestamps } from './columns';

/** Which of their locations a franchisee is ordering for (persists across sessions). */
export const orderingSelections = pgTable('ordering_selections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  locationId: uuid('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side cart: one per user and location. `price_at_add` detects price changes since adding. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    priceAtAddCentavos: integer('price_at_add_centavos').notNull(),
    ...timestamps(),
  },
  (t) => [unique('cart_items_line_uq').on(t.userId, t.locationId, t.productId), check('cart_items_qty_pos', sql`${t.quantity} > 0`)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ADDRESS_TYPES }).notNull(),
    recipientName: text('recipient_name').notNull(),
    company: text('company'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    phone: text('phone').notNull(),
    deliveryInstructions: text('delivery_instructions'),
    nickname: text('nickname'),
    /** The franchisee's location this address serves (checkout pre-selects it for that location). Null: not linked. */
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    index('addresses_location_idx').on(t.locationId),
    // One default per kind, enforced by the database too.
    uniqueIndex('addresses_default_shipping_uq')
      .on(t.userId)
      .where(sql`${t.isDefaultShipping}`),
    uniqueIndex('addresses_default_billing_uq')
      .on(t.userId)
      .where(sql`${t.isDefaultBilling}`),
  ],
);

/** How a franchisee will pay an invoice. Never a full card or account number: last four digits only. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: PAYMENT_METHOD_TYPES }).notNull(),
    nickname: text('nickname'),
    brand: text('brand'),
    last4: text('last4'),
    expiryMonth: integer('expiry_month'),
    expiryYear: integer('expiry_year'),
    holderName: text('holder_name'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId),
    uniqueIndex('payment_methods_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('payment_methods_last4', sql`${t.last4} is null or ${t.last4} ~ '^[0-9]{4}$'`),
  ],
);
