import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { locations } from './network';
import { timestamps } from './columns';
import { PACKAGE_CODES } from '../../../shared/packages';
import {
  DOCUMENT_REVIEW_STATUSES,
  LOCATION_DOCUMENT_KINDS,
  MILESTONES,
  MILESTONE_STATES,
  RENEWAL_STATUSES,
  UPGRADE_REQUEST_STATUSES,
} from '../../../shared/contract-package.contracts';

/**
 * The contract package of a location (issue 15). The agreement's royalty and marketing fee rates are the location's
 * own columns (locations.royalty_rate_bps / marketing_fee_rate_bps), which the royalty computation reads; the
 * agreement service writes both in one transaction and records the change in franchise_agreement_history.
 */
export const franchiseAgreements = pgTable(
  'franchise_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' })
      .unique(),
    agreementNumber: text('agreement_number').notNull().unique(),
    packageCode: text('package_code', { enum: PACKAGE_CODES }).notNull(),
    termStart: date('term_start').notNull(),
    termEnd: date('term_end').notNull(),
    territory: text('territory').notNull().default(''),
    renewalStatus: text('renewal_status', { enum: RENEWAL_STATUSES }).notNull().default('not_due'),
    signedOn: date('signed_on'),
    ...timestamps(),
  },
  (t) => [check('franchise_agreements_term', sql`${t.termEnd} > ${t.termStart}`)],
);

/** Append-only: every change of an agreement (package upgrades included), with the fields before and after. */
export const franchiseAgreementHistory = pgTable(
  'franchise_agreement_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => franchiseAgreements.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    changedBy: uuid('changed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    note: text('note'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('franchise_agreement_history_agreement_idx').on(t.agreementId, t.changedAt)],
);

/** Agreement, permits, certificates: uploaded by the location's franchisee or head office, reviewed by head office. */
export const locationDocuments = pgTable(
  'location_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LOCATION_DOCUMENT_KINDS }).notNull(),
    title: text('title').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    expiresOn: date('expires_on'),
    reviewStatus: text('review_status', { enum: DOCUMENT_REVIEW_STATUSES }).notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedBy: uuid('reviewed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    uploadedBy: uuid('uploaded_by').references(() => authUsers.id, { onDelete: 'set null' }),
    /** Set once by the daily job when the document came within 30 days of expiry and its owner was told. */
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('location_documents_location_idx').on(t.locationId, t.createdAt),
    index('location_documents_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.expiryNotifiedAt} is null`),
    index('location_documents_review_idx').on(t.reviewStatus, t.createdAt),
  ],
);

export const locationMilestones = pgTable(
  'location_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    milestone: text('milestone', { enum: MILESTONES }).notNull(),
    state: text('state', { enum: MILESTONE_STATES }).notNull().default('pending'),
    dueOn: date('due_on'),
    completedOn: date('completed_on'),
    note: text('note'),
    updatedBy: uuid('updated_by').references(() => authUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [unique('location_milestones_uq').on(t.locationId, t.milestone)],
);

/** A franchisee asks for a bigger package; head office approves (the agreement changes, with history) or declines. */
export const packageUpgradeRequests = pgTable(
  'package_upgrade_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    fromPackage: text('from_package', { enum: PACKAGE_CODES }).notNull(),
    toPackage: text('to_package', { enum: PACKAGE_CODES }).notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: UPGRADE_REQUEST_STATUSES }).notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => authUsers.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => authUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('package_upgrade_requests_location_idx').on(t.locationId, t.createdAt),
    uniqueIndex('package_upgrade_requests_one_pending_uq')
      .on(t.locationId)
      .where(sql`${t.status} = 'pending'`),
    check('package_upgrade_requests_upward', sql`${t.toPackage} > ${t.fromPackage}`),
  ],
);
