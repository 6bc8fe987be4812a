import { useState } from 'react';
import { Link2 } from 'lucide-react';
import type { SupplierProduct } from '../../../../shared/suppliers.contracts';
import { LoadError } from '../../../components/feedback/load-error';
import { ListPagination } from '../../../components/data-table/pagination';
import { TableEmpty, TableLoading } from '../../../components/data-table/table-states';
import { Button } from '../../../components/ui/button';
import { useSupplierProducts } from '../get-supplier-products';
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
      {list.isPending ? (
        <TableLoading label="Loading supplier products" />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} fallback="Supplier products could not be loaded." onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ListSummary
              total={list.data.total}
              shown={list.data.items.length}
              page={state.page}
              pageSize={SUPPLIER_PRODUCTS_PAGE_SIZE}
              noun={['linked product', 'linked products']}
              busy={list.isPlaceholderData}
              testId="supplier-products-summary"
            />
            {canWrite ? (
              <Button onClick={() => setOpen({ action: 'link', row: null })}>
                <Link2 aria-hidden />
                Link product
              </Button>
            ) : null}
          </div>
          {list.data.items.length === 0 ? (
            <TableEmpty>
              {hasSupplierProductFilters({ ...state, supplier: supplierId ? null : state.supplier })
                ? 'No linked products match these filters.'
                : list.data.total > 0
                  ? 'This page is empty.'
                  : 'No products linked yet.'}
            </TableEmpty>
          ) : (
            <SupplierProductsTable
              rows={list.data.items}
              sort={state.sort}
              onSort={(sort) => onChange({ sort })}
              busy={list.isPlaceholderData}
              showSupplier={!supplierId}
              canWrite={canWrite}
              onAction={(action, row) => setOpen({ action, row })}
            />
          )}
          <ListPagination
            page={state.page}
            total={list.data.total}
            pageSize={SUPPLIER_PRODUCTS_PAGE_SIZE}
            empty={list.data.items.length === 0}
            onPage={onPage}
            busy={list.isPlaceholderData}
          />
        </>
      )}
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
