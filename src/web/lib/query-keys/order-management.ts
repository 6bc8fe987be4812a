import type { OrderManagementFilters } from '../filters/order-management-filters';

/**
 * The order-management cache family. Every head-office decision (approve, reject, ship, deliver,
 * cancel) changes rows here, so those mutations invalidate `orderManagementKeys.all`.
 */
export const orderManagementKeys = {
  all: ['order-management'] as const,
  lists: ['order-management', 'list'] as const,
  list: (filters: OrderManagementFilters) => ['order-management', 'list', filters] as const,
  /** Locations and brands the signed-in user may filter by (also used by the approval queue). */
  filterOptions: ['order-management', 'filters'] as const,
};
