import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZLocationCompletionList,
  ZPersonCompletionList,
  type LocationCompletionList,
  type PersonCompletionList,
  type ReportQuery,
} from '../../../shared/training.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { getParsed } from '../../lib/queries/define-query';
import { listSearch } from '../../lib/list-search';
import { trainingKeys } from './training-keys';

/**
 * GET /api/training/reports/locations and /api/training/reports/people (?search&brandId&programId&overdue&limit&offset)
 * → a page of completion rows (per location through its owner, or per person), overdue ones flagged: head office only.
 */
export async function getLocationReport(query: ReportQuery, signal?: AbortSignal): Promise<LocationCompletionList> {
  return getParsed(ZLocationCompletionList, `/api/training/reports/locations?${listSearch(query)}`, signal);
}
export async function getPeopleReport(query: ReportQuery, signal?: AbortSignal): Promise<PersonCompletionList> {
  return getParsed(ZPersonCompletionList, `/api/training/reports/people?${listSearch(query)}`, signal);
}

export function locationReportQueryOptions(query: ReportQuery) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: trainingKeys.locationReport(query),
    queryFn: ({ signal }) => getLocationReport(query, signal),
    meta: { errorToast: false },
  });
}
export function peopleReportQueryOptions(query: ReportQuery) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: trainingKeys.peopleReport(query),
    queryFn: ({ signal }) => getPeopleReport(query, signal),
    meta: { errorToast: false },
  });
}

export const useLocationReport = (query: ReportQuery, enabled = true) =>
  useQuery({ ...locationReportQueryOptions(query), placeholderData: keepPreviousData, enabled });
export const usePeopleReport = (query: ReportQuery, enabled = true) =>
  useQuery({ ...peopleReportQueryOptions(query), placeholderData: keepPreviousData, enabled });
