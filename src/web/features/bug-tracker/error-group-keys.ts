import type { z } from 'zod';
import type { ZErrorGroupQuery } from '../../../shared/diagnostics.contracts';

export type ErrorGroupQuery = z.input<typeof ZErrorGroupQuery>;

/** The bug tracker's cache family: a status change or a new report refreshes the lists (and their counts). */
export const errorGroupKeys = {
  all: ['error-groups'] as const,
  lists: ['error-groups', 'list'] as const,
  list: (query: ErrorGroupQuery) => ['error-groups', 'list', query] as const,
};
