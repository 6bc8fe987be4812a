import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Product } from '../../shared/catalog.contracts';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { CategoriesSection } from '../features/catalog/components/categories-section';
import { ProductFormDialog } from '../features/catalog/components/product-form-dialog';
import { ProductTable } from '../features/catalog/components/product-table';
import { SearchBox } from '../features/catalog/components/search-box';
import { useCatalogFacets } from '../lib/queries/get-catalog-facets';
import { PRODUCT_SORTS } from '../../shared/catalog.contracts';
import { parseAsSearch, parseAsSort, useListUrlState } from '../components/data-table/url-state';
import { DEFAULT_SORT, NO_FILTERS } from '../lib/filters/product-filters';

/** The product table's search and sort live in the URL, so a bookmarked or reloaded list comes back the same. */
const productListParsers = { q: parseAsSearch(100), sort: parseAsSort(PRODUCT_SORTS, DEFAULT_SORT) };

type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; product: Product };

/** /catalog-management (head office): products, prices, per-brand availability, images, categories. */
export function CatalogManagementPage() {
  const facets = useCatalogFacets();
  const { state, update } = useListUrlState(productListParsers);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });

  return (
    <section>
      <PageHeader
        title="Catalogue Management"
        description="Products, prices and which brands may order them. Price changes apply to carts and new orders only."
        actions={
          <Button onClick={() => setEditing({ kind: 'new' })}>
            <Plus aria-hidden />
            New product
          </Button>
        }
      />
      <div className="grid gap-6">
        <div className="max-w-md">
          <SearchBox id="catalog-management-search" value={state.q} onSearch={(q) => update({ q })} />
        </div>
        <ProductTable
          filters={{ ...NO_FILTERS, ...state }}
          onSort={(sort) => update({ sort })}
          brandCount={facets.data?.brands.length ?? 0}
          onEdit={(product) => setEditing({ kind: 'edit', product })}
        />
        <CategoriesSection categories={facets.data?.categories ?? []} />
      </div>
      <ProductFormDialog
        open={editing.kind !== 'closed'}
        product={editing.kind === 'edit' ? editing.product : null}
        facets={facets.data}
        onClose={() => setEditing({ kind: 'closed' })}
      />
    </section>
  );
}
