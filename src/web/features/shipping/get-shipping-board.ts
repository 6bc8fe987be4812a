import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZShippingBoard, type ShippingBoard } from '../../../shared/operations.contracts';
import { CACHE_PROFILES } from '../../lib/cache-profiles';
import { shippingQuery, type ShippingFilters } from '../../lib/filters/shipping-filters';
import { shippingKeys } from '../../lib/query-keys/shipping';
import { getParsed } from '../../lib/queries/define-query';

/**
 * GET /api/shipping?status&q&limit&offset (franchisor) → ShippingBoard {items, total, counts
 * {readyToShip, inTransit, delivered}, averageDaysToDeliver}. Counts cover the whole board, not the page.
 */

export async function getShippingBoard(filters: ShippingFilters, signal?: AbortSignal): Promise<ShippingBoard> {
  return getParsed(ZShippingBoard, `/api/shipping?${shippingQuery(filters)}`, signal);
}

export function shippingBoardQueryOptions(filters: ShippingFilters) {
  return queryOptions({
    // Newly approved orders arrive while the page is open: poll like a live board.
    ...CACHE_PROFILES.realTime,
    queryKey: shippingKeys.board(filters),
    queryFn: ({ signal }) => getShippingBoard(filters, signal),
  });
}

export function useShippingBoard(filters: ShippingFilters) {
  return useQuery({ ...shippingBoardQueryOptions(filters), placeholderData: keepPreviousData });
}
