/**
 * /inventory keeps its tab and filters in the URL (?tab=&q=&brand=&category=&low=true&page=
 * &location=&product=&mpage=) so Back, reload and shared links keep them. The Locations and
 * Movements tabs share `location`: looking at a location's stock, then at its movements, keeps it.
 * Malformed values in a hand-edited URL are ignored rather than sent (the server would 422).
 */

import { searchParamsOf } from './list-query';
import { WAREHOUSE_SORTS, type WarehouseSort } from '../../../shared/inventory.contracts';
import { createParser, createSerializer, type inferParserType } from 'nuqs';
import { createLoader, parseAsOneOf, parseAsPage, parseAsSearch, parseAsSort, parseAsUuid } from '../../components/data-table/url-state';

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

/** The URL's keys (`?tab=&q=&brand=&category=&low=true&sort=&page=&location=&product=&mpage=`), each bounded. */
export const inventoryListParsers = {
  tab: parseAsOneOf(INVENTORY_TABS).withDefault('warehouse'),
  q: parseAsSearch(100),
  brand: parseAsUuid,
  category: parseAsUuid,
  low: createParser<boolean>({ parse: (v) => (v === 'true' ? true : null), serialize: () => 'true' }).withDefault(false),
  sort: parseAsSort(WAREHOUSE_SORTS, DEFAULT_WAREHOUSE_SORT),
  page: parseAsPage,
  location: parseAsUuid,
  product: parseAsUuid,
  mpage: parseAsPage,
};
export type InventoryUrlState = inferParserType<typeof inventoryListParsers>;

export function inventoryViewOf(s: InventoryUrlState): InventoryView {
  return {
    tab: s.tab,
    warehouse: { q: s.q, brandId: s.brand, categoryId: s.category, lowOnly: s.low, sort: s.sort, page: s.page },
    locationId: s.location,
    productId: s.product,
    movementPage: s.mpage,
  };
}

export function inventoryUrlStateOf(view: InventoryView): InventoryUrlState {
  const w = view.warehouse;
  return {
    tab: view.tab,
    q: w.q.trim(),
    brand: w.brandId,
    category: w.categoryId,
    low: w.lowOnly,
    sort: w.sort,
    page: w.page,
    location: view.locationId,
    product: view.productId,
    mpage: view.movementPage,
  };
}

const loadInventoryUrl = createLoader(inventoryListParsers);
const serializeInventoryUrl = createSerializer(inventoryListParsers);

export function inventoryViewFromSearch(search: URLSearchParams | string): InventoryView {
  return inventoryViewOf(loadInventoryUrl(search));
}

/** Writes only what differs from the defaults, so the plain page keeps a clean URL. */
export function inventoryViewToSearch(view: InventoryView): URLSearchParams {
  return new URLSearchParams(serializeInventoryUrl(inventoryUrlStateOf(view)));
}

export function movementFiltersOf(view: InventoryView): MovementFilters {
  return { productId: view.productId, locationId: view.locationId, page: view.movementPage };
}

export function hasWarehouseFilters(f: WarehouseFilters): boolean {
  return Boolean(f.q.trim() || f.brandId || f.categoryId || f.lowOnly);
}

/** The API query string for a warehouse filter set: a page becomes limit/offset. */
export function warehouseQuery(f: WarehouseFilters): URLSearchParams {
  return searchParamsOf(
    {
      q: f.q.trim(),
      brandId: f.brandId,
      categoryId: f.categoryId,
      lowOnly: f.lowOnly ? 'true' : null,
      sort: f.sort !== DEFAULT_WAREHOUSE_SORT ? f.sort : null,
    },
    { page: f.page, size: WAREHOUSE_PAGE_SIZE },
  );
}

export function movementsQuery(f: MovementFilters, limit = MOVEMENTS_PAGE_SIZE): URLSearchParams {
  return searchParamsOf({ productId: f.productId, locationId: f.locationId }, { page: f.page, size: limit });
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
