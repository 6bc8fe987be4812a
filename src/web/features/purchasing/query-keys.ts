import type { PurchaseOrderQuery } from '../../../shared/purchasing.contracts';

/**
 * The purchasing cache family. Every purchase-order change invalidates `purchasingKeys.all` (lists, details, the
 * low-stock proposal, performance). The supplier pickers' data lives under ['suppliers', …], so a change on the
 * supplier pages (a new link, a deactivated supplier) refreshes the purchase-order forms too.
 */
export interface PerformanceListKey {
  from?: string;
  to?: string;
  search?: string;
  limit: number;
  offset: number;
}

export const purchasingKeys = {
  all: ['purchasing'] as const,
  list: (query: PurchaseOrderQuery) => ['purchasing', 'orders', 'list', query] as const,
  detail: (id: string) => ['purchasing', 'orders', 'detail', id] as const,
  lowStock: ['purchasing', 'low-stock'] as const,
  performance: (query: PerformanceListKey) => ['purchasing', 'performance', 'list', query] as const,
  supplierPerformance: (supplierId: string) => ['purchasing', 'performance', 'supplier', supplierId] as const,
};
