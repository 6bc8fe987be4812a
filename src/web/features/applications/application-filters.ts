import type { inferParserType } from 'nuqs';
import { APPLICATION_STATUSES } from '../../../shared/applications.contracts';
import { PACKAGE_CODES } from '../../../shared/packages';
import { parseAsOneOf, parseAsPage, parseAsSearch, parseAsUuid } from '../../components/data-table/url-state';
import { anyFilterSet, apiParamsOf, pageWindow } from '../../lib/filters/list-query';
import type { ApplicationQuery } from './application-keys';

/** The list's filters and page live in the URL (bookmarkable; Back works). Bounded parsers: bad input is no filter. */
export const APPLICATION_PAGE_SIZE = 20;

export const applicationListParsers = {
  q: parseAsSearch(100),
  status: parseAsOneOf(APPLICATION_STATUSES),
  brand: parseAsUuid,
  pkg: parseAsOneOf(PACKAGE_CODES),
  page: parseAsPage,
};

export type ApplicationListState = inferParserType<typeof applicationListParsers>;

export function applicationQuery(s: ApplicationListState): ApplicationQuery {
  return {
    ...apiParamsOf(s, { q: 'q', status: 'status', brand: 'brandId', pkg: 'packageCode' }),
    ...pageWindow(s.page, APPLICATION_PAGE_SIZE),
  };
}

export const hasApplicationFilters = (s: ApplicationListState) => anyFilterSet(s, ['q', 'status', 'brand', 'pkg']);
