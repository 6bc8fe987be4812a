import type { QueryClient } from '@tanstack/react-query';

/**
 * Spec 4 "order created refreshes orders, inventory, sales analytics, franchisee dashboard,
 * notifications", plus the cart it emptied and the catalogue's availability (stock was reserved).
 * Cancelling releases that stock again, so it refreshes the same families.
 */
export const AFTER_ORDER_CHANGE: readonly (readonly string[])[] = [
  ['orders'],
  ['inventory'],
  ['analytics', 'sales'],
  ['dashboard', 'franchisee'],
  ['notifications'],
  ['cart'],
  ['products'],
];

export function invalidateAfterOrderChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(AFTER_ORDER_CHANGE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
