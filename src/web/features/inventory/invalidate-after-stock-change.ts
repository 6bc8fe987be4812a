import type { QueryClient } from '@tanstack/react-query';

/**
 * A receipt, adjustment or new level changes every inventory view (warehouse totals, the ledger,
 * maybe an alert) and the catalogue's availability badges, which are computed from warehouse stock.
 */
export const AFTER_STOCK_CHANGE: readonly (readonly string[])[] = [['inventory'], ['products']];

export function invalidateAfterStockChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(AFTER_STOCK_CHANGE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
