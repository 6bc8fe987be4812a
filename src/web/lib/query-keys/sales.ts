import type { SalesQuery } from '../../../shared/sales.contracts';

/**
 * The daily-sales cache family. Every entry, edit, correction, import and review invalidates `salesKeys.all`; the
 * sales analytics and dashboards read their own families, which the same mutations refresh (see invalidateAfterSales).
 */
export const salesKeys = {
  all: ['sales'] as const,
  list: (query: SalesQuery) => ['sales', 'list', query] as const,
  locations: ['sales', 'locations'] as const,
  history: (id: string) => ['sales', 'history', id] as const,
  items: (id: string) => ['sales', 'items', id] as const,
  missing: (date: string) => ['sales', 'missing', date] as const,
  posMapping: (locationId: string) => ['sales', 'pos-mapping', locationId] as const,
};
