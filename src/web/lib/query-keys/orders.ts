import type { OrderFilters } from '../filters/order-filters';

/**
 * The spec's orders cache family (DESIGN 7: ['orders','detail',id]). Placing, cancelling and
 * reordering invalidate `orderKeys.all`.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (filters: OrderFilters) => ['orders', 'list', filters] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};
