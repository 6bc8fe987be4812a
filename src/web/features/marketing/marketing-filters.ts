import {
  MARKETING_ASSET_STATUSES,
  MARKETING_ASSET_TYPES,
  MARKETING_CATEGORIES,
  MARKETING_PAGE_SIZE,
  MARKETING_SORTS,
  type MarketingAssetQuery,
} from '../../../shared/marketing.contracts';
import type { inferParserType } from 'nuqs';
import { anyFilterSet, apiParamsOf, pageWindow } from '../../lib/filters/list-query';
import { parseAsOneOf, parseAsPage, parseAsSearch, parseAsSort, parseAsString } from '../../components/data-table/url-state';

/** Both marketing lists keep their filters and page in the URL; each parser is bounded (bad URLs fall back). */

// ---------------------------------------------------------------- /franchisee/marketing-assets

export const libraryParsers = {
  search: parseAsSearch(100),
  type: parseAsOneOf(MARKETING_ASSET_TYPES),
  category: parseAsOneOf(MARKETING_CATEGORIES),
  page: parseAsPage,
};
export type LibraryState = inferParserType<typeof libraryParsers>;
export function libraryQuery(s: LibraryState): MarketingAssetQuery {
  return {
    ...apiParamsOf(s, { search: 'search', type: 'type', category: 'category' }),
    sort: 'newest',
    ...pageWindow(s.page, MARKETING_PAGE_SIZE),
  };
}
export const hasLibraryFilters = (s: LibraryState) => anyFilterSet(s, ['search', 'type', 'category']);

// ---------------------------------------------------------------- /marketing-management

const UUID_OR_ALL = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|all)$/i;
export const managementParsers = {
  ...libraryParsers,
  brand: parseAsString,
  status: parseAsOneOf(MARKETING_ASSET_STATUSES),
  sort: parseAsSort(MARKETING_SORTS, 'newest'),
};
export type ManagementState = inferParserType<typeof managementParsers>;
export function managementQuery(s: ManagementState): MarketingAssetQuery {
  return {
    ...libraryQuery(s),
    brandId: s.brand && UUID_OR_ALL.test(s.brand) ? s.brand : undefined,
    status: s.status ?? undefined,
    sort: s.sort,
  };
}
export const hasManagementFilters = (s: ManagementState) => hasLibraryFilters(s) || anyFilterSet(s, ['brand', 'status']);
