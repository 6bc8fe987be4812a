import { PRODUCT_PAGE_SIZE, PRODUCT_SORTS } from '../../../shared/catalog.contracts';

/**
 * Catalogue filters live in the URL (?q=&category=&brand=&minPrice=&maxPrice=&inStock=true&sort=)
 * so Back, reload and shared links keep them. Anything malformed in a hand-edited URL is ignored
 * rather than sent, because the server would answer it with a 422.
 */

export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const SORT_LABELS: Record<ProductSort, string> = {
  name_asc: 'Name A–Z',
  name_desc: 'Name Z–A',
  price_asc: 'Price low–high',
  price_desc: 'Price high–low',
  newest: 'Newest',
};

export const DEFAULT_SORT: ProductSort = 'name_asc';

export interface ProductFilters {
  q: string;
  categoryId: string | null;
  brandId: string | null;
  /** Pesos, inclusive. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  sort: ProductSort;
}

export const NO_FILTERS: ProductFilters = {
  q: '',
  categoryId: null,
  brandId: null,
  minPrice: null,
  maxPrice: null,
  inStock: false,
  sort: DEFAULT_SORT,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idParam(value: string | null): string | null {
  return value && UUID.test(value) ? value : null;
}

/** A non-negative peso amount as typed ("1,500" and "1500.5" included); null when blank or not a price. */
export function parsePeso(value: string | null): number | null {
  if (value === null) return null;
  const cleaned = value.replace(/[₱,\s]/g, '');
  if (cleaned === '') return null;
  const n = Number(cleaned);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function isSort(value: string | null): value is ProductSort {
  return (PRODUCT_SORTS as readonly (string | null)[]).includes(value);
}

export function filtersFromSearch(search: URLSearchParams): ProductFilters {
  const sort = search.get('sort');
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    categoryId: idParam(search.get('category')),
    brandId: idParam(search.get('brand')),
    minPrice: parsePeso(search.get('minPrice')),
    maxPrice: parsePeso(search.get('maxPrice')),
    inStock: search.get('inStock') === 'true',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** Writes only what differs from "no filters", so the plain catalogue keeps a clean URL. */
export function filtersToSearch(filters: ProductFilters): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  if (q) search.set('q', q);
  if (filters.categoryId) search.set('category', filters.categoryId);
  if (filters.brandId) search.set('brand', filters.brandId);
  if (filters.minPrice !== null) search.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) search.set('maxPrice', String(filters.maxPrice));
  if (filters.inStock) search.set('inStock', 'true');
  if (filters.sort !== DEFAULT_SORT) search.set('sort', filters.sort);
  return search;
}

export function hasActiveFilters(filters: ProductFilters): boolean {
  return filtersToSearch({ ...filters, sort: DEFAULT_SORT }).toString() !== '';
}

/** The API request for one page: GET /api/catalog/products?… with the server's own parameter names. */
export function productListPath(filters: ProductFilters, page: { offset: number; limit?: number; includeInactive?: boolean }): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.categoryId) params.set('categoryId', filters.categoryId);
  if (filters.brandId) params.set('brandId', filters.brandId);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.inStock) params.set('inStock', 'true');
  if (page.includeInactive) params.set('includeInactive', 'true');
  params.set('sort', filters.sort);
  params.set('limit', String(page.limit ?? PRODUCT_PAGE_SIZE));
  params.set('offset', String(page.offset));
  return `/api/catalog/products?${params}`;
}

/** A price range whose minimum is above its maximum can match nothing: worth telling the user. */
export function priceRangeInverted(filters: Pick<ProductFilters, 'minPrice' | 'maxPrice'>): boolean {
  return filters.minPrice !== null && filters.maxPrice !== null && filters.minPrice > filters.maxPrice;
}
