import type { ProgramQuery, ReportQuery } from '../../../shared/training.contracts';

/**
 * The training cache family. Every learner write (a lesson read, a quiz) and every authoring write invalidates
 * `trainingKeys.all`: the overview's percent, a module's lessons and the head-office reports all read from it.
 */
export const trainingKeys = {
  all: ['training'] as const,
  overview: ['training', 'learner', 'overview'] as const,
  module: (id: string) => ['training', 'learner', 'module', id] as const,
  programs: (query: ProgramQuery) => ['training', 'manage', 'programs', query] as const,
  program: (id: string) => ['training', 'manage', 'program', id] as const,
  locationReport: (query: ReportQuery) => ['training', 'reports', 'locations', query] as const,
  peopleReport: (query: ReportQuery) => ['training', 'reports', 'people', query] as const,
};
