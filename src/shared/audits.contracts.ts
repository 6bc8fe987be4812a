import { z } from 'zod';
import { ZInt, ZIsoDate, ZLine, ZOptionalMultiline, ZUuid } from './http';

/** Brand-standards audits (issue 37, decision 023). */

export const AUDIT_QUESTION_KINDS = ['yes_no', 'score', 'number', 'choice'] as const;
export type AuditQuestionKind = (typeof AUDIT_QUESTION_KINDS)[number];
export const AUDIT_STATUSES = ['scheduled', 'in_progress', 'submitted', 'approved', 'cancelled'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];
export const AUDIT_CADENCES = ['once', 'monthly', 'quarterly'] as const;
export type AuditCadence = (typeof AUDIT_CADENCES)[number];
export const AUDIT_ACTION_STATUSES = ['open', 'answered', 'closed'] as const;
export type AuditActionStatus = (typeof AUDIT_ACTION_STATUSES)[number];
export const AUDIT_SEVERITIES = ['critical', 'major', 'minor'] as const;
export type AuditSeverity = (typeof AUDIT_SEVERITIES)[number];
/** Days a franchisee has to correct a failed question, by its severity. */
export const ACTION_DUE_DAYS: Record<AuditSeverity, number> = { critical: 1, major: 7, minor: 14 };

export const AUDIT_MESSAGES = {
  submitted: 'This audit has been submitted and can no longer be changed.',
  notStarted: 'Open the audit before answering it.',
  notYours: 'This audit is assigned to another auditor.',
  notAuditor: 'Choose an auditor who may perform audits.',
  unknownQuestion: 'This question is not part of the audit.',
  badAnswer: 'This answer does not fit the question.',
  naNotAllowed: 'This question cannot be answered “not applicable”.',
  missing: 'Answer every question before submitting.',
  photoMissing: 'This question needs a photo.',
  commentMissing: 'This question needs a comment.',
  notSubmitted: 'Only a submitted audit can be approved.',
  actionNotOpen: 'This action is not waiting for an answer.',
  actionNotAnswered: 'This action has not been answered yet.',
  chooseFile: 'Choose a photo to upload.',
  photoTooLarge: 'The photo is larger than 5 MB.',
  photoWrongType: 'Upload the photo as a JPG or PNG.',
  locationBrand: 'This template belongs to another brand than the location.',
  noQuestions: 'A template needs at least one question.',
} as const;

const ZPrompt = ZLine(300, 'Question').min(1, 'Question is required.');

export const ZAuditChoice = z.object({ label: ZLine(80, 'Choice').min(1, 'Choice is required.'), passes: z.boolean() });

export const ZAuditQuestion = z
  .object({
    /** Stable across versions, so an audit can show the previous audit's answer to the same question. */
    id: z.string().uuid().optional(),
    prompt: ZPrompt,
    kind: z.enum(AUDIT_QUESTION_KINDS),
    weight: ZInt(0, 100).default(1),
    critical: z.boolean().default(false),
    photoRequired: z.boolean().default(false),
    commentRequired: z.boolean().default(false),
    allowNa: z.boolean().default(false),
    /** score: 0..maxScore, passing from passScore. */
    maxScore: ZInt(1, 10).optional(),
    passScore: ZInt(0, 10).optional(),
    /** number: the value must be within min..max; it passes within passMin..passMax. */
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    passMin: z.number().finite().optional(),
    passMax: z.number().finite().optional(),
    unit: ZLine(20, 'Unit').optional(),
    /** choice: the options, each passing or failing. */
    choices: z.array(ZAuditChoice).max(10).optional(),
  })
  .superRefine((q, ctx) => {
    const bad = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (q.kind === 'score') {
      if (q.maxScore === undefined) bad('A score question needs a maximum score.');
      else if (q.passScore !== undefined && q.passScore > q.maxScore) bad('The passing score cannot be above the maximum.');
    }
    if (q.kind === 'number') {
      if (q.min === undefined || q.max === undefined || q.min > q.max) bad('A number question needs a range (minimum ≤ maximum).');
    }
    if (q.kind === 'choice') {
      if (!q.choices || q.choices.length < 2) bad('A choice question needs at least two choices.');
      else if (!q.choices.some((c) => c.passes)) bad('At least one choice must pass.');
    }
  });
export type AuditQuestionInput = z.input<typeof ZAuditQuestion>;

export const ZAuditSection = z.object({
  id: z.string().uuid().optional(),
  title: ZLine(120, 'Section').min(1, 'Section title is required.'),
  questions: z.array(ZAuditQuestion).min(1).max(60),
});

export const ZTemplateBody = z.object({
  name: ZLine(120, 'Name').min(1, 'Template name is required.'),
  passMarkPercent: ZInt(1, 100).default(80),
  sections: z.array(ZAuditSection).min(1).max(20),
});
export const ZTemplateInput = ZTemplateBody.extend({ brandId: ZUuid });
export type TemplateInput = z.input<typeof ZTemplateInput>;
export type TemplateBody = z.input<typeof ZTemplateBody>;

/** A question as stored in a version: every default filled in and an id. */
export interface StoredQuestion {
  id: string;
  prompt: string;
  kind: AuditQuestionKind;
  weight: number;
  critical: boolean;
  photoRequired: boolean;
  commentRequired: boolean;
  allowNa: boolean;
  maxScore?: number;
  passScore?: number;
  min?: number;
  max?: number;
  passMin?: number;
  passMax?: number;
  unit?: string;
  choices?: { label: string; passes: boolean }[];
}
export interface StoredSection {
  id: string;
  title: string;
  questions: StoredQuestion[];
}

const ZStoredQuestion = z.object({
  id: z.string(),
  prompt: z.string(),
  kind: z.enum(AUDIT_QUESTION_KINDS),
  weight: z.number(),
  critical: z.boolean(),
  photoRequired: z.boolean(),
  commentRequired: z.boolean(),
  allowNa: z.boolean(),
  maxScore: z.number().optional(),
  passScore: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  passMin: z.number().optional(),
  passMax: z.number().optional(),
  unit: z.string().optional(),
  choices: z.array(z.object({ label: z.string(), passes: z.boolean() })).optional(),
});
export const ZTemplateVersion = z.object({
  id: z.string(),
  version: z.number().int(),
  passMarkPercent: z.number().int(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), questions: z.array(ZStoredQuestion) })),
  createdAt: z.string(),
});
export type TemplateVersion = z.infer<typeof ZTemplateVersion>;

export const ZTemplate = z.object({
  id: z.string(),
  brand: z.object({ id: z.string(), name: z.string() }),
  name: z.string(),
  currentVersion: z.number().int(),
  version: ZTemplateVersion,
  updatedAt: z.string(),
});
export type Template = z.infer<typeof ZTemplate>;
export const ZTemplateList = z.object({ items: z.array(ZTemplate.omit({ version: true })) });
export const ZTemplateQuery = z.object({ brandId: ZUuid.optional() });
export const ZTemplateVersionParams = z.object({ id: ZUuid, version: z.coerce.number().int().min(1).max(100000) });

// ---------------------------------------------------------------- scheduling

export const ZScheduleInput = z.object({
  locationId: ZUuid,
  templateId: ZUuid,
  auditorId: ZUuid,
  scheduledFor: ZIsoDate,
  cadence: z.enum(AUDIT_CADENCES).default('once'),
  announced: z.boolean().default(true),
});
export type ScheduleInput = z.input<typeof ZScheduleInput>;

export const ZAuditSummary = z.object({
  id: z.string(),
  location: z.object({ id: z.string(), name: z.string(), code: z.string(), city: z.string() }),
  brand: z.object({ id: z.string(), name: z.string() }),
  templateName: z.string(),
  auditor: z.object({ id: z.string(), name: z.string() }).nullable(),
  scheduledFor: z.string(),
  cadence: z.enum(AUDIT_CADENCES),
  announced: z.boolean(),
  status: z.enum(AUDIT_STATUSES),
  scorePercent: z.number().nullable(),
  criticalFailures: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type AuditSummary = z.infer<typeof ZAuditSummary>;
export const ZAuditList = z.object({ items: z.array(ZAuditSummary) });
export const ZAuditQuery = z.object({
  status: z.enum(AUDIT_STATUSES).optional(),
  locationId: ZUuid.optional(),
});
export const ZAuditorList = z.object({ today: z.array(ZAuditSummary), upcoming: z.array(ZAuditSummary) });

// ---------------------------------------------------------------- answers and photos

export const ZIdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Invalid idempotency key. Please check your input.');

export const ZAnswerInput = z.object({
  idempotencyKey: ZIdempotencyKey,
  questionId: z.string().uuid(),
  na: z.boolean().default(false),
  /** yes_no: 'yes' | 'no'; score: an integer; number: a number; choice: the option's index. Null with na. */
  value: z
    .union([z.string().max(10), z.number().finite()])
    .nullable()
    .default(null),
  comment: ZOptionalMultiline(2000, 'Comment'),
  /** When the auditor gave it on the device (the latest given answer to a question wins). */
  answeredAt: z.iso.datetime({ offset: true }),
});
export type AnswerInput = z.input<typeof ZAnswerInput>;

export const ZAnswer = z.object({
  id: z.string(),
  questionId: z.string(),
  idempotencyKey: z.string(),
  na: z.boolean(),
  value: z.union([z.string(), z.number()]).nullable(),
  comment: z.string().nullable(),
  answeredAt: z.string(),
});
export type Answer = z.infer<typeof ZAnswer>;
export const ZAnswerSaved = z.object({ answer: ZAnswer, duplicate: z.boolean() });

export const ZPhoto = z.object({
  id: z.string(),
  questionId: z.string().nullable(),
  actionId: z.string().nullable(),
  idempotencyKey: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof ZPhoto>;
export const ZPhotoSaved = z.object({ photo: ZPhoto, duplicate: z.boolean() });
export const ZPhotoFields = z.object({ idempotencyKey: ZIdempotencyKey, questionId: z.string().uuid().optional() });

// ---------------------------------------------------------------- detail, actions

export const ZAuditAction = z.object({
  id: z.string(),
  auditId: z.string(),
  location: z.object({ id: z.string(), name: z.string() }),
  questionId: z.string(),
  prompt: z.string(),
  severity: z.enum(AUDIT_SEVERITIES),
  dueOn: z.string(),
  status: z.enum(AUDIT_ACTION_STATUSES),
  evidencePhotoIds: z.array(z.string()),
  responseComment: z.string().nullable(),
  responsePhotoId: z.string().nullable(),
  respondedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  reopenCount: z.number().int(),
});
export type AuditAction = z.infer<typeof ZAuditAction>;
export const ZAuditActionList = z.object({ items: z.array(ZAuditAction) });
export const ZActionQuery = z.object({ status: z.enum(AUDIT_ACTION_STATUSES).optional() });
export const ZActionResponse = z.object({ comment: ZLine(2000, 'Comment'), photoId: ZUuid });

export const ZAuditDetail = z.object({
  audit: ZAuditSummary,
  store: z.object({
    address: z.string(),
    phone: z.string().nullable(),
    pastScores: z.array(
      z.object({ auditId: z.string(), date: z.string(), scorePercent: z.number().nullable(), passed: z.boolean().nullable() }),
    ),
    openActions: z.array(z.object({ id: z.string(), prompt: z.string(), dueOn: z.string(), status: z.enum(AUDIT_ACTION_STATUSES) })),
  }),
  version: ZTemplateVersion,
  answers: z.array(ZAnswer),
  photos: z.array(ZPhoto),
  /** The previous approved audit's answers of the same location and template, by question id. */
  previous: z.array(ZAnswer.pick({ questionId: true, na: true, value: true, comment: true })),
  failures: z.array(z.object({ questionId: z.string(), critical: z.boolean() })),
  actions: z.array(ZAuditAction),
});
export type AuditDetail = z.infer<typeof ZAuditDetail>;

export const ZFranchiseeAudits = z.object({ upcoming: z.array(ZAuditSummary), reports: z.array(ZAuditSummary) });

// ---------------------------------------------------------------- analytics

export const ZAuditAnalyticsQuery = z.object({ passMark: z.coerce.number().int().min(1).max(100).default(80) });
export const ZAuditAnalytics = z.object({
  byMonth: z.array(
    z.object({ month: z.string(), brand: z.string(), region: z.string(), averagePercent: z.number(), audits: z.number().int() }),
  ),
  byLocation: z.array(
    z.object({
      locationId: z.string(),
      name: z.string(),
      brand: z.string(),
      region: z.string(),
      lastPercent: z.number(),
      lastDate: z.string(),
    }),
  ),
  mostFailed: z.array(z.object({ questionId: z.string(), prompt: z.string(), failures: z.number().int() })),
  belowPassMark: z.array(z.object({ locationId: z.string(), name: z.string(), lastPercent: z.number() })),
});
export type AuditAnalytics = z.infer<typeof ZAuditAnalytics>;
