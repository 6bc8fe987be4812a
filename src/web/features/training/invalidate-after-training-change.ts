import type { QueryClient } from '@tanstack/react-query';
import { trainingKeys } from './training-keys';

/**
 * Any training change: the whole family re-reads (the overview's percent and resume point, a module's ticks, the
 * programme list's counts, the completion reports, and the franchisee dashboard's card, keyed ['training', 'summary']).
 */
export function invalidateAfterTrainingChange(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: trainingKeys.all });
}
