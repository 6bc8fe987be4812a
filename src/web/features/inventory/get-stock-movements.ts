import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZMovementList } from '../../../shared/inventory.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { MOVEMENTS_PAGE_SIZE, movementsQuery, type MovementFilters } from '../../lib/filters/inventory-filters';
import { inventoryKeys } from '../../lib/query-keys/inventory';
import { getParsed } from '../../lib/queries/define-query';

/**
 * GET /api/inventory/movements?productId&locationId&limit&offset → {items: Movement[], total}, the
 * append-only ledger, newest first. A franchisee only sees their own locations' movements.
 */

export type MovementList = z.infer<typeof ZMovementList>;

export async function getStockMovements(filters: MovementFilters, limit: number, signal?: AbortSignal): Promise<MovementList> {
  return getParsed(ZMovementList, `/api/inventory/movements?${movementsQuery(filters, limit)}`, signal);
}

export function stockMovementsQueryOptions(filters: MovementFilters, limit = MOVEMENTS_PAGE_SIZE) {
  return queryOptions({
    ...CACHE_PROFILES.dashboard,
    queryKey: inventoryKeys.movements({ ...filters, limit }),
    queryFn: ({ signal }) => getStockMovements(filters, limit, signal),
  });
}

export function useStockMovements(filters: MovementFilters, limit = MOVEMENTS_PAGE_SIZE) {
  return useQuery({ ...stockMovementsQueryOptions(filters, limit), placeholderData: keepPreviousData });
}
