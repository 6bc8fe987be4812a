import { z } from 'zod';
import { ZInt, ZLine, ZMultiline, ZPageQuery, ZQueryBool, ZSearch, ZUuid, listOf, paged } from './http';

/**
 * Training programmes (issue 15): head office authors programmes per brand (modules in order, lessons, an optional
 * multiple-choice quiz per module, prerequisites); franchisees take them, head office follows completion.
 *
 * API map (all under /api/training):
 * - authoring (`training.manage` writes, `training.report` reads) under /api/training/manage/…; every authoring write
 *   answers with the whole programme (ZAuthoringProgram), answer key included (head office only);
 * - learner (`training.learn`): GET /api/training, GET /api/training/summary, GET /api/training/modules/:id,
 *   POST /api/training/lessons/:id/complete, POST /api/training/modules/:id/quiz, GET /api/training/lessons/:id/file,
 *   GET /api/training/programs/:id/certificate;
 * - reports (`training.report`): GET /api/training/reports/locations, GET /api/training/reports/people.
 */

export const TRAINING_PROGRAM_STATUSES = ['draft', 'published', 'archived'] as const;
export type TrainingProgramStatus = (typeof TRAINING_PROGRAM_STATUSES)[number];
export const TRAINING_PROGRAM_STATUS_LABELS: Record<TrainingProgramStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const TRAINING_LESSON_KINDS = ['text', 'image', 'video', 'document'] as const;
export type TrainingLessonKind = (typeof TRAINING_LESSON_KINDS)[number];
export const TRAINING_LESSON_KIND_LABELS: Record<TrainingLessonKind, string> = {
  text: 'Text',
  image: 'Image',
  video: 'Video link',
  document: 'Document',
};
/** Lesson kinds whose content is an uploaded file (POST /api/training/manage/lessons/:id/file). */
export const TRAINING_FILE_LESSON_KINDS: readonly TrainingLessonKind[] = ['image', 'document'];

/** What a learner's module row says; locked and available are derived (no progress row yet). */
export const TRAINING_MODULE_STATES = ['locked', 'available', 'in_progress', 'completed'] as const;
export type TrainingModuleState = (typeof TRAINING_MODULE_STATES)[number];
export const TRAINING_MODULE_STATE_LABELS: Record<TrainingModuleState, string> = {
  locked: 'Locked',
  available: 'Available',
  in_progress: 'In progress',
  completed: 'Completed',
};

export const TRAINING_QUIZ_MIN_OPTIONS = 2;
export const TRAINING_QUIZ_MAX_OPTIONS = 6;
/** Largest lesson/image/document upload (the document-upload kit's limit). */
export const TRAINING_FILE_MAX_MB = 5;

export const TRAINING_MESSAGES = {
  programNotFound: 'Training programme not found.',
  moduleNotFound: 'Training module not found.',
  lessonNotFound: 'Lesson not found.',
  questionNotFound: 'Quiz question not found.',
  brandNotFound: 'Brand not found.',
  noFile: 'This lesson has no file.',
  publishNeedsModules: 'Add at least one module before publishing this programme.',
  publishNeedsLessons: (moduleTitles: string[]) => `Add at least one lesson to every module before publishing: ${moduleTitles.join(', ')}.`,
  publishNeedsFiles: (lessonTitles: string[]) => `Upload the file of these lessons before publishing: ${lessonTitles.join(', ')}.`,
  deleteOnlyDrafts: 'Only a draft programme can be deleted. Archive a published programme instead.',
  archivedReadOnly: 'An archived programme cannot be changed. Set it back to draft first.',
  prerequisiteSelf: 'A module cannot require itself.',
  prerequisiteOtherProgram: 'A required module must belong to the same programme.',
  prerequisiteCycle: 'These prerequisites would make modules wait for each other. Remove the circular requirement.',
  orderMismatch: 'The new order must list every item exactly once.',
  correctIndexOutOfRange: 'Choose the correct answer from the options.',
  passMarkWithoutQuiz: 'Add quiz questions before setting a pass mark.',
  quizNeedsPassMark: 'Set the pass mark of this module’s quiz.',
  fileWrongKind: 'Only image and document lessons take a file.',
  imageWrongType: 'Choose a JPG or PNG image.',
  documentWrongType: 'Choose a PDF, Word document, JPG or PNG file.',
  fileTooLarge: 'The file is larger than 5 MB.',
  chooseFile: 'Choose a file to upload.',
  videoUrlRequired: 'Enter the video link (http or https).',
  videoUrlInvalid: 'Enter a video link starting with http:// or https://.',
  moduleLocked: (requiredTitles: string[]) => `Complete ${requiredTitles.join(', ')} first to unlock this module.`,
  noQuiz: 'This module has no quiz.',
  answersCount: (n: number) => `Answer all ${n} questions.`,
  answerOutOfRange: 'Choose one of the options for every question.',
  lessonsFirst: 'Read every lesson of this module before taking the quiz.',
  /** Issue 32: refused attempts (429 with Retry-After) and the rule shown on the quiz page. */
  quizCoolDown: (seconds: number) => `Wait ${seconds} second${seconds === 1 ? '' : 's'} before your next attempt at this quiz.`,
  quizDailyLimit: (perDay: number) => `You have used all ${perDay} attempts at this quiz for today. Try again tomorrow.`,
  quizRules: (perDay: number, cooldownSeconds: number) =>
    `You have ${perDay} attempts a day, at least ${cooldownSeconds} seconds apart. Until you pass you see your score only; the questions you got wrong are shown after your last attempt of the day.`,
  certificateNotReady: 'Complete every module of this programme to download the certificate.',
  titleRequired: 'Title is required.',
  promptRequired: 'Question is required.',
  optionRequired: 'Every option needs text.',
} as const;

// ---------------------------------------------------------------- shared pieces

const ZTitle = ZLine(160, 'Title').min(1, TRAINING_MESSAGES.titleRequired);
const ZDescription = ZMultiline(2000, 'Description');
const ZMinutes = ZInt(1, 600, { label: 'Estimated minutes' });
const ZPassMark = ZInt(1, 100, { label: 'Pass mark' });
const ZDueDays = ZInt(1, 365, { label: 'Due within days' });
/** http/https link only (no javascript:, data: …). */
export const ZVideoUrl = z
  .string()
  .trim()
  .max(2000, 'The link can be at most 2,000 characters.')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
    } catch {
      return false;
    }
  }, TRAINING_MESSAGES.videoUrlInvalid);

/** An uploaded file on a lesson (name and content type; the bytes come from the file endpoint). */
export const ZLessonFile = z.object({ name: z.string(), type: z.string() });
export type LessonFile = z.infer<typeof ZLessonFile>;

/** A full reorder: every id of the collection, in the new order. */
export const ZOrderInput = z.object({ ids: z.array(ZUuid).min(1).max(500) });
export type OrderInput = z.input<typeof ZOrderInput>;

// ---------------------------------------------------------------- authoring: programmes

export const ZProgramInput = z.object({
  brandId: ZUuid,
  title: ZTitle,
  description: ZDescription.default(''),
  dueWithinDays: ZDueDays.default(30),
});
export type ProgramInput = z.input<typeof ZProgramInput>;

/** Publishing (status → published) needs ≥1 module, each with ≥1 lesson (409 otherwise). */
export const ZProgramUpdate = z.object({
  brandId: ZUuid.optional(),
  title: ZTitle.optional(),
  description: ZDescription.optional(),
  dueWithinDays: ZDueDays.optional(),
  status: z.enum(TRAINING_PROGRAM_STATUSES).optional(),
});
export type ProgramUpdate = z.input<typeof ZProgramUpdate>;

export const ZProgramQuery = z.object({
  search: ZSearch,
  brandId: ZUuid.optional(),
  status: z.enum(TRAINING_PROGRAM_STATUSES).optional(),
  ...ZPageQuery(25).shape,
});
export type ProgramQuery = z.input<typeof ZProgramQuery>;

export const ZProgramSummary = z.object({
  id: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TRAINING_PROGRAM_STATUSES),
  dueWithinDays: z.number().int(),
  publishedAt: z.string().nullable(),
  moduleCount: z.number().int(),
  lessonCount: z.number().int(),
  /** Learners who finished the programme / who opened it. */
  completedCount: z.number().int(),
  enrolledCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProgramSummary = z.infer<typeof ZProgramSummary>;
export const ZProgramList = paged(ZProgramSummary);
export type ProgramList = z.infer<typeof ZProgramList>;

// ---------------------------------------------------------------- authoring: modules, lessons, questions

export const ZModuleInput = z.object({
  title: ZTitle,
  description: ZDescription.default(''),
  estimatedMinutes: ZMinutes.default(10),
  /** Percent needed to pass the quiz; null = no pass mark (a module with questions needs one). */
  passMarkPercent: ZPassMark.nullable().default(null),
});
export type ModuleInput = z.input<typeof ZModuleInput>;
export const ZModuleUpdate = z.object({
  title: ZTitle.optional(),
  description: ZDescription.optional(),
  estimatedMinutes: ZMinutes.optional(),
  passMarkPercent: ZPassMark.nullable().optional(),
});
export type ModuleUpdate = z.input<typeof ZModuleUpdate>;

/** PUT the whole list of modules this module requires (same programme, not itself, no cycles; 422 otherwise). */
export const ZPrerequisitesInput = z.object({ requiredModuleIds: z.array(ZUuid).max(100) });
export type PrerequisitesInput = z.input<typeof ZPrerequisitesInput>;

/**
 * A lesson: text (Markdown body), video (http/https link in videoUrl), image or document (the file is uploaded
 * afterwards, multipart "file", to POST /api/training/manage/lessons/:id/file). The body is an optional caption for
 * the other kinds.
 */
const ZLessonKind = z.enum(TRAINING_LESSON_KINDS);
const ZLessonBody = ZMultiline(50_000, 'Lesson text');
export const ZLessonInput = z
  .object({
    title: ZTitle,
    kind: ZLessonKind.default('text'),
    body: ZLessonBody.default(''),
    videoUrl: ZVideoUrl.nullable().optional(),
    estimatedMinutes: ZMinutes.default(5),
  })
  .superRefine((v, c) => {
    if (v.kind === 'video' && !v.videoUrl) c.addIssue({ code: 'custom', path: ['videoUrl'], message: TRAINING_MESSAGES.videoUrlRequired });
  });
export type LessonInput = z.input<typeof ZLessonInput>;
/** Changing the kind of a lesson: to video needs a videoUrl (422); away from image/document drops the file. */
export const ZLessonUpdate = z.object({
  title: ZTitle.optional(),
  kind: ZLessonKind.optional(),
  body: ZLessonBody.optional(),
  videoUrl: ZVideoUrl.nullable().optional(),
  estimatedMinutes: ZMinutes.optional(),
});
export type LessonUpdate = z.input<typeof ZLessonUpdate>;

const ZPrompt = ZMultiline(1000, 'Question').min(1, TRAINING_MESSAGES.promptRequired);
const ZOptions = z
  .array(ZLine(300, 'Option').min(1, TRAINING_MESSAGES.optionRequired))
  .min(TRAINING_QUIZ_MIN_OPTIONS, `Give at least ${TRAINING_QUIZ_MIN_OPTIONS} options.`)
  .max(TRAINING_QUIZ_MAX_OPTIONS, `Give at most ${TRAINING_QUIZ_MAX_OPTIONS} options.`);
const ZCorrectIndex = ZInt(0, TRAINING_QUIZ_MAX_OPTIONS - 1, { type: TRAINING_MESSAGES.correctIndexOutOfRange });
export const ZQuestionInput = z.object({ prompt: ZPrompt, options: ZOptions, correctIndex: ZCorrectIndex }).superRefine((v, c) => {
  if (v.correctIndex >= v.options.length) {
    c.addIssue({ code: 'custom', path: ['correctIndex'], message: TRAINING_MESSAGES.correctIndexOutOfRange });
  }
});
export type QuestionInput = z.input<typeof ZQuestionInput>;
/** Options and correctIndex are checked together against the stored question (422 when the index is out of range). */
export const ZQuestionUpdate = z.object({
  prompt: ZPrompt.optional(),
  options: ZOptions.optional(),
  correctIndex: ZCorrectIndex.optional(),
});
export type QuestionUpdate = z.input<typeof ZQuestionUpdate>;

/** A lesson as both head office and the learner read it. */
const ZLessonContent = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  kind: ZLessonKind,
  /** Markdown (render safely, no raw HTML). */
  body: z.string(),
  videoUrl: z.string().nullable(),
  /** Download/view at GET /api/training/lessons/:id/file. */
  file: ZLessonFile.nullable(),
  estimatedMinutes: z.number().int(),
});
/** A question as the learner sees it: never the correct answer. */
export const ZLearnerQuestion = z.object({
  id: z.string(),
  position: z.number().int(),
  prompt: z.string(),
  options: z.array(z.string()),
});
export type LearnerQuestion = z.infer<typeof ZLearnerQuestion>;

export const ZAuthoringLesson = ZLessonContent.extend({ moduleId: z.string() });
export type AuthoringLesson = z.infer<typeof ZAuthoringLesson>;

/** A question with its answer key: only in head-office (authoring) responses. */
export const ZAuthoringQuestion = ZLearnerQuestion.extend({ moduleId: z.string(), correctIndex: z.number().int() });
export type AuthoringQuestion = z.infer<typeof ZAuthoringQuestion>;

export const ZAuthoringModule = z.object({
  id: z.string(),
  programId: z.string(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  estimatedMinutes: z.number().int(),
  passMarkPercent: z.number().int().nullable(),
  /** Ids of the modules this one requires. */
  prerequisiteIds: z.array(z.string()),
  lessons: z.array(ZAuthoringLesson),
  questions: z.array(ZAuthoringQuestion),
});
export type AuthoringModule = z.infer<typeof ZAuthoringModule>;

/** GET /api/training/manage/programs/:id and the answer of every authoring write. */
export const ZAuthoringProgram = ZProgramSummary.extend({ modules: z.array(ZAuthoringModule) });
export type AuthoringProgram = z.infer<typeof ZAuthoringProgram>;

// ---------------------------------------------------------------- learner

export const ZModuleRef = z.object({ id: z.string(), title: z.string() });
export type ModuleRef = z.infer<typeof ZModuleRef>;

export const ZLearnerModuleSummary = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  estimatedMinutes: z.number().int(),
  lessonCount: z.number().int(),
  lessonsCompleted: z.number().int(),
  hasQuiz: z.boolean(),
  questionCount: z.number().int(),
  passMarkPercent: z.number().int().nullable(),
  quizPassed: z.boolean(),
  bestScorePercent: z.number().int().nullable(),
  state: z.enum(TRAINING_MODULE_STATES),
  /** 0–100: lessons read and the quiz (one step) done. */
  percent: z.number().int(),
  /** Modules still to complete before this one opens (empty unless locked). */
  lockedBy: z.array(ZModuleRef),
  completedAt: z.string().nullable(),
});
export type LearnerModuleSummary = z.infer<typeof ZLearnerModuleSummary>;

/** Where the learner left off: the module (and its last lesson read, if any) to open next. */
export const ZResumePointer = z.object({
  moduleId: z.string(),
  moduleTitle: z.string(),
  lessonId: z.string().nullable(),
  lessonTitle: z.string().nullable(),
});
export type ResumePointer = z.infer<typeof ZResumePointer>;

export const ZLearnerProgram = z.object({
  id: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  title: z.string(),
  description: z.string(),
  dueWithinDays: z.number().int(),
  firstSeenAt: z.string(),
  /** Manila date by which it should be finished (first seen + due days). */
  dueOn: z.string(),
  overdue: z.boolean(),
  percent: z.number().int(),
  modulesCompleted: z.number().int(),
  modulesTotal: z.number().int(),
  completedAt: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  certificateAvailable: z.boolean(),
  /** Null once everything is complete. */
  resume: ZResumePointer.nullable(),
  modules: z.array(ZLearnerModuleSummary),
});
export type LearnerProgram = z.infer<typeof ZLearnerProgram>;
/** GET /api/training: the published programmes of the franchisee's brands. */
export const ZLearnerOverview = listOf(ZLearnerProgram);
export type LearnerOverview = z.infer<typeof ZLearnerOverview>;

export const ZLearnerLesson = ZLessonContent.extend({
  completed: z.boolean(),
  /** The body rendered by the server's sanitised Markdown renderer, the blog's (no raw HTML, safe links only). */
  html: z.string(),
});
export type LearnerLesson = z.infer<typeof ZLearnerLesson>;

/**
 * Issue 32: a quiz cannot be passed by trial and error. Until it is passed, an attempt answers the score only; the
 * questions answered wrongly are named after the day's last attempt (Asia/Manila day), and attempts are at least
 * `cooldownSeconds` apart. A passed quiz may be retaken freely (its key is shown then anyway).
 */
export const TRAINING_QUIZ_LIMITS = { cooldownSeconds: 30, attemptsPerDay: 5 } as const;

/** The learner's attempts at a quiz today and when the next one is allowed (null: now). */
export const ZQuizAttemptState = z.object({
  perDay: z.number().int(),
  cooldownSeconds: z.number().int(),
  usedToday: z.number().int(),
  /** All of today's attempts used (and not passed): the next one tomorrow. */
  limitReached: z.boolean(),
  nextAttemptAt: z.string().nullable(),
});
export type QuizAttemptState = z.infer<typeof ZQuizAttemptState>;

export const ZQuizAttemptSummary = z.object({ scorePercent: z.number().int(), passed: z.boolean(), createdAt: z.string() });
export type QuizAttemptSummary = z.infer<typeof ZQuizAttemptSummary>;

export const ZLearnerModule = ZLearnerModuleSummary.extend({
  program: z.object({ id: z.string(), title: z.string(), brandName: z.string() }),
  lessons: z.array(ZLearnerLesson),
  /** Null when the module has no quiz. */
  quiz: z
    .object({
      passMarkPercent: z.number().int(),
      questions: z.array(ZLearnerQuestion),
      lastAttempt: ZQuizAttemptSummary.nullable(),
      attemptCount: z.number().int(),
      attempts: ZQuizAttemptState,
    })
    .nullable(),
  lastLessonId: z.string().nullable(),
  previousModule: ZModuleRef.nullable(),
  nextModule: ZModuleRef.nullable(),
});
export type LearnerModule = z.infer<typeof ZLearnerModule>;

/** One answer per question, in the order of `quiz.questions` (the option index chosen). */
export const ZQuizSubmission = z.object({
  answers: z
    // A JSON number, never coerced: null, "", true or "1" is not an answer (a coerced null would be graded as option 0).
    .array(
      z
        .number({ error: TRAINING_MESSAGES.answerOutOfRange })
        .int(TRAINING_MESSAGES.answerOutOfRange)
        .min(0, TRAINING_MESSAGES.answerOutOfRange)
        .max(TRAINING_QUIZ_MAX_OPTIONS - 1, TRAINING_MESSAGES.answerOutOfRange),
    )
    .min(1)
    .max(200),
});
export type QuizSubmission = z.input<typeof ZQuizSubmission>;

/**
 * The graded quiz. Per question (`results`) only once the quiz is passed, with the correct option; after a failed
 * attempt `results` is null (the score only), except after the day's last attempt, which says which answers were
 * wrong but not what is right (`correctIndex` null). Issue 32: a search passed a module in 9 attempts otherwise.
 */
export const ZQuizResult = z.object({
  scorePercent: z.number().int(),
  passed: z.boolean(),
  passMarkPercent: z.number().int(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  results: z
    .array(
      z.object({ questionId: z.string(), chosenIndex: z.number().int(), correct: z.boolean(), correctIndex: z.number().int().nullable() }),
    )
    .nullable(),
  attempts: ZQuizAttemptState,
  moduleCompleted: z.boolean(),
  programCompleted: z.boolean(),
  certificateAvailable: z.boolean(),
  /** The module after the submission (state, percent, best score). */
  module: ZLearnerModuleSummary,
});
export type QuizResult = z.infer<typeof ZQuizResult>;

/** GET /api/training/summary: the franchisee dashboard card (the first unfinished programme, else the latest finished). */
export const ZTrainingSummary = z.object({
  programId: z.string().nullable(),
  programTitle: z.string().nullable(),
  percent: z.number().int(),
  modulesCompleted: z.number().int(),
  modulesTotal: z.number().int(),
  nextModule: ZModuleRef.nullable(),
  certificateAvailable: z.boolean(),
  overdue: z.boolean(),
  /** Published programmes the franchisee has. */
  programCount: z.number().int(),
});
export type TrainingSummary = z.infer<typeof ZTrainingSummary>;

// ---------------------------------------------------------------- reports

export const ZReportQuery = z.object({
  search: ZSearch,
  brandId: ZUuid.optional(),
  programId: ZUuid.optional(),
  overdue: ZQueryBool,
  ...ZPageQuery(25).shape,
});
export type ReportQuery = z.input<typeof ZReportQuery>;

const reportProgress = {
  brandId: z.string(),
  brandName: z.string(),
  programId: z.string(),
  programTitle: z.string(),
  percent: z.number().int(),
  modulesCompleted: z.number().int(),
  modulesTotal: z.number().int(),
  /** Null when the learner never opened the programme. */
  firstSeenAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Manila date the programme is due (first seen, else published, + due days). */
  dueOn: z.string(),
  overdue: z.boolean(),
};

export const ZLocationCompletion = z.object({
  locationId: z.string(),
  locationCode: z.string(),
  locationName: z.string(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  ...reportProgress,
});
export type LocationCompletion = z.infer<typeof ZLocationCompletion>;
export const ZLocationCompletionList = paged(ZLocationCompletion);
export type LocationCompletionList = z.infer<typeof ZLocationCompletionList>;

export const ZPersonCompletion = z.object({
  userId: z.string(),
  /** Quiz attempts in the programme's modules (issue 32: head office sees who is guessing), and today's. */
  quizAttempts: z.number().int(),
  quizAttemptsToday: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  /** The person's locations of the programme's brand. */
  locationNames: z.array(z.string()),
  ...reportProgress,
});
export type PersonCompletion = z.infer<typeof ZPersonCompletion>;
export const ZPersonCompletionList = paged(ZPersonCompletion);
export type PersonCompletionList = z.infer<typeof ZPersonCompletionList>;
