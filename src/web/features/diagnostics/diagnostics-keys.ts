import type { SuiteName } from '../../../shared/diagnostics.contracts';

/** The signed-in diagnostics pages' cache family (the public dashboard reads without TanStack Query). */
export const diagnosticsKeys = {
  all: ['diagnostics'] as const,
  /** A suite's last run, with its checks and evidence (GET /api/diagnostics/suites/:suite). */
  lastRun: (suite: SuiteName) => ['diagnostics', 'suite', suite] as const,
};
