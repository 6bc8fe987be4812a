import type { QueryClient } from '@tanstack/react-query';

/**
 * Processing, shipping, delivering and cancelling move an order along and move stock (shipping takes
 * the reserved units out of the warehouse, delivery adds them to the location, cancelling releases
 * them), so the board, both order lists, inventory and the dashboards that count them are refreshed.
 */
export const AFTER_SHIPPING_CHANGE: readonly (readonly string[])[] = [
  ['shipping'],
  ['orders'],
  ['order-management'],
  ['inventory'],
  ['dashboard'],
];

export function invalidateAfterShippingChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(AFTER_SHIPPING_CHANGE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
