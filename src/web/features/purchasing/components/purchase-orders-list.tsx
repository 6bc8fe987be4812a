import type { ReactNode } from 'react';
import type { PurchaseOrderQuery } from '../../../../shared/purchasing.contracts';
import { ListPagination, TableEmpty, TableLoading } from '../../../components/data-table';
import { ListCount } from '../../../components/data-table/list-count';
import { LoadError } from '../../../components/feedback/load-error';
import { usePurchaseOrders } from '../get-purchase-orders';
import { DEFAULT_PO_SORT, PURCHASE_ORDERS_PAGE_SIZE, type PurchaseOrderSort } from '../purchase-order-filters';
import { PurchaseOrdersTable } from './purchase-orders-table';

/** A page of purchase orders with its states (loading, failed, empty) and its pager showing the total. */
export function PurchaseOrdersList({
  query,
  page,
  onSort,
  onPage,
  empty,
  compact = false,
}: {
  query: PurchaseOrderQuery;
  page: number;
  onSort: (sort: PurchaseOrderSort) => void;
  onPage: (page: number) => void;
  /** What an empty list says (no POs yet, or none match the filters). */
  empty: ReactNode;
  compact?: boolean;
}) {
  const list = usePurchaseOrders(query);
  const pageSize = Number(query.limit ?? PURCHASE_ORDERS_PAGE_SIZE);

  if (list.isError && !list.data) {
    return <LoadError error={list.error} fallback="The purchase orders could not be loaded." onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <TableLoading label="Loading purchase orders" />;

  const { items, total } = list.data;
  return (
    <div className="grid gap-3">
      {items.length === 0 ? (
        <TableEmpty>{empty}</TableEmpty>
      ) : (
        <>
          <ListCount total={total} noun={['purchase order', 'purchase orders']} />
          <PurchaseOrdersTable
            rows={items}
            busy={list.isFetching && list.isPlaceholderData}
            compact={compact}
            sort={{
              value: (query.sort as PurchaseOrderSort | undefined) ?? DEFAULT_PO_SORT,
              fallback: DEFAULT_PO_SORT,
              onChange: (sort) => onSort(sort ?? DEFAULT_PO_SORT),
            }}
          />
        </>
      )}
      <ListPagination page={page} total={total} pageSize={pageSize} empty={items.length === 0} onPage={onPage} busy={list.isFetching} />
    </div>
  );
}
