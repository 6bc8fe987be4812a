import { useState, type ComponentType } from 'react';
import { formatPeso } from '../../../../shared/money';
import { LoadError } from '../../../components/feedback/load-error';
import { isApiError } from '../../../lib/api-client';
import { ListPagination } from '../../../components/data-table/pagination';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button';
import { TableEmpty, TableLoading } from '../../../components/data-table/table-states';
import { useOrderManagement } from '../get-order-management';
import {
  exportCsvHref,
  hasOrderManagementFilters,
  ORDER_MANAGEMENT_PAGE_SIZE,
  type OrderManagementFilters,
  type OrderSort,
} from '../../../lib/filters/order-management-filters';
import { NoNetworkAccess } from './no-network-access';
import { OrderManagementTable } from './order-management-table';

/** The filtered orders with count, total value, CSV export and paging; a 403 becomes an explanation. */
export function OrderManagementList({
  filters,
  canCancel,
  CancelDialog,
  onSort,
  onPage,
}: {
  filters: OrderManagementFilters;
  /** Head office may cancel approved or processing orders from here. */
  canCancel: boolean;
  /** The shipping feature's head-office cancel dialog, passed in by the page. */
  CancelDialog: ComponentType<{ order: { id: string; orderNumber: string } | null; onClose: () => void }>;
  onSort: (sort: OrderSort) => void;
  onPage: (page: number) => void;
}) {
  const list = useOrderManagement(filters);
  const [cancelling, setCancelling] = useState<{ id: string; orderNumber: string } | null>(null);

  if (list.isPending) return <TableLoading label="Loading orders" />;
  if (list.isError && !list.data) {
    // The server's 403 says why this account sees no orders: that is the page's answer, not a failure.
    if (isApiError(list.error) && list.error.status === 403) return <NoNetworkAccess message={list.error.message} />;
    return <LoadError error={list.error} fallback="Orders could not be loaded." onRetry={() => void list.refetch()} />;
  }

  const { items, total, totalAmountCentavos } = list.data;
  return (
    <div className="grid gap-3" aria-busy={list.isPlaceholderData || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="order-management-summary">
          <span className="font-medium text-foreground">
            {total.toLocaleString('en-PH')} {total === 1 ? 'order' : 'orders'}
          </span>{' '}
          · Total value <span className="font-medium text-foreground tabular-nums">{formatPeso(totalAmountCentavos)}</span>
        </p>
        <ExportCsvButton href={exportCsvHref(filters)} />
      </div>

      {items.length === 0 ? (
        <TableEmpty>
          {hasOrderManagementFilters(filters) ? 'No orders match these filters.' : total > 0 ? 'This page is empty.' : 'No orders yet.'}
        </TableEmpty>
      ) : (
        <OrderManagementTable
          rows={items}
          sort={filters.sort}
          onSort={onSort}
          busy={list.isPlaceholderData}
          onCancel={canCancel ? (row) => setCancelling({ id: row.id, orderNumber: row.orderNumber }) : undefined}
        />
      )}
      <ListPagination
        page={filters.page}
        total={total}
        pageSize={ORDER_MANAGEMENT_PAGE_SIZE}
        empty={items.length === 0}
        onPage={onPage}
        busy={list.isPlaceholderData}
      />
      {canCancel ? <CancelDialog order={cancelling} onClose={() => setCancelling(null)} /> : null}
    </div>
  );
}
