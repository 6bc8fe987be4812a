import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE, ZProductList, type Product, type ProductList } from '../../../shared/catalog.contracts';
import { CACHE_PROFILES } from '../cache-profiles';
import { productListPath, type ProductFilters } from '../filters/product-filters';
import { productKeys } from '../query-keys/catalog';
import { getParsed } from './define-query';

/**
 * GET /api/catalog/products?q&categoryId&brandId&minPrice&maxPrice&inStock&sort&limit&offset
 * [&includeInactive=true] → ProductList {items, total}. The server filters and pages (24 at a
 * time), so a 5,000-product catalogue never travels whole.
 */

export async function getProducts(
  filters: ProductFilters,
  page: { offset: number; includeInactive?: boolean },
  signal?: AbortSignal,
): Promise<ProductList> {
  return getParsed(ZProductList, productListPath(filters, { ...page, limit: PRODUCT_PAGE_SIZE }), signal);
}

/** Offset of the next page: everything loaded so far, until `total` is reached. */
export function nextProductOffset(lastPage: ProductList, allPages: readonly ProductList[]): number | undefined {
  const loaded = allPages.reduce((sum, page) => sum + page.items.length, 0);
  return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
}

/** Pages can overlap by a row when the catalogue changes between loads; show each product once. */
export function uniqueProducts(pages: readonly ProductList[]): Product[] {
  const byId = new Map<string, Product>();
  for (const p of pages.flatMap((page) => page.items)) if (!byId.has(p.id)) byId.set(p.id, p);
  return [...byId.values()];
}

export function productListQueryOptions(filters: ProductFilters, includeInactive = false) {
  return infiniteQueryOptions({
    // Availability is live stock: refresh when the user comes back to the tab.
    ...CACHE_PROFILES.dashboard,
    queryKey: productKeys.list({ ...filters, includeInactive }),
    queryFn: ({ pageParam, signal }) => getProducts(filters, { offset: pageParam, includeInactive }, signal),
    initialPageParam: 0,
    getNextPageParam: nextProductOffset,
    // Keep the current grid on screen while another filter's first page loads (no skeleton flash).
    placeholderData: keepPreviousData,
  });
}

export function useProductList(filters: ProductFilters, includeInactive = false) {
  return useInfiniteQuery(productListQueryOptions(filters, includeInactive));
}
