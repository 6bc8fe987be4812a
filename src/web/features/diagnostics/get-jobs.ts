import type { Job } from '../../../shared/diagnostics.contracts';
import { DIAGNOSTICS_API } from '../../../shared/diagnostics-info';
import { usePublicResource } from '../../lib/public-resource';

/** GET /api/diagnostics/jobs (diagnostics.operate) → the scheduler's jobs: schedule, last run and result, next run. */
export function useScheduledJobs(): Job[] {
  return usePublicResource<{ items: Job[] }>(DIAGNOSTICS_API.jobs).items;
}
