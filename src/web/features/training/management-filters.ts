import { TRAINING_PROGRAM_STATUSES, type ProgramQuery, type ReportQuery } from '../../../shared/training.contracts';
import type { inferParserType } from 'nuqs';
import { parseAsFlag, parseAsOneOf, parseAsPage, parseAsSearch, parseAsUuid } from '../../components/data-table/url-state';
import { anyFilterSet, apiParamsOf, pageWindow } from '../../lib/filters/list-query';

/** /training-management keeps its tab, the completion view and every filter in the URL. */
export const MANAGEMENT_TABS = ['programs', 'completion'] as const;
export type ManagementTab = (typeof MANAGEMENT_TABS)[number];
export const MANAGEMENT_TAB_LABELS: Record<ManagementTab, string> = { programs: 'Programmes', completion: 'Completion' };

export const COMPLETION_VIEWS = ['locations', 'people'] as const;
export type CompletionView = (typeof COMPLETION_VIEWS)[number];
export const COMPLETION_VIEW_LABELS: Record<CompletionView, string> = { locations: 'Per location', people: 'Per person' };

export const PROGRAMS_PAGE_SIZE = 25;
export const REPORT_PAGE_SIZE = 25;

export const managementParsers = {
  tab: parseAsOneOf(MANAGEMENT_TABS).withDefault('programs'),
  view: parseAsOneOf(COMPLETION_VIEWS).withDefault('locations'),
  search: parseAsSearch(100),
  brand: parseAsUuid,
  status: parseAsOneOf(TRAINING_PROGRAM_STATUSES),
  program: parseAsUuid,
  overdue: parseAsFlag,
  page: parseAsPage,
};

export type ManagementState = inferParserType<typeof managementParsers>;

export function programListQuery(s: ManagementState): ProgramQuery {
  return { ...apiParamsOf(s, { search: 'search', brand: 'brandId', status: 'status' }), ...pageWindow(s.page, PROGRAMS_PAGE_SIZE) };
}

export function reportQuery(s: ManagementState, page = s.page, limit = REPORT_PAGE_SIZE): ReportQuery {
  return {
    ...apiParamsOf(s, { search: 'search', brand: 'brandId', program: 'programId', overdue: 'overdue' }),
    ...pageWindow(page, limit),
  };
}

export const hasProgramFilters = (s: ManagementState) => anyFilterSet(s, ['search', 'brand', 'status']);
export const hasReportFilters = (s: ManagementState) => anyFilterSet(s, ['search', 'brand', 'program', 'overdue']);
