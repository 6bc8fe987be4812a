import { ZTrainingSummary } from '../../../shared/training.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { defineQuery, getParsed } from '../../lib/queries/define-query';

/**
 * GET /api/training/summary → the franchisee's training progress for the dashboard card. Under the 'training' key
 * family, so finishing a lesson or a quiz (which invalidates ['training']) refreshes the card too.
 */
export const trainingSummaryQuery = defineQuery({
  cache: CACHE_PROFILES.dashboard,
  queryKey: ['training', 'summary'] as const,
  fetch: (signal) => getParsed(ZTrainingSummary, '/api/training/summary', signal),
  meta: { errorToast: false },
});
