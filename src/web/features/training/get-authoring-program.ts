import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuthoringProgram, type AuthoringProgram } from '../../../shared/training.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { trainingKeys } from './training-keys';

/** GET /api/training/manage/programs/:id → the whole programme with its modules, lessons and quiz (answer key included). */
export async function getAuthoringProgram(id: string, signal?: AbortSignal): Promise<AuthoringProgram> {
  return getParsed(ZAuthoringProgram, `/api/training/manage/programs/${encodeURIComponent(id)}`, signal);
}

export function authoringProgramQueryOptions(id: string) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: trainingKeys.program(id),
    queryFn: ({ signal }) => getAuthoringProgram(id, signal),
    meta: { errorToast: false },
  });
}

export function useAuthoringProgram(id: string) {
  return useQuery(authoringProgramQueryOptions(id));
}
