import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../shared/applications.contracts';
import { PACKAGE_CODES, type PackageCode } from '../../../shared/packages';
import { parseAsOneOf, parseAsPage, parseAsSearch, parseAsUuid } from '../../components/data-table/url-state';
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

export interface ApplicationListState {
  q: string;
  status: ApplicationStatus | null;
  brand: string | null;
  pkg: PackageCode | null;
  page: number;
}

export function applicationQuery(s: ApplicationListState): ApplicationQuery {
  return {
    q: s.q || undefined,
    status: s.status ?? undefined,
    brandId: s.brand ?? undefined,
    packageCode: s.pkg ?? undefined,
    limit: APPLICATION_PAGE_SIZE,
    offset: (s.page - 1) * APPLICATION_PAGE_SIZE,
  };
}

export const hasApplicationFilters = (s: ApplicationListState) => Boolean(s.q || s.status || s.brand || s.pkg);
