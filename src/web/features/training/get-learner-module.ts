import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLearnerModule, type LearnerModule } from '../../../shared/training.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { trainingKeys } from './training-keys';

/**
 * GET /api/training/modules/:id → the module with its lessons and quiz questions (never the answers); 404 for a module
 * of another brand or an unpublished programme, 409 with "Complete … first" while it is locked.
 */
export async function getLearnerModule(id: string, signal?: AbortSignal): Promise<LearnerModule> {
  return getParsed(ZLearnerModule, `/api/training/modules/${encodeURIComponent(id)}`, signal);
}

export function learnerModuleQueryOptions(id: string) {
  return queryOptions({
    ...CACHE_PROFILES.user,
    queryKey: trainingKeys.module(id),
    queryFn: ({ signal }) => getLearnerModule(id, signal),
    // A locked or unknown module is an answer, not a hiccup: show it at once.
    retry: false,
    meta: { errorToast: false },
  });
}

export function useLearnerModule(id: string) {
  return useQuery(learnerModuleQueryOptions(id));
}
