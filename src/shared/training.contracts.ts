/**
 * Training programmes (issue 15): head office authors programmes per brand (modules in order, lessons, an optional
 * multiple-choice quiz per module, prerequisites); franchisees take them, head office follows completion.
 */

export const TRAINING_PROGRAM_STATUSES = ['draft', 'published', 'archived'] as const;
export type TrainingProgramStatus = (typeof TRAINING_PROGRAM_STATUSES)[number];

export const TRAINING_LESSON_KINDS = ['text', 'image', 'video', 'document'] as const;
export type TrainingLessonKind = (typeof TRAINING_LESSON_KINDS)[number];

/** What a learner's module row says; locked and available are derived (no progress row yet). */
export const TRAINING_MODULE_STATES = ['locked', 'available', 'in_progress', 'completed'] as const;
export type TrainingModuleState = (typeof TRAINING_MODULE_STATES)[number];
