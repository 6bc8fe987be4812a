import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { brands } from './network';
import { invitations } from './iam';
import { timestamps } from './columns';
import {
  APPLICATION_DOCUMENT_KINDS,
  APPLICATION_STATUSES,
  FUNDING_SOURCES,
  INVESTMENT_RANGES,
} from '../../../shared/applications.contracts';
import { PACKAGE_CODES } from '../../../shared/packages';

/**
 * Franchise applications (issue 16): submitted by visitors (no account), read and moved through the pipeline by head
 * office only. Approval links the IAM invitation that lets the applicant sign in.
 */
export const franchiseApplications = pgTable(
  'franchise_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** APP-YYYYMMDD-NNNNNN, from application_reference_seq. */
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    birthDate: date('birth_date').notNull(),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    occupation: text('occupation').notNull(),
    yearsInBusiness: integer('years_in_business').notNull(),
    hasFranchiseExperience: boolean('has_franchise_experience').notNull(),
    experienceSummary: text('experience_summary'),
    investmentRange: text('investment_range', { enum: INVESTMENT_RANGES }).notNull(),
    fundingSource: text('funding_source', { enum: FUNDING_SOURCES }).notNull(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    packageCode: text('package_code', { enum: PACKAGE_CODES }).notNull(),
    preferredProvince: text('preferred_province').notNull(),
    preferredCity: text('preferred_city').notNull(),
    motivation: text('motivation'),
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    submittedIp: text('submitted_ip'),
    ...timestamps(),
  },
  (t) => [
    index('franchise_applications_status_idx').on(t.status, t.createdAt),
    index('franchise_applications_created_idx').on(t.createdAt),
    index('franchise_applications_brand_idx').on(t.brandId, t.createdAt),
    index('franchise_applications_email_idx').on(sql`lower(${t.email})`),
    check(
      'franchise_applications_status_check',
      sql`${t.status} in ('new', 'under_review', 'interview', 'approved', 'rejected', 'withdrawn')`,
    ),
  ],
);

/**
 * A file an applicant uploaded. Uploaded before the application exists (application_id null, claimable once with the
 * token whose SHA-256 is kept); claimed by the submit; unclaimed ones are deleted after UPLOAD_KEEP_HOURS.
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').references(() => franchiseApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: APPLICATION_DOCUMENT_KINDS }).notNull(),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** SHA-256 of the upload token; null once claimed. */
    claimTokenHash: text('claim_token_hash'),
    uploadedIp: text('uploaded_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_documents_application_idx').on(t.applicationId),
    index('application_documents_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.applicationId} is null`),
  ],
);

/** The application's timeline: status changes (from → to, optional note) and notes; append-only. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => franchiseApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['status', 'note'] }).notNull(),
    fromStatus: text('from_status', { enum: APPLICATION_STATUSES }),
    toStatus: text('to_status', { enum: APPLICATION_STATUSES }),
    note: text('note'),
    actorId: uuid('actor_id').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.createdAt),
    check('application_events_kind_check', sql`${t.kind} in ('status', 'note')`),
  ],
);
