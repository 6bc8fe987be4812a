import { useState, type ComponentType } from 'react';
import { formatPeso } from '../../../../shared/money';
import { isApiError } from '../../../lib/api-client';
import { countText } from '../../../components/data-table/list-count';
import { ListQueryBody } from '../../../components/data-table/list-query-body';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button';
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

  // The server's 403 says why this account sees no orders: that is the page's answer, not a failure.
  if (!list.data && isApiError(list.error) && list.error.status === 403) return <NoNetworkAccess message={list.error.message} />;

  return (
    <div className="grid gap-3" aria-busy={list.isPlaceholderData || undefined}>
      <ListQueryBody
        query={list}
        loadingLabel="Loading orders"
        errorFallback="Orders could not be loaded."
        filtered={hasOrderManagementFilters(filters)}
        noMatches="No orders match these filters."
        noneYet="No orders yet."
        page={filters.page}
        pageSize={ORDER_MANAGEMENT_PAGE_SIZE}
        onPage={onPage}
        summary={({ total }, { totalAmountCentavos }) => (
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="order-management-summary">
            <span className="font-medium text-foreground">{countText(total, ['order', 'orders'])}</span> · Total value{' '}
            <span className="font-medium text-foreground tabular-nums">{formatPeso(totalAmountCentavos)}</span>
          </p>
        )}
        actions={<ExportCsvButton href={exportCsvHref(filters)} />}
      >
        {(items) => (
          <OrderManagementTable
            rows={items}
            sort={filters.sort}
            onSort={onSort}
            busy={list.isPlaceholderData}
            onCancel={canCancel ? (row) => setCancelling({ id: row.id, orderNumber: row.orderNumber }) : undefined}
          />
        )}
      </ListQueryBody>
      {canCancel ? <CancelDialog order={cancelling} onClose={() => setCancelling(null)} /> : null}
    </div>
  );
}
