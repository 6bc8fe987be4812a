import type { inferParserType } from 'nuqs';
import { ERROR_GROUP_STATUSES, type ErrorGroupStatus } from '../../../shared/diagnostics-info';
import { parseAsOneOf, parseAsPage } from '../../components/data-table/url-state';
import { apiParamsOf, pageWindow } from '../../lib/filters/list-query';
import type { ErrorGroupQuery } from './error-group-keys';

export const ERROR_GROUP_PAGE_SIZE = 25;

export const ERROR_GROUP_STATUS_LABELS: Record<ErrorGroupStatus, string> = { open: 'Open', resolved: 'Resolved', ignored: 'Ignored' };

/** Status and page in the URL; no `?status=` is every group, "Open" is the tab operators usually want. */
export const errorGroupListParsers = {
  status: parseAsOneOf(ERROR_GROUP_STATUSES),
  page: parseAsPage,
};

export type ErrorGroupListState = inferParserType<typeof errorGroupListParsers>;

export function errorGroupQuery(s: ErrorGroupListState): ErrorGroupQuery {
  return { ...pageWindow(s.page, ERROR_GROUP_PAGE_SIZE), ...apiParamsOf(s, { status: 'status' }) };
}
