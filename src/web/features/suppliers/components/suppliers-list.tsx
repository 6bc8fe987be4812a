import { SUPPLIER_PAGE_SIZE } from '../../../../shared/suppliers.contracts';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
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
  return (
    <div className="grid grid-cols-1 gap-3">
      <ListQueryBody
        query={list}
        loadingLabel="Loading suppliers"
        errorFallback="Suppliers could not be loaded."
        filtered={hasSupplierFilters(state)}
        noMatches="No suppliers match these filters."
        noneYet="No suppliers yet."
        page={state.page}
        pageSize={SUPPLIER_PAGE_SIZE}
        onPage={onPage}
        summary={(info) => <ListSummary {...info} noun={['supplier', 'suppliers']} testId="suppliers-summary" />}
      >
        {(items) => <SuppliersTable rows={items} sort={state.sort} onSort={onSort} busy={list.isPlaceholderData} />}
      </ListQueryBody>
    </div>
  );
}
