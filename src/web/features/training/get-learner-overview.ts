import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLearnerOverview, type LearnerOverview } from '../../../shared/training.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { trainingKeys } from './training-keys';

/** GET /api/training → {items}: the published programmes of the franchisee's brands, with progress and resume point. */
export async function getLearnerOverview(signal?: AbortSignal): Promise<LearnerOverview> {
  return getParsed(ZLearnerOverview, '/api/training', signal);
}

export function learnerOverviewQueryOptions() {
  return queryOptions({
    ...CACHE_PROFILES.user,
    queryKey: trainingKeys.overview,
    queryFn: ({ signal }) => getLearnerOverview(signal),
    meta: { errorToast: false },
  });
}

export function useLearnerOverview() {
  return useQuery(learnerOverviewQueryOptions());
}
