import { useMemo } from 'react';
import { Pencil, Power, PowerOff } from 'lucide-react';
import { toast } from 'sonner';
import type { Product } from '../../../../shared/catalog.contracts';
import { formatPeso } from '../../../../shared/money';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { uniqueProducts, useProductList } from '../../../lib/queries/get-products';
import type { ProductFilters } from '../../../lib/filters/product-filters';
import { useUpdateProduct } from '../update-product';
import { AvailabilityBadge } from './availability-badge';
import { ProductImage } from './product-image';

/**
 * Head office's product table, deactivated products included. From md up it is a table (scrolling sideways
 * rather than squeezing seven columns); below, each row becomes a card, as on the shipping board, so price,
 * stock and the actions are reached by scrolling down only. Each control exists once either way.
 */
export function ProductTable({
  filters,
  brandCount,
  onEdit,
}: {
  filters: ProductFilters;
  /** How many brands the network has: a product enabled for all of them reads "All brands". */
  brandCount: number;
  onEdit: (product: Product) => void;
}) {
  const list = useProductList(filters, true);
  const toggle = useUpdateProduct();
  const products = useMemo(() => uniqueProducts(list.data?.pages ?? []), [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;

  const setActive = (product: Product, active: boolean) =>
    toggle.mutate(
      { id: product.id, patch: { active } },
      { onSuccess: (p) => toast.success(active ? 'Product activated' : 'Product deactivated', { description: p.name }) },
    );

  if (list.isPending) {
    return <div aria-busy="true" aria-label="Loading products" className="h-72 animate-pulse rounded-xl border border-border bg-muted" />;
  }
  if (list.isError && !list.data) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage(list.error, 'Products could not be loaded.')}</span>
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="product-count">
        {list.isPlaceholderData ? 'Updating…' : `Showing ${products.length} of ${total} products`}
      </p>
      <div className={cn('md:overflow-x-auto md:rounded-xl md:border md:border-border md:bg-card', list.isPlaceholderData && 'opacity-60')}>
        <table className="w-full text-left text-sm max-md:block md:min-w-[52rem]">
          <caption className="sr-only">Products</caption>
          <thead className="border-b border-border bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground max-md:hidden">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Product · SKU
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Category
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Brands
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Price
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Stock
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Status
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-md:grid max-md:gap-3 md:divide-y md:divide-border">
            {products.length === 0 ? (
              <tr className="max-md:block max-md:rounded-xl max-md:border max-md:border-border max-md:bg-card">
                <td colSpan={7} className="px-3 py-10 text-center text-muted-foreground max-md:block">
                  {filters.q ? 'No products match this search.' : 'No products yet. Create the first one with "New product".'}
                </td>
              </tr>
            ) : (
              products.map((product) => {
                const busy = toggle.isPending && toggle.variables?.id === product.id;
                return (
                  <tr
                    key={product.id}
                    className={cn(
                      'max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-xl max-md:border max-md:border-border max-md:p-4 max-md:shadow-sm',
                      product.active ? 'max-md:bg-card' : 'bg-muted/40 text-muted-foreground',
                    )}
                    data-testid="product-row"
                  >
                    <td className="px-3 py-2 max-md:p-0">
                      <div className="flex items-center gap-2">
                        <ProductImage src={product.imageUrl} className="size-9 shrink-0 rounded border border-border [&_svg]:size-4" />
                        <span className="grid min-w-0 md:min-w-36">
                          <span className="font-medium text-foreground [overflow-wrap:anywhere]">{product.name}</span>
                          <span className="font-mono text-xs text-muted-foreground [overflow-wrap:anywhere]">{product.sku}</span>
                        </span>
                      </div>
                    </td>
                    <td className="px-3 py-2 max-md:col-span-2 max-md:grid max-md:grid-cols-[4.5rem_minmax(0,1fr)] max-md:gap-2 max-md:p-0">
                      <CellLabel>Category</CellLabel>
                      <CategoryCell category={product.category} />
                    </td>
                    <td className="px-3 py-2 max-md:col-span-2 max-md:grid max-md:grid-cols-[4.5rem_minmax(0,1fr)] max-md:gap-2 max-md:p-0">
                      <CellLabel>Brands</CellLabel>
                      <BrandsCell brands={product.brands} brandCount={brandCount} />
                    </td>
                    <td
                      className="whitespace-nowrap px-3 py-2 text-right tabular-nums max-md:col-start-2 max-md:row-start-1 max-md:self-start max-md:p-0 max-md:font-semibold max-md:text-foreground"
                      data-testid="product-price"
                    >
                      <span className="sr-only md:hidden">Price </span>
                      {formatPeso(product.priceCentavos)}
                    </td>
                    <td className="px-3 py-2 max-md:p-0" data-testid="product-stock">
                      <AvailabilityBadge availability={product.availability} />
                    </td>
                    <td className="px-3 py-2 max-md:p-0 max-md:text-right">
                      <Badge variant={product.active ? 'default' : 'neutral'}>{product.active ? 'Active' : 'Inactive'}</Badge>
                    </td>
                    <td className="px-3 py-2 max-md:col-span-2 max-md:border-t max-md:border-border max-md:p-0 max-md:pt-2">
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="sm" aria-label={`Edit ${product.name}`} title="Edit" onClick={() => onEdit(product)}>
                          <Pencil aria-hidden />
                          {/* Icon-only in the table until there is room (the card has it): the aria-label names the action either way. */}
                          <span className="md:max-2xl:hidden">Edit</span>
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`${product.active ? 'Deactivate' : 'Activate'} ${product.name}`}
                          title={product.active ? 'Deactivate' : 'Activate'}
                          disabled={busy}
                          onClick={() => setActive(product, !product.active)}
                        >
                          {product.active ? <PowerOff aria-hidden /> : <Power aria-hidden />}
                          <span className="md:max-2xl:hidden">{product.active ? 'Deactivate' : 'Activate'}</span>
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {list.hasNextPage && !list.isPlaceholderData ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A card's label for a cell; the table has its column header instead. */
function CellLabel({ children }: { children: string }) {
  return <span className="text-xs text-muted-foreground md:hidden">{children}</span>;
}

/** The category's own name, with the parents above it in small print (one line each, not five). */
function CategoryCell({ category }: { category: Product['category'] }) {
  if (!category) return <span className="text-muted-foreground">Uncategorised</span>;
  const parents = category.path.at(-1) === category.name ? category.path.slice(0, -1) : category.path;
  return (
    <span className="grid">
      {parents.length > 0 ? <span className="text-xs text-muted-foreground">{parents.join(' › ')}</span> : null}
      <span>{category.name}</span>
    </span>
  );
}

function BrandsCell({ brands, brandCount }: { brands: Product['brands']; brandCount: number }) {
  if (brands.length === 0) return <span className="text-muted-foreground">None</span>;
  if (brandCount > 1 && brands.length >= brandCount) return <span>All brands</span>;
  return (
    <ul className="grid gap-0.5">
      {brands.map((b) => (
        <li key={b.id} className="md:whitespace-nowrap">
          {b.name}
        </li>
      ))}
    </ul>
  );
}
