import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from '../../shared/catalog.contracts';
import { PageHeader } from '../components/page-header';
import { AddToCart } from '../features/cart/components/add-to-cart';
import { ProductDetailDialog } from '../features/catalog/components/product-detail-dialog';
import { ProductFiltersBar } from '../features/catalog/components/product-filters-bar';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { useCatalogFacets } from '../lib/queries/get-catalog-facets';
import { filtersFromSearch, filtersToSearch, type ProductFilters } from '../lib/filters/product-filters';
import { OrderingLocationGate } from '../features/ordering-location/components/ordering-location-gate';
import { OrderingLocationPicker } from '../features/ordering-location/components/ordering-location-picker';

/** /product-catalog: the franchisee's catalogue for the selected location's brand, with Add to Cart. */
export function ProductCatalogPage() {
  return (
    <section>
      <PageHeader
        title="Product Catalog"
        description="Order stock for your location from head office."
        actions={<OrderingLocationPicker />}
      />
      <OrderingLocationGate>{() => <Catalog />}</OrderingLocationGate>
    </section>
  );
}

const orderControls = (product: Product) => <AddToCart product={product} />;

function Catalog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const facets = useCatalogFacets();
  const [open, setOpen] = useState<Product | null>(null);

  // Functional update: a debounced search landing late must not undo a filter chosen meanwhile.
  const update = (patch: Partial<ProductFilters>) =>
    setSearchParams((current) => filtersToSearch({ ...filtersFromSearch(current), ...patch }), { replace: true });

  return (
    <div className="grid gap-6">
      <ProductFiltersBar filters={filters} facets={facets.data} onChange={update} />
      <ProductGrid filters={filters} onOpen={setOpen} orderControls={orderControls} />
      <ProductDetailDialog product={open} onClose={() => setOpen(null)} orderControls={orderControls} />
    </div>
  );
}
