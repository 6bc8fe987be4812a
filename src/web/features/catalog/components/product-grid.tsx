import { useMemo, type ReactNode } from 'react';
import type { Product } from '../../../../shared/catalog.contracts';
import { cn } from '../../../lib/cn';
import { uniqueProducts, useProductList } from '../../../lib/queries/get-products';
import { hasActiveFilters, type ProductFilters } from '../../../lib/filters/product-filters';
import { ProductCard } from './product-card';
import { LoadError } from '../../../components/feedback/load-error';
import { TableEmpty } from '../../../components/data-table/table-states';
import { LoadMoreButton } from '../../../components/data-table/load-more-button';

/** The catalogue grid: 24 products per page from the server, "Load more" for the next page. */
export function ProductGrid({
  filters,
  onOpen,
  orderControls,
}: {
  filters: ProductFilters;
  onOpen: (product: Product) => void;
  orderControls?: (product: Product) => ReactNode;
}) {
  const list = useProductList(filters);
  const products = useMemo(() => uniqueProducts(list.data?.pages ?? []), [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;

  if (list.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading products" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="h-96 animate-pulse rounded-xl border border-border bg-muted" />
        ))}
      </div>
    );
  }

  if (list.isError && !list.data) {
    return <LoadError error={list.error} fallback="The catalogue could not be loaded." onRetry={() => void list.refetch()} />;
  }

  // Another filter's first page is on its way; the previous results stay, dimmed.
  const updating = list.isPlaceholderData;

  if (products.length === 0 && !updating) {
    const filtered = hasActiveFilters(filters);
    return (
      <TableEmpty
        detail={filtered ? 'Try another search, category or price range.' : 'Head office has not enabled products for your brand.'}
      >
        {filtered ? 'No products match these filters.' : 'No products are available to order yet.'}
      </TableEmpty>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="product-count">
        {updating ? 'Updating…' : `Showing ${products.length} of ${total} products`}
      </p>
      <ul
        className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', updating && 'opacity-60 transition-opacity')}
        aria-busy={updating || undefined}
        aria-label="Products"
      >
        {products.map((product) => (
          <li key={product.id} className="grid">
            <ProductCard product={product} onOpen={onOpen} orderControls={orderControls?.(product)} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && !updating ? (
        <div className="flex justify-center">
          <LoadMoreButton list={list} />
        </div>
      ) : null}
    </div>
  );
}
