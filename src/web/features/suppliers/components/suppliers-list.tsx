import { SUPPLIER_PAGE_SIZE } from '../../../../shared/suppliers.contracts';
import { LoadError } from '../../../components/feedback/load-error';
import { ListPagination } from '../../../components/data-table/pagination';
import { TableEmpty, TableLoading } from '../../../components/data-table/table-states';
import { useSuppliers } from '../get-suppliers';
import { hasSupplierFilters, supplierListQuery, type SupplierListState } from '../supplier-filters';
import { ListSummary } from './list-summary';
import { SuppliersTable } from './suppliers-table';

/** The filtered, sorted page of suppliers with its count and pager; empty and error states in place of the table. */
export function SuppliersList({
  state,
  onSort,
  onPage,
}: {
  state: SupplierListState;
  onSort: (sort: SupplierListState['sort']) => void;
  onPage: (page: number) => void;
}) {
  const list = useSuppliers(supplierListQuery(state));
  if (list.isPending) return <TableLoading label="Loading suppliers" />;
  if (list.isError && !list.data)
    return <LoadError error={list.error} fallback="Suppliers could not be loaded." onRetry={() => void list.refetch()} />;

  const { items, total } = list.data;
  return (
    <div className="grid grid-cols-1 gap-3">
      <ListSummary
        total={total}
        shown={items.length}
        page={state.page}
        pageSize={SUPPLIER_PAGE_SIZE}
        noun={['supplier', 'suppliers']}
        busy={list.isPlaceholderData}
        testId="suppliers-summary"
      />
      {items.length === 0 ? (
        <TableEmpty>
          {hasSupplierFilters(state) ? 'No suppliers match these filters.' : total > 0 ? 'This page is empty.' : 'No suppliers yet.'}
        </TableEmpty>
      ) : (
        <SuppliersTable rows={items} sort={state.sort} onSort={onSort} busy={list.isPlaceholderData} />
      )}
      <ListPagination
        page={state.page}
        total={total}
        pageSize={SUPPLIER_PAGE_SIZE}
        empty={items.length === 0}
        onPage={onPage}
        busy={list.isPlaceholderData}
      />
    </div>
  );
}
