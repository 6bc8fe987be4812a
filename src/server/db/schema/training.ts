import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { brands } from './network';
import { timestamps } from './columns';
import { TRAINING_LESSON_KINDS, TRAINING_PROGRAM_STATUSES } from '../../../shared/training.contracts';

/** The module a row belongs to (column module_id unless named); the row is deleted with the module. */
const inModule = (column = 'module_id') =>
  uuid(column)
    .notNull()
    .references(() => trainingModules.id, { onDelete: 'cascade' });
/** The programme a row belongs to; the row is deleted with the programme. */
const inProgram = () =>
  uuid('program_id')
    .notNull()
    .references(() => trainingPrograms.id, { onDelete: 'cascade' });

/**
 * Training (issue 15). Head office authors a programme per brand; franchisees of that brand see it once published.
 * Progress is per person (user_id); head office's per-location view goes through locations.owner_id.
 */
export const trainingPrograms = pgTable(
  'training_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: TRAINING_PROGRAM_STATUSES }).notNull().default('draft'),
    /** A learner is overdue when not finished this many days after the programme reached them (first seen). */
    dueWithinDays: integer('due_within_days').notNull().default(30),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('training_programs_brand_idx').on(t.brandId, t.status), check('training_programs_due', sql`${t.dueWithinDays} >= 1`)],
);

export const trainingModules = pgTable(
  'training_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: inProgram(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    estimatedMinutes: integer('estimated_minutes').notNull().default(10),
    /** Percentage needed to pass the module's quiz; null when the module has no quiz. */
    passMarkPercent: integer('pass_mark_percent'),
    ...timestamps(),
  },
  (t) => [
    index('training_modules_program_idx').on(t.programId, t.position),
    check('training_modules_minutes', sql`${t.estimatedMinutes} >= 1`),
    check('training_modules_pass_mark', sql`${t.passMarkPercent} is null or (${t.passMarkPercent} between 1 and 100)`),
  ],
);

/** A module is locked until every module it requires is completed. */
export const trainingModulePrerequisites = pgTable(
  'training_module_prerequisites',
  {
    moduleId: inModule(),
    requiredModuleId: inModule('required_module_id'),
  },
  (t) => [
    primaryKey({ columns: [t.moduleId, t.requiredModuleId] }),
    check('training_prereq_not_self', sql`${t.moduleId} <> ${t.requiredModuleId}`),
  ],
);

export const trainingLessons = pgTable(
  'training_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: inModule(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: TRAINING_LESSON_KINDS }).notNull().default('text'),
    /** Markdown text of the lesson (rendered safely). */
    body: text('body').notNull().default(''),
    /** Video link (kind video). */
    videoUrl: text('video_url'),
    /** Private storage key of an image or document (kinds image and document), streamed after a permission check. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    estimatedMinutes: integer('estimated_minutes').notNull().default(5),
    ...timestamps(),
  },
  (t) => [index('training_lessons_module_idx').on(t.moduleId, t.position)],
);

/** Multiple choice; `correct_index` never leaves the server before the learner submits. */
export const trainingQuizQuestions = pgTable(
  'training_quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: inModule(),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctIndex: integer('correct_index').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('training_quiz_questions_module_idx').on(t.moduleId, t.position),
    check('training_quiz_correct', sql`${t.correctIndex} >= 0 and ${t.correctIndex} < jsonb_array_length(${t.options})`),
  ],
);

/** A learner's state in a module: started (resume at last_lesson_id), completed when lessons are read and the quiz passed. */
export const trainingModuleProgress = pgTable(
  'training_module_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    moduleId: inModule(),
    lastLessonId: uuid('last_lesson_id').references(() => trainingLessons.id, { onDelete: 'set null' }),
    /** Lesson ids read so far. */
    completedLessonIds: jsonb('completed_lesson_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    quizPassed: boolean('quiz_passed').notNull().default(false),
    bestScorePercent: integer('best_score_percent'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('training_module_progress_uq').on(t.userId, t.moduleId), index('training_module_progress_module_idx').on(t.moduleId)],
);

/** Every quiz submission, with the answers given and the score the server computed. */
export const trainingQuizAttempts = pgTable(
  'training_quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    moduleId: inModule(),
    answers: jsonb('answers').$type<number[]>().notNull(),
    scorePercent: integer('score_percent').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_quiz_attempts_user_idx').on(t.userId, t.moduleId, t.createdAt)],
);

/**
 * A learner's enrolment in a programme: first_seen_at starts the due clock, completed_at (all modules done) makes the
 * certificate downloadable; certificate_number is given once.
 */
export const trainingEnrolments = pgTable(
  'training_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    programId: inProgram(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    certificateNumber: text('certificate_number'),
  },
  (t) => [unique('training_enrolments_uq').on(t.userId, t.programId), index('training_enrolments_program_idx').on(t.programId)],
);

/** Who was reminded of an overdue programme (once each), written by the daily job as the owner; app_user has no grant. */
export const trainingOverdueReminders = pgTable(
  'training_overdue_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    programId: inProgram(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.programId] })],
);
