/**
 * /inventory keeps its tab and filters in the URL (?tab=&q=&brand=&category=&low=true&page=
 * &location=&product=&mpage=) so Back, reload and shared links keep them. The Locations and
 * Movements tabs share `location`: looking at a location's stock, then at its movements, keeps it.
 * Malformed values in a hand-edited URL are ignored rather than sent (the server would 422).
 */

import { WAREHOUSE_SORTS, type WarehouseSort } from '../../../shared/inventory.contracts';
import { parseAsPage } from '../../components/data-table/url-state';

export const INVENTORY_TABS = ['warehouse', 'locations', 'movements', 'alerts'] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number];

export const TAB_LABELS: Record<InventoryTab, string> = {
  warehouse: 'Warehouse',
  locations: 'Locations',
  movements: 'Movements',
  alerts: 'Alerts',
};

export const WAREHOUSE_PAGE_SIZE = 50;
export const MOVEMENTS_PAGE_SIZE = 50;

export interface WarehouseFilters {
  q: string;
  brandId: string | null;
  categoryId: string | null;
  lowOnly: boolean;
  sort: WarehouseSort;
  /** 1-based. */
  page: number;
}

export interface MovementFilters {
  productId: string | null;
  locationId: string | null;
  /** 1-based. */
  page: number;
}

export interface InventoryView {
  tab: InventoryTab;
  warehouse: WarehouseFilters;
  /** Locations and Movements tabs: one location, or null for all of them. */
  locationId: string | null;
  /** Movements tab. */
  productId: string | null;
  movementPage: number;
}

export const DEFAULT_WAREHOUSE_SORT: WarehouseSort = 'name_asc';
export const NO_WAREHOUSE_FILTERS: WarehouseFilters = {
  q: '',
  brandId: null,
  categoryId: null,
  lowOnly: false,
  sort: DEFAULT_WAREHOUSE_SORT,
  page: 1,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParam = (value: string | null) => (value && UUID.test(value) ? value : null);
/** Bounded like every list page in the URL (see the list kit): junk or a huge number is page 1. */
const pageParam = (value: string | null) => (value === null ? 1 : (parseAsPage.parse(value) ?? 1));
const sortParam = (value: string | null): WarehouseSort =>
  (WAREHOUSE_SORTS as readonly (string | null)[]).includes(value) ? (value as WarehouseSort) : DEFAULT_WAREHOUSE_SORT;
const isTab = (value: string | null): value is InventoryTab => (INVENTORY_TABS as readonly (string | null)[]).includes(value);

export function inventoryViewFromSearch(search: URLSearchParams): InventoryView {
  const tab = search.get('tab');
  return {
    tab: isTab(tab) ? tab : 'warehouse',
    warehouse: {
      q: (search.get('q') ?? '').trim().slice(0, 100),
      brandId: idParam(search.get('brand')),
      categoryId: idParam(search.get('category')),
      lowOnly: search.get('low') === 'true',
      sort: sortParam(search.get('sort')),
      page: pageParam(search.get('page')),
    },
    locationId: idParam(search.get('location')),
    productId: idParam(search.get('product')),
    movementPage: pageParam(search.get('mpage')),
  };
}

/** Writes only what differs from the defaults, so the plain page keeps a clean URL. */
export function inventoryViewToSearch(view: InventoryView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.tab !== 'warehouse') search.set('tab', view.tab);
  const w = view.warehouse;
  if (w.q.trim()) search.set('q', w.q.trim());
  if (w.brandId) search.set('brand', w.brandId);
  if (w.categoryId) search.set('category', w.categoryId);
  if (w.lowOnly) search.set('low', 'true');
  if (w.sort !== DEFAULT_WAREHOUSE_SORT) search.set('sort', w.sort);
  if (w.page > 1) search.set('page', String(w.page));
  if (view.locationId) search.set('location', view.locationId);
  if (view.productId) search.set('product', view.productId);
  if (view.movementPage > 1) search.set('mpage', String(view.movementPage));
  return search;
}

export function movementFiltersOf(view: InventoryView): MovementFilters {
  return { productId: view.productId, locationId: view.locationId, page: view.movementPage };
}

export function hasWarehouseFilters(f: WarehouseFilters): boolean {
  return Boolean(f.q.trim() || f.brandId || f.categoryId || f.lowOnly);
}

/** The API query string for a warehouse filter set: a page becomes limit/offset. */
export function warehouseQuery(f: WarehouseFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (f.q.trim()) search.set('q', f.q.trim());
  if (f.brandId) search.set('brandId', f.brandId);
  if (f.categoryId) search.set('categoryId', f.categoryId);
  if (f.lowOnly) search.set('lowOnly', 'true');
  if (f.sort !== DEFAULT_WAREHOUSE_SORT) search.set('sort', f.sort);
  search.set('limit', String(WAREHOUSE_PAGE_SIZE));
  search.set('offset', String((f.page - 1) * WAREHOUSE_PAGE_SIZE));
  return search;
}

export function movementsQuery(f: MovementFilters, limit = MOVEMENTS_PAGE_SIZE): URLSearchParams {
  const search = new URLSearchParams();
  if (f.productId) search.set('productId', f.productId);
  if (f.locationId) search.set('locationId', f.locationId);
  search.set('limit', String(limit));
  search.set('offset', String((f.page - 1) * limit));
  return search;
}

/**
 * Paging is the one change Back should step through (a new history entry); filter edits replace
 * the entry, so Back leaves the page instead of undoing keystrokes.
 */
export function onlyPageChanged<T extends { page: number }>(before: T, after: T): boolean {
  const { page: a, ...restBefore } = before;
  const { page: b, ...restAfter } = after;
  return a !== b && JSON.stringify(restBefore) === JSON.stringify(restAfter);
}
