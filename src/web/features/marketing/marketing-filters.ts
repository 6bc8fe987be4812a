import {
  MARKETING_ASSET_STATUSES,
  MARKETING_ASSET_TYPES,
  MARKETING_CATEGORIES,
  MARKETING_PAGE_SIZE,
  MARKETING_SORTS,
  type MarketingAssetQuery,
} from '../../../shared/marketing.contracts';
import { parseAsOneOf, parseAsPage, parseAsSearch, parseAsSort, parseAsString } from '../../components/data-table/url-state';

/** Both marketing lists keep their filters and page in the URL; each parser is bounded (bad URLs fall back). */

const offsetOf = (page: number) => (page - 1) * MARKETING_PAGE_SIZE;

// ---------------------------------------------------------------- /franchisee/marketing-assets

export const libraryParsers = {
  search: parseAsSearch(100),
  type: parseAsOneOf(MARKETING_ASSET_TYPES),
  category: parseAsOneOf(MARKETING_CATEGORIES),
  page: parseAsPage,
};
export interface LibraryState {
  search: string;
  type: (typeof MARKETING_ASSET_TYPES)[number] | null;
  category: (typeof MARKETING_CATEGORIES)[number] | null;
  page: number;
}
export function libraryQuery(s: LibraryState): MarketingAssetQuery {
  return {
    search: s.search || undefined,
    type: s.type ?? undefined,
    category: s.category ?? undefined,
    sort: 'newest',
    limit: MARKETING_PAGE_SIZE,
    offset: offsetOf(s.page),
  };
}
export const hasLibraryFilters = (s: LibraryState) => Boolean(s.search || s.type || s.category);

// ---------------------------------------------------------------- /marketing-management

const UUID_OR_ALL = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|all)$/i;
export const managementParsers = {
  ...libraryParsers,
  brand: parseAsString,
  status: parseAsOneOf(MARKETING_ASSET_STATUSES),
  sort: parseAsSort(MARKETING_SORTS, 'newest'),
};
export interface ManagementState extends LibraryState {
  brand: string | null;
  status: (typeof MARKETING_ASSET_STATUSES)[number] | null;
  sort: (typeof MARKETING_SORTS)[number];
}
export function managementQuery(s: ManagementState): MarketingAssetQuery {
  return {
    ...libraryQuery(s),
    brandId: s.brand && UUID_OR_ALL.test(s.brand) ? s.brand : undefined,
    status: s.status ?? undefined,
    sort: s.sort,
  };
}
export const hasManagementFilters = (s: ManagementState) => hasLibraryFilters(s) || Boolean(s.brand || s.status);
