import type { z } from 'zod';
import type { ZApplicationQuery } from '../../../shared/applications.contracts';

export type ApplicationQuery = z.input<typeof ZApplicationQuery>;

/**
 * The applicant pipeline's cache family. A status change or a note answers with the detail, which replaces its
 * entry; the lists (and their counts per status) are invalidated, as is the franchisor dashboard's count.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  lists: ['applications', 'list'] as const,
  list: (query: ApplicationQuery) => ['applications', 'list', query] as const,
  detail: (id: string) => ['applications', 'detail', id] as const,
  brands: ['applications', 'brands'] as const,
};
