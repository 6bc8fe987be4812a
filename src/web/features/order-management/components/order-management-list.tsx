import { useState, type ComponentType } from 'react';
import { Download, PackageSearch } from 'lucide-react';
import { formatPeso } from '../../../../shared/money';
import { LoadError } from '../../../components/feedback/load-error';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { ListPagination } from '../../../components/list-pagination';
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

  if (list.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading orders" className="grid gap-3">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-lg border border-border bg-muted" />
        ))}
      </div>
    );
  }
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
        <Button asChild variant="outline" size="sm">
          {/* A plain link: the browser downloads with the session cookie, and the whole filtered set, not just this page. */}
          <a href={exportCsvHref(filters)} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      </div>

      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
          <PackageSearch aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">
            {hasOrderManagementFilters(filters) ? 'No orders match these filters.' : total > 0 ? 'This page is empty.' : 'No orders yet.'}
          </p>
        </div>
      ) : (
        <div
          className={cn(
            'md:overflow-x-auto md:rounded-xl md:border md:border-border md:bg-card md:shadow-sm',
            list.isPlaceholderData && 'opacity-60',
          )}
        >
          <OrderManagementTable
            rows={items}
            sort={filters.sort}
            onSort={onSort}
            onCancel={canCancel ? (row) => setCancelling({ id: row.id, orderNumber: row.orderNumber }) : undefined}
          />
        </div>
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
