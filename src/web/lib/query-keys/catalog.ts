import type { ProductFilters } from '../filters/product-filters';

/**
 * The spec's "products" cache family (catalog, detail, inventory, categories). Everything here
 * depends on the ordering location (a franchisee sees their brand only), so changing location
 * or any catalogue mutation invalidates `productKeys.all`.
 */
export interface ProductListKey extends ProductFilters {
  /** Head office's management table also lists deactivated products. */
  includeInactive: boolean;
}

export const productKeys = {
  all: ['products'] as const,
  catalog: ['products', 'catalog'] as const,
  list: (key: ProductListKey) => ['products', 'catalog', key] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  /** Categories and brands for filters and forms (GET /api/catalog/facets). */
  facets: ['products', 'categories'] as const,
};
