import { TRAINING_PROGRAM_STATUSES, type ProgramQuery, type ReportQuery } from '../../../shared/training.contracts';
import { parseAsFlag, parseAsOneOf, parseAsPage, parseAsSearch, parseAsUuid } from '../../components/data-table/url-state';

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

export interface ManagementState {
  tab: ManagementTab;
  view: CompletionView;
  search: string;
  brand: string | null;
  status: (typeof TRAINING_PROGRAM_STATUSES)[number] | null;
  program: string | null;
  overdue: boolean;
  page: number;
}

export function programListQuery(s: ManagementState): ProgramQuery {
  return {
    search: s.search || undefined,
    brandId: s.brand ?? undefined,
    status: s.status ?? undefined,
    limit: PROGRAMS_PAGE_SIZE,
    offset: (s.page - 1) * PROGRAMS_PAGE_SIZE,
  };
}

export function reportQuery(s: ManagementState, page = s.page, limit = REPORT_PAGE_SIZE): ReportQuery {
  return {
    search: s.search || undefined,
    brandId: s.brand ?? undefined,
    programId: s.program ?? undefined,
    overdue: s.overdue ? 'true' : undefined,
    limit,
    offset: (page - 1) * limit,
  };
}

export const hasProgramFilters = (s: ManagementState) => Boolean(s.search || s.brand || s.status);
export const hasReportFilters = (s: ManagementState) => Boolean(s.search || s.brand || s.program || s.overdue);
