import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZProgramList, type ProgramList, type ProgramQuery } from '../../../shared/training.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { listSearch } from '../../lib/list-search';
import { trainingKeys } from './training-keys';

/** GET /api/training/manage/programs?search&brandId&status&limit&offset → a page of programmes: head office only. */
export async function getPrograms(query: ProgramQuery, signal?: AbortSignal): Promise<ProgramList> {
  return getParsed(ZProgramList, `/api/training/manage/programs?${listSearch(query)}`, signal);
}

export function programsQueryOptions(query: ProgramQuery) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: trainingKeys.programs(query),
    queryFn: ({ signal }) => getPrograms(query, signal),
    meta: { errorToast: false },
  });
}

export function usePrograms(query: ProgramQuery) {
  return useQuery({ ...programsQueryOptions(query), placeholderData: keepPreviousData });
}
