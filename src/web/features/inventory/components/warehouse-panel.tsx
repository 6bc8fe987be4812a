import { useRef, useState } from 'react';
import type { WarehouseRow } from '../../../../shared/inventory.contracts';
import { LoadError } from '../../../components/feedback/load-error';
import { useCatalogFacets } from '../../../lib/queries/get-catalog-facets';
import { Pagination, pageCount } from '../../../components/data-table/pagination';
import { useWarehouseStock } from '../get-warehouse-stock';
import { hasWarehouseFilters, WAREHOUSE_PAGE_SIZE, type WarehouseFilters } from '../../../lib/filters/inventory-filters';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { ReceiveStockDialog } from './receive-stock-dialog';
import { StockLevelsDialog } from './stock-levels-dialog';
import { TableSkeleton } from './table-skeleton';
import { WarehouseFiltersBar } from './warehouse-filters';
import { WarehouseTable, type WarehouseAction } from './warehouse-table';
import { WarehouseTotals } from './warehouse-totals';
import { refilter } from '../../../lib/filters/refilter';

type Editing = { action: WarehouseAction; row: WarehouseRow } | null;

/** Warehouse tab: totals, filters, the stock table (50 a page) and head office's stock dialogs. */
export function WarehousePanel({
  filters,
  canWrite,
  onChange,
  onHistory,
}: {
  filters: WarehouseFilters;
  /** Franchisor: receipts, adjustments, levels. Admin: read only. */
  canWrite: boolean;
  onChange: (next: WarehouseFilters) => void;
  onHistory: (row: WarehouseRow) => void;
}) {
  const facets = useCatalogFacets();
  const stock = useWarehouseStock(filters);
  const [editing, setEditing] = useState<Editing>(null);
  // The row button that opened a dialog gets focus back when it closes (keyboard users stay in place).
  const opener = useRef<HTMLElement | null>(null);
  const returnFocusTo = () => opener.current;
  const close = () => setEditing(null);
  const rowFor = (action: WarehouseAction) => (editing?.action === action ? editing.row : null);

  return (
    <div className="grid grid-cols-1 gap-4">
      <WarehouseFiltersBar filters={filters} facets={facets.data} onChange={refilter(filters, onChange)} />
      {stock.isPending ? (
        <TableSkeleton label="Loading warehouse stock" />
      ) : stock.isError && !stock.data ? (
        <LoadError error={stock.error} fallback="Warehouse stock could not be loaded." onRetry={() => void stock.refetch()} />
      ) : (
        <>
          <WarehouseTotals totals={stock.data.totals} busy={stock.isPlaceholderData} />
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="warehouse-count">
            {stock.isPlaceholderData ? 'Updating…' : countText(stock.data.total, stock.data.items.length, filters.page)}
          </p>
          <WarehouseTable
            rows={stock.data.items}
            busy={stock.isPlaceholderData}
            emptyText={emptyText(filters, stock.data.total)}
            brandCount={facets.data?.brands.length ?? 0}
            onAction={
              canWrite
                ? (action, row) => {
                    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                    setEditing({ action, row });
                  }
                : undefined
            }
            onHistory={onHistory}
            sort={filters.sort}
            onSort={(sort) => refilter(filters, onChange)({ sort })}
          />
          {stock.data.total > WAREHOUSE_PAGE_SIZE || filters.page > 1 ? (
            <Pagination
              page={filters.page}
              pages={Math.max(pageCount(stock.data.total, WAREHOUSE_PAGE_SIZE), filters.page)}
              busy={stock.isPlaceholderData}
              onPage={(page) => onChange({ ...filters, page })}
            />
          ) : null}
        </>
      )}
      {canWrite ? (
        <>
          <ReceiveStockDialog row={rowFor('receive')} onClose={close} returnFocusTo={returnFocusTo} />
          <AdjustStockDialog row={rowFor('adjust')} onClose={close} returnFocusTo={returnFocusTo} />
          <StockLevelsDialog row={rowFor('levels')} onClose={close} returnFocusTo={returnFocusTo} />
        </>
      ) : null}
    </div>
  );
}

function countText(total: number, shown: number, page: number): string {
  if (total === 0) return 'No products';
  const first = (page - 1) * WAREHOUSE_PAGE_SIZE + 1;
  return shown === 0 ? `${total} products` : `Showing ${first}–${first + shown - 1} of ${total} products`;
}

function emptyText(filters: WarehouseFilters, total: number): string {
  if (hasWarehouseFilters(filters)) return 'No stock matches these filters.';
  if (total > 0) return 'This page is empty.';
  return 'No products in the warehouse yet.';
}
