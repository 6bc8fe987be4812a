import { bigserial, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

/**
 * Diagnostics (issue 17). Owner only: the server writes and reads these tables itself (app_user holds no
 * privilege, decision 002); none of them holds franchisee data.
 */

/** The last run of each /test suite, as the dashboard lists it (one row per suite, replaced by each run). */
export const diagnosticRuns = pgTable('diagnostic_runs', {
  suite: text('suite').primaryKey(),
  status: text('status', { enum: ['pass', 'fail', 'skipped'] }).notNull(),
  passed: integer('passed').notNull(),
  failed: integer('failed').notNull(),
  skipped: integer('skipped').notNull(),
  durationMs: integer('duration_ms').notNull(),
  /** Who ran it (null: a visitor) and as which role; the checks a run includes depend on the role. */
  runBy: uuid('run_by').references(() => authUsers.id, { onDelete: 'set null' }),
  role: text('role'),
  /** 'server' when the server ran and recorded it; 'browser' when the page ran browser checks and reported them. */
  source: text('source', { enum: ['server', 'browser'] }).notNull(),
  checks: jsonb('checks').notNull(),
  runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Browser errors grouped by fingerprint (message + first stack frame), listed on /test/bug-tracker. */
export const clientErrorGroups = pgTable(
  'client_error_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fingerprint: text('fingerprint').notNull().unique(),
    kind: text('kind', { enum: ['error', 'unhandledrejection', 'render'] }).notNull(),
    message: text('message').notNull(),
    /** The latest report's stack, route, user, build and browser. */
    stack: text('stack'),
    route: text('route').notNull(),
    userId: uuid('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    buildVersion: text('build_version'),
    browser: text('browser'),
    count: integer('count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['open', 'resolved', 'ignored'] })
      .notNull()
      .default('open'),
    statusChangedBy: uuid('status_changed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (t) => [index('client_error_groups_last_seen_idx').on(t.status, t.lastSeenAt)],
);

/** Core Web Vitals from real page loads (route pattern, never the concrete URL); summarised per route on /test. */
export const webVitalSamples = pgTable(
  'web_vital_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    route: text('route').notNull(),
    metric: text('metric', { enum: ['LCP', 'INP', 'FID', 'CLS'] }).notNull(),
    value: doublePrecision('value').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_vital_samples_recorded_idx').on(t.recordedAt)],
);

/** API requests slower than SLOW_REQUEST_MS (also logged as warnings), counted on /test. */
export const slowRequests = pgTable(
  'slow_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    method: text('method').notNull(),
    /** The route pattern (/api/orders/:id), not the URL. */
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    durationMs: integer('duration_ms').notNull(),
    requestId: text('request_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('slow_requests_recorded_idx').on(t.recordedAt)],
);
