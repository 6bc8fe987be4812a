import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

/** Small key/value facts about this installation (e.g. when the demo network was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The job scheduler's state (decision 006): one row per registered job. A process runs a job only after
 * claiming its row in one UPDATE that moves next_run_at on, so a schedule runs once across processes.
 * Owner only: app_user holds no privilege (decision 002).
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** The schedule as registered ("every 60000 ms", "daily 00:05 Asia/Manila"); a change reschedules. */
  schedule: text('schedule').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The handler's JSON summary of the last successful run (null after a failure). */
  lastResult: jsonb('last_result'),
  lastError: text('last_error'),
  /** The scheduler instance running it now; null when idle. */
  runningBy: text('running_by'),
  /** Until when running_by's claim holds: the runner renews it while the run lasts, so a dead runner's lapses. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});

/** Network-wide settings head office changes at run time (key → JSON value). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => authUsers.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every app process (sign-in and reset throttling). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
