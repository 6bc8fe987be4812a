import { useMemo } from 'react';
import { Pencil, Power, PowerOff } from 'lucide-react';
import { toast } from 'sonner';
import type { Product } from '../../../../shared/catalog.contracts';
import { formatPeso } from '../../../../shared/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { uniqueProducts, useProductList } from '../../../lib/queries/get-products';
import { DEFAULT_SORT, type ProductFilters, type ProductSort } from '../../../lib/filters/product-filters';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { TableEmpty } from '../../../components/data-table/table-states';
import { useUpdateProduct } from '../update-product';
import { AvailabilityBadge } from './availability-badge';
import { ProductImage } from './product-image';
import { LoadError } from '../../../components/feedback/load-error';
import { LoadMoreButton } from '../../../components/data-table/load-more-button';

/**
 * Head office's product table, deactivated products included. From md up it is a table (scrolling sideways
 * rather than squeezing seven columns); below, each row becomes a card, as on the shipping board, so price,
 * stock and the actions are reached by scrolling down only. Each control exists once either way.
 */
export function ProductTable({
  filters,
  brandCount,
  onEdit,
  onSort,
}: {
  filters: ProductFilters;
  onSort: (sort: ProductSort) => void;
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
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading products"
        className="h-72 animate-pulse rounded-xl border border-border bg-muted"
      />
    );
  }
  if (list.isError && !list.data) {
    return <LoadError error={list.error} fallback="Products could not be loaded." onRetry={() => void list.refetch()} />;
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="product-count">
        {list.isPlaceholderData ? 'Updating…' : `Showing ${products.length} of ${total} products`}
      </p>
      {products.length === 0 ? (
        <TableEmpty>
          {filters.q ? 'No products match this search.' : 'No products yet. Create the first one with "New product".'}
        </TableEmpty>
      ) : (
        <DataTable
          scroll
          caption="Products"
          columns={columnsFor({ brandCount, onEdit, setActive, busyId: toggle.isPending ? (toggle.variables?.id ?? null) : null })}
          data={products}
          getRowId={(p) => p.id}
          sort={{ value: filters.sort, fallback: DEFAULT_SORT, onChange: (s) => onSort(s ?? DEFAULT_SORT) }}
          rowProps={(product) => ({
            'data-testid': 'product-row',
            className: cn(
              'max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-center max-md:gap-y-2',
              product.active ? 'max-md:bg-card' : 'bg-muted/40 text-muted-foreground max-md:bg-muted/40',
            ),
          })}
          busy={list.isPlaceholderData}
          stacked
          className="md:[&_table]:min-w-[52rem] [&_td]:py-2 compact:[&_td]:py-1 [&_th]:text-xs [&_th]:uppercase [&_th]:tracking-wide"
        />
      )}
      {list.hasNextPage && !list.isPlaceholderData ? (
        <div className="flex justify-center">
          <LoadMoreButton list={list} />
        </div>
      ) : null}
    </div>
  );
}

function columnsFor({
  brandCount,
  onEdit,
  setActive,
  busyId,
}: {
  brandCount: number;
  onEdit: (product: Product) => void;
  setActive: (product: Product, active: boolean) => void;
  busyId: string | null;
}): DataTableColumn<Product>[] {
  const labelled = 'max-md:grid max-md:grid-cols-[4.5rem_minmax(0,1fr)] max-md:gap-2';
  return [
    {
      id: 'product',
      header: 'Product · SKU',
      meta: { sort: { asc: 'name_asc', desc: 'name_desc' }, cardLabel: false, cardClassName: 'max-md:col-span-1' },
      cell: ({ row: { original: product } }) => (
        <div className="flex items-center gap-2">
          <ProductImage src={product.imageUrl} className="size-9 shrink-0 rounded border border-border [&_svg]:size-4" />
          <span className="grid min-w-0 md:min-w-36">
            <span className="font-medium text-foreground [overflow-wrap:anywhere]">{product.name}</span>
            <span className="font-mono text-xs text-muted-foreground [overflow-wrap:anywhere]">{product.sku}</span>
          </span>
        </div>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      meta: { cardLabel: false, cardClassName: labelled },
      cell: ({ row: { original: product } }) => (
        <>
          <CellLabel>Category</CellLabel>
          <CategoryCell category={product.category} />
        </>
      ),
    },
    {
      id: 'brands',
      header: 'Brands',
      meta: { cardLabel: false, cardClassName: labelled },
      cell: ({ row: { original: product } }) => (
        <>
          <CellLabel>Brands</CellLabel>
          <BrandsCell brands={product.brands} brandCount={brandCount} />
        </>
      ),
    },
    {
      id: 'price',
      header: 'Price',
      meta: {
        sort: { asc: 'price_asc', desc: 'price_desc' },
        className: 'whitespace-nowrap text-right tabular-nums',
        cardLabel: false,
        cardClassName:
          'max-md:col-span-1 max-md:col-start-2 max-md:row-start-1 max-md:self-start max-md:font-semibold max-md:text-foreground',
      },
      cell: ({ row: { original: product } }) => (
        <span data-testid="product-price">
          <span className="sr-only md:hidden">Price </span>
          {formatPeso(product.priceCentavos)}
        </span>
      ),
    },
    {
      id: 'stock',
      header: 'Stock',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1' },
      cell: ({ row: { original: product } }) => (
        <span data-testid="product-stock">
          <AvailabilityBadge availability={product.availability} />
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      meta: { cardLabel: false, cardClassName: 'max-md:col-span-1 max-md:text-right' },
      cell: ({ row: { original: product } }) => (
        <Badge variant={product.active ? 'default' : 'neutral'}>{product.active ? 'Active' : 'Inactive'}</Badge>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: 'text-right', cardLabel: false, cardClassName: 'max-md:border-t max-md:border-border max-md:pt-2' },
      cell: ({ row: { original: product } }) => (
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
            disabled={busyId === product.id}
            onClick={() => setActive(product, !product.active)}
          >
            {product.active ? <PowerOff aria-hidden /> : <Power aria-hidden />}
            <span className="md:max-2xl:hidden">{product.active ? 'Deactivate' : 'Activate'}</span>
          </Button>
        </div>
      ),
    },
  ];
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
