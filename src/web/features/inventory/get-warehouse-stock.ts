import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZWarehouseStock } from '../../../shared/inventory.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { warehouseQuery, type WarehouseFilters } from '../../lib/filters/inventory-filters';
import { inventoryKeys } from '../../lib/query-keys/inventory';
import { getParsed } from '../../lib/queries/define-query';

/**
 * GET /api/inventory/warehouse?q&brandId&categoryId&lowOnly&limit&offset (franchisor, admin) →
 * WarehouseStock {items, total, totals}. `totals` cover the whole filtered set, not just the page.
 */

export type WarehouseStock = z.infer<typeof ZWarehouseStock>;

export async function getWarehouseStock(filters: WarehouseFilters, signal?: AbortSignal): Promise<WarehouseStock> {
  return getParsed(ZWarehouseStock, `/api/inventory/warehouse?${warehouseQuery(filters)}`, signal);
}

export function warehouseStockQueryOptions(filters: WarehouseFilters) {
  return queryOptions({
    // Stock moves with every order: refresh when head office comes back to the tab.
    ...CACHE_PROFILES.dashboard,
    queryKey: inventoryKeys.warehouse(filters),
    queryFn: ({ signal }) => getWarehouseStock(filters, signal),
  });
}

export function useWarehouseStock(filters: WarehouseFilters) {
  // Keep the current page on screen while another filter or page loads (no skeleton flash).
  return useQuery({ ...warehouseStockQueryOptions(filters), placeholderData: keepPreviousData });
}
