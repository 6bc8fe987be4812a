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
import { NO_FILTERS } from '../lib/filters/product-filters';

type Editing = { kind: 'closed' } | { kind: 'new' } | { kind: 'edit'; product: Product };

/** /catalog-management (head office): products, prices, per-brand availability, images, categories. */
export function CatalogManagementPage() {
  const facets = useCatalogFacets();
  const [q, setQ] = useState('');
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
          <SearchBox id="catalog-management-search" value={q} onSearch={setQ} />
        </div>
        <ProductTable
          filters={{ ...NO_FILTERS, q }}
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
