import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { brands, locations } from './network';
import { timestamps } from './columns';
import {
  AUDIT_ACTION_STATUSES,
  AUDIT_CADENCES,
  AUDIT_SEVERITIES,
  AUDIT_STATUSES,
  type StoredSection,
} from '../../../shared/audits.contracts';

/**
 * Brand-standards audits (issue 37, decision 023). A template per brand is edited by head office; every edit is a
 * new immutable version (its sections and questions as JSON), and an audit keeps the version it was started with.
 */
export const auditTemplates = pgTable(
  'audit_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('audit_templates_brand_idx').on(t.brandId)],
);

export const auditTemplateVersions = pgTable(
  'audit_template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => auditTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    passMarkPercent: integer('pass_mark_percent').notNull(),
    sections: jsonb('sections').$type<StoredSection[]>().notNull(),
    createdBy: uuid('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('audit_template_versions_uq').on(t.templateId, t.version),
    check('audit_template_versions_pass_mark', sql`${t.passMarkPercent} between 1 and 100`),
  ],
);

/** One audit of a location: scheduled (one-off or with a cadence), performed by its auditor, submitted, approved. */
export const audits = pgTable(
  'audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => auditTemplates.id),
    /** Pinned when the auditor opens the audit; editing the template later never changes it. */
    templateVersionId: uuid('template_version_id').references(() => auditTemplateVersions.id),
    auditorId: uuid('auditor_id').references(() => authUsers.id, { onDelete: 'set null' }),
    scheduledFor: date('scheduled_for').notNull(),
    cadence: text('cadence', { enum: AUDIT_CADENCES }).notNull().default('once'),
    /** An unannounced audit is never shown to the franchisee before its report is approved. */
    announced: boolean('announced').notNull().default(true),
    status: text('status', { enum: AUDIT_STATUSES }).notNull().default('scheduled'),
    /** Computed by the server on submit: score in tenths of a percent (0..1000). */
    scoreTenths: integer('score_tenths'),
    criticalFailures: integer('critical_failures'),
    passed: boolean('passed'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('audits_location_idx').on(t.locationId, t.scheduledFor),
    index('audits_auditor_idx').on(t.auditorId, t.status),
    check('audits_score', sql`${t.scoreTenths} is null or (${t.scoreTenths} between 0 and 1000)`),
  ],
);

/**
 * Answers as given on the device, each with its own idempotency key (unique: a second copy is never stored). The
 * latest given answer (answered_at) to a question is the one that counts.
 */
export const auditAnswers = pgTable(
  'audit_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    na: boolean('na').notNull().default(false),
    value: jsonb('value').$type<string | number | null>(),
    comment: text('comment'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    answeredBy: uuid('answered_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('audit_answers_key_uq').on(t.idempotencyKey), index('audit_answers_audit_idx').on(t.auditId, t.questionId)],
);

/** Corrective actions: one per failed question of an approved audit, answered by the franchisee, closed by the auditor. */
export const auditActions = pgTable(
  'audit_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    prompt: text('prompt').notNull(),
    severity: text('severity', { enum: AUDIT_SEVERITIES }).notNull(),
    dueOn: date('due_on').notNull(),
    status: text('status', { enum: AUDIT_ACTION_STATUSES }).notNull().default('open'),
    responseComment: text('response_comment'),
    responsePhotoId: uuid('response_photo_id'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedBy: uuid('responded_by').references(() => authUsers.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    reopenCount: integer('reopen_count').notNull().default(0),
    /** Claimed once by the reminder job / the escalation job (decision 006). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [unique('audit_actions_question_uq').on(t.auditId, t.questionId), index('audit_actions_location_idx').on(t.locationId, t.status)],
);

/** Private photos (storage kit): the auditor's evidence for a question, or a franchisee's answer to an action. */
export const auditPhotos = pgTable(
  'audit_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => audits.id, { onDelete: 'cascade' }),
    questionId: text('question_id'),
    actionId: uuid('action_id').references(() => auditActions.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('audit_photos_key_uq').on(t.idempotencyKey), index('audit_photos_audit_idx').on(t.auditId)],
);
