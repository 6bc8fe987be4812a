import { LOCATION_STATUSES, type LocationStatus } from '../../../shared/network.contracts';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function locationFiltersFromSearch(search: URLSearchParams): LocationListFilters {
  const status = search.get('lstatus');
  const brandId = search.get('brand');
  const page = Number(search.get('lpage'));
  return {
    search: (search.get('lq') ?? '').trim().slice(0, 100),
    brandId: brandId && UUID.test(brandId) ? brandId : null,
    status: status && (LOCATION_STATUSES as readonly string[]).includes(status) ? (status as LocationStatus) : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function locationFiltersToSearch(f: LocationListFilters, into = new URLSearchParams()): URLSearchParams {
  if (f.search.trim()) into.set('lq', f.search.trim());
  if (f.brandId) into.set('brand', f.brandId);
  if (f.status) into.set('lstatus', f.status);
  if (f.page > 1) into.set('lpage', String(f.page));
  return into;
}

/** GET /api/network/locations parameters for one page. */
export function locationListQuery(f: LocationListFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.search.trim()) q.set('search', f.search.trim());
  if (f.brandId) q.set('brandId', f.brandId);
  if (f.status) q.set('status', f.status);
  q.set('limit', String(LOCATIONS_PAGE_SIZE));
  q.set('offset', String((f.page - 1) * LOCATIONS_PAGE_SIZE));
  return q;
}

export function hasLocationFilters(f: LocationListFilters): boolean {
  return Boolean(f.search.trim() || f.brandId || f.status);
}
