import type { OrderFilters } from './order-filters-search';

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
