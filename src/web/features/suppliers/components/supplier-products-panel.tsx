import { useState } from 'react';
import { Link2 } from 'lucide-react';
import type { SupplierProduct } from '../../../../shared/suppliers.contracts';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
import { Button } from '../../../components/ui/button';
import { useSupplierProducts } from '../../../lib/queries/get-supplier-products';
import {
  hasSupplierProductFilters,
  SUPPLIER_PRODUCTS_PAGE_SIZE,
  supplierProductListQuery,
  type SupplierProductListState,
} from '../supplier-filters';
import { CostHistoryDialog } from './cost-history-dialog';
import { ListSummary } from './list-summary';
import { SupplierProductDialog } from './supplier-product-dialog';
import { SupplierProductsFiltersBar } from './supplier-products-filters-bar';
import { SupplierProductsTable, type SupplierProductAction } from './supplier-products-table';
import { UnlinkProductDialog } from './unlink-product-dialog';

type Open = { action: SupplierProductAction | 'link'; row: SupplierProduct | null } | null;

/**
 * Supplier-product links with filters, paging, and (for writers) link, edit and unlink; cost history for everyone.
 * On a supplier's page `supplierId` fixes the list (and new links) to that supplier.
 */
export function SupplierProductsPanel({
  state,
  onChange,
  onPage,
  canWrite,
  supplierId,
}: {
  state: SupplierProductListState;
  onChange: (patch: Partial<SupplierProductListState>) => void;
  onPage: (page: number) => void;
  canWrite: boolean;
  supplierId?: string;
}) {
  const effective = supplierId ? { ...state, supplier: supplierId } : state;
  const list = useSupplierProducts(supplierProductListQuery(effective));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const rowFor = (action: SupplierProductAction) => (open?.action === action ? open.row : null);

  return (
    <div className="grid grid-cols-1 gap-4">
      <SupplierProductsFiltersBar state={state} onChange={onChange} fixedSupplier={Boolean(supplierId)} />
      <ListQueryBody
        query={list}
        loadingLabel="Loading supplier products"
        errorFallback="Supplier products could not be loaded."
        filtered={hasSupplierProductFilters({ ...state, supplier: supplierId ? null : state.supplier })}
        noMatches="No linked products match these filters."
        noneYet="No products linked yet."
        page={state.page}
        pageSize={SUPPLIER_PRODUCTS_PAGE_SIZE}
        onPage={onPage}
        summary={(info) => <ListSummary {...info} noun={['linked product', 'linked products']} testId="supplier-products-summary" />}
        actions={
          canWrite ? (
            <Button onClick={() => setOpen({ action: 'link', row: null })}>
              <Link2 aria-hidden />
              Link product
            </Button>
          ) : null
        }
      >
        {(items) => (
          <SupplierProductsTable
            rows={items}
            sort={state.sort}
            onSort={(sort) => onChange({ sort })}
            busy={list.isPlaceholderData}
            showSupplier={!supplierId}
            canWrite={canWrite}
            onAction={(action, row) => setOpen({ action, row })}
          />
        )}
      </ListQueryBody>
      <CostHistoryDialog link={rowFor('history')} onClose={close} />
      {canWrite ? (
        <>
          <SupplierProductDialog
            open={open?.action === 'link' || open?.action === 'edit'}
            link={rowFor('edit')}
            supplierId={supplierId}
            onClose={close}
          />
          <UnlinkProductDialog link={rowFor('unlink')} onClose={close} />
        </>
      ) : null}
    </div>
  );
}
