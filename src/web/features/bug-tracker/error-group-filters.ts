import { ERROR_GROUP_STATUSES, type ErrorGroupStatus } from '../../../shared/diagnostics-info';
import { parseAsOneOf, parseAsPage } from '../../components/data-table/url-state';
import type { ErrorGroupQuery } from './error-group-keys';

export const ERROR_GROUP_PAGE_SIZE = 25;

export const ERROR_GROUP_STATUS_LABELS: Record<ErrorGroupStatus, string> = { open: 'Open', resolved: 'Resolved', ignored: 'Ignored' };

/** Status and page in the URL; no `?status=` is every group, "Open" is the tab operators usually want. */
export const errorGroupListParsers = {
  status: parseAsOneOf(ERROR_GROUP_STATUSES),
  page: parseAsPage,
};

export interface ErrorGroupListState {
  status: ErrorGroupStatus | null;
  page: number;
}

export function errorGroupQuery(s: ErrorGroupListState): ErrorGroupQuery {
  const params: ErrorGroupQuery = { limit: ERROR_GROUP_PAGE_SIZE, offset: (s.page - 1) * ERROR_GROUP_PAGE_SIZE };
  if (s.status) params.status = s.status;
  return params;
}
