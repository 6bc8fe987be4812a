import type { ShippingFilters } from '../filters/shipping-filters';

/** The shipping cache family; every fulfilment action (and every approval) invalidates `shippingKeys.all`. */
export const shippingKeys = {
  all: ['shipping'] as const,
  board: (filters: ShippingFilters) => ['shipping', 'board', filters] as const,
};
