import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { brands, locations } from './network';
import { products } from './catalog';
import { franchiseApplications } from './applications';
import { timestamps } from './columns';
import { PACKAGE_CODES } from '../../../shared/packages';
import {
  OPENING_ITEM_KINDS,
  OPENING_ITEM_STATES,
  OPENING_OWNER_SIDES,
  OPENING_STATUSES,
  OPENING_SYSTEM_LINKS,
} from '../../../shared/openings.contracts';

/**
 * Openings (issue 35, decision 021). A brand's opening template is a list of items in sections; a project copies the
 * template for one location with due dates from its target date. Franchisees read their own locations' projects and
 * items (row-level security, migration 0040); head office reads and writes all of them.
 */
export const openingTemplateItems = pgTable(
  'opening_template_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    section: text('section').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ownerSide: text('owner_side', { enum: OPENING_OWNER_SIDES }).notNull(),
    kind: text('kind', { enum: OPENING_ITEM_KINDS }).notNull(),
    systemLink: text('system_link', { enum: OPENING_SYSTEM_LINKS }),
    /** Days relative to the target date (negative: before it). */
    dueOffsetDays: integer('due_offset_days').notNull(),
    critical: boolean('critical').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('opening_template_items_brand_idx').on(t.brandId, t.position),
    check('opening_template_items_system', sql`(${t.kind} = 'system') = (${t.systemLink} is not null)`),
  ],
);

/** The package's starter inventory per brand: what the opening store's one starter order holds. */
export const openingStarterLines = pgTable(
  'opening_starter_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    packageCode: text('package_code', { enum: PACKAGE_CODES }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('opening_starter_lines_uq').on(t.brandId, t.packageCode, t.productId),
    check('opening_starter_lines_quantity', sql`${t.quantity} > 0`),
  ],
);

export const openingProjects = pgTable(
  'opening_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' })
      .unique(),
    applicationId: uuid('application_id').references(() => franchiseApplications.id, { onDelete: 'set null' }),
    packageCode: text('package_code', { enum: PACKAGE_CODES }).notNull(),
    status: text('status', { enum: OPENING_STATUSES }).notNull().default('in_progress'),
    targetDate: date('target_date').notNull(),
    openedOn: date('opened_on'),
    /** Head office cancelled the opening (migration 0053): the Manila day and the reason the franchisee reads. */
    cancelledOn: date('cancelled_on'),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('opening_projects_status_idx').on(t.status, t.targetDate),
    check('opening_projects_status_check', sql`${t.status} in ('in_progress', 'opened', 'cancelled')`),
  ],
);

export const openingItems = pgTable(
  'opening_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => openingProjects.id, { onDelete: 'cascade' }),
    /** The project's location, repeated so row-level security reads it without a join. */
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    section: text('section').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ownerSide: text('owner_side', { enum: OPENING_OWNER_SIDES }).notNull(),
    kind: text('kind', { enum: OPENING_ITEM_KINDS }).notNull(),
    systemLink: text('system_link', { enum: OPENING_SYSTEM_LINKS }),
    dueOffsetDays: integer('due_offset_days').notNull(),
    dueOn: date('due_on').notNull(),
    critical: boolean('critical').notNull().default(false),
    state: text('state', { enum: OPENING_ITEM_STATES }).notNull().default('todo'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    reviewNote: text('review_note'),
    completedBy: uuid('completed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Reminders go once each (the daily job). */
    remindedDueSoonAt: timestamp('reminded_due_soon_at', { withTimezone: true }),
    remindedOverdueAt: timestamp('reminded_overdue_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('opening_items_project_idx').on(t.projectId, t.position),
    index('opening_items_location_idx').on(t.locationId),
    index('opening_items_due_idx').on(t.state, t.dueOn),
    check('opening_items_state_check', sql`${t.state} in ('todo', 'submitted', 'done', 'rejected')`),
  ],
);
