import type { MovementFilters, WarehouseFilters } from '../filters/inventory-filters';

/**
 * The spec's "inventory" cache family. Every stock change (receipt, adjustment, levels, an order
 * placed, shipped or delivered) invalidates `inventoryKeys.all`, so each view re-reads its numbers.
 */
export const inventoryKeys = {
  all: ['inventory'] as const,
  warehouse: (filters: WarehouseFilters) => ['inventory', 'warehouse', filters] as const,
  /** locationId null: every location head office may see. */
  locations: (locationId: string | null) => ['inventory', 'locations', locationId] as const,
  movements: (filters: MovementFilters & { limit: number }) => ['inventory', 'movements', filters] as const,
  alerts: ['inventory', 'alerts'] as const,
  /** Locations a head-office user may filter by (GET /api/order-management/filters). */
  locationOptions: ['inventory', 'location-options'] as const,
};
