import { searchParamsOf } from './list-query';
import { createSerializer } from 'nuqs';
import { LOCATION_STATUSES, type LocationStatus } from '../../../shared/network.contracts';
import { createLoader, parseAsOneOf, parseAsPage, parseAsSearch, parseAsUuid } from '../../components/data-table/url-state';

/** The Network tab's location filters; they live in the URL (`lq`, `brand`, `lstatus`, `lpage`). */

export const LOCATIONS_PAGE_SIZE = 25;

export interface LocationListFilters {
  search: string;
  brandId: string | null;
  status: LocationStatus | null;
  /** 1-based. */
  page: number;
}

export const NO_LOCATION_FILTERS: LocationListFilters = { search: '', brandId: null, status: null, page: 1 };

/** The URL keys, prefixed so they sit beside another tab's filters on the IAM console; each bounded. */
export const locationListParsers = {
  lq: parseAsSearch(100),
  brand: parseAsUuid,
  lstatus: parseAsOneOf(LOCATION_STATUSES),
  lpage: parseAsPage,
};
const loadLocationUrl = createLoader(locationListParsers);

export function locationFiltersFromSearch(search: URLSearchParams | string): LocationListFilters {
  const s = loadLocationUrl(search);
  return { search: s.lq, brandId: s.brand, status: s.lstatus, page: s.lpage };
}

/** The URL state for a filter set (defaults are dropped when written). */
export function locationUrlStateOf(f: LocationListFilters) {
  return { lq: f.search.trim(), brand: f.brandId, lstatus: f.status, lpage: f.page };
}

export function locationFiltersToSearch(f: LocationListFilters, into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of new URLSearchParams(createSerializer(locationListParsers)(locationUrlStateOf(f)))) into.set(key, value);
  return into;
}

/** GET /api/network/locations parameters for one page. */
export function locationListQuery(f: LocationListFilters): URLSearchParams {
  return searchParamsOf({ search: f.search.trim(), brandId: f.brandId, status: f.status }, { page: f.page, size: LOCATIONS_PAGE_SIZE });
}

export function hasLocationFilters(f: LocationListFilters): boolean {
  return Boolean(f.search.trim() || f.brandId || f.status);
}
