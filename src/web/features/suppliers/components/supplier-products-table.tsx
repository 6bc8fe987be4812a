import { Link } from 'react-router';
import { History, Pencil, Star, Unlink } from 'lucide-react';
import type { SupplierProduct } from '../../../../shared/suppliers.contracts';
import { formatPeso } from '../../../../shared/money';
import { paths } from '../../../../shared/routes';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import type { ColumnSort } from '../../../components/data-table/sort';
import { RowActionButton, rowActionsColumn } from '../../../components/data-table/row-actions';
import { cn } from '../../../lib/cn';
import { DEFAULT_SUPPLIER_PRODUCT_SORT, type SupplierProductListState } from '../supplier-filters';
import { daysText, isLowStock } from '../supplier-format';

type Sort = SupplierProductListState['sort'];
const SORTS = {
  product: { asc: 'product_asc' },
  supplier: { asc: 'supplier_asc' },
  cost: { asc: 'cost_asc', desc: 'cost_desc' },
  priority: { asc: 'priority_asc' },
} as const satisfies Record<string, ColumnSort<Sort>>;

export type SupplierProductAction = 'edit' | 'unlink' | 'history';
const num = 'text-right tabular-nums max-md:text-left';
/** In a phone's card, the short figures sit two to a row. */
const half = 'max-md:col-span-1';

function columnsFor(showSupplier: boolean, onAction: (action: SupplierProductAction, row: SupplierProduct) => void, canWrite: boolean) {
  const columns: (DataTableColumn<SupplierProduct> | false)[] = [
    {
      id: 'product',
      header: 'Product',
      meta: { sort: SORTS.product, className: 'md:min-w-36', cardLabel: false },
      cell: ({ row: { original: p } }) => (
        <div className="grid min-w-0">
          <span className="font-medium">{p.productName}</span>
          <span className="font-mono text-xs text-muted-foreground">{p.productSku}</span>
        </div>
      ),
    },
    showSupplier && {
      id: 'supplier',
      header: 'Supplier',
      meta: { sort: SORTS.supplier, className: 'md:min-w-36' },
      // The supplier's SKU under its name: one column less, so the row's actions stay in sight on a laptop.
      cell: ({ row: { original: p } }) => (
        <div className="grid min-w-0">
          <Link to={paths.supplierDetail(p.supplierId)} className="text-primary underline-offset-4 hover:underline">
            {p.supplierName}
          </Link>
          <span className="font-mono text-xs text-muted-foreground">
            <span className="sr-only">Supplier SKU </span>
            {p.supplierSku}
          </span>
        </div>
      ),
    },
    !showSupplier && {
      id: 'supplierSku',
      header: 'Supplier SKU',
      meta: { className: 'md:whitespace-nowrap', cardClassName: half },
      cell: ({ row: { original: p } }) => <span className="font-mono text-xs">{p.supplierSku}</span>,
    },
    {
      id: 'cost',
      header: 'Unit cost',
      meta: { sort: SORTS.cost, className: cn(num, 'font-medium md:whitespace-nowrap'), cardClassName: half },
      cell: ({ row: { original: p } }) => formatPeso(p.unitCostCentavos),
    },
    {
      id: 'moq',
      header: 'MOQ',
      meta: { className: num, cardClassName: half },
      cell: ({ row: { original: p } }) => p.minOrderQty.toLocaleString('en-PH'),
    },
    { id: 'casePack', header: 'Case pack', meta: { className: num, cardClassName: half }, cell: ({ row: { original: p } }) => p.casePack },
    {
      id: 'lead',
      header: 'Lead time',
      meta: { cardClassName: half },
      cell: ({ row: { original: p } }) => (
        <span className="md:grid" title={p.leadTimeDays === null ? "The supplier's lead time" : undefined}>
          <span className="md:whitespace-nowrap">{daysText(p.effectiveLeadTimeDays)}</span>
          {p.leadTimeDays === null ? <span className="text-xs text-muted-foreground"> (default)</span> : null}
        </span>
      ),
    },
    {
      // Preferred (★) and priority in one column: both say which supplier is tried first for the product.
      id: 'priority',
      header: 'Priority',
      meta: { sort: SORTS.priority, className: num, cardClassName: half },
      cell: ({ row: { original: p } }) => (
        <span className="inline-flex items-center gap-1" data-preferred={p.isPreferred || undefined}>
          {p.isPreferred ? (
            <>
              <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
              <span className="sr-only">Preferred supplier, priority </span>
            </>
          ) : null}
          {p.priority}
        </span>
      ),
    },
    {
      id: 'stock',
      header: 'Warehouse',
      meta: { className: 'text-right tabular-nums max-md:text-left md:whitespace-nowrap' },
      cell: ({ row: { original: p } }) => {
        const low = isLowStock(p.warehouseAvailable, p.reorderLevel);
        return (
          <span className={low ? 'font-semibold text-destructive' : undefined} data-low={low || undefined}>
            {p.warehouseAvailable.toLocaleString('en-PH')}
            <span className="font-normal text-muted-foreground"> / {p.reorderLevel.toLocaleString('en-PH')}</span>
            {low ? <span className="ml-1 rounded bg-destructive/10 px-1 text-xs">Low</span> : null}
            <span className="sr-only"> available, reorder level {p.reorderLevel}</span>
          </span>
        );
      },
    },
    rowActionsColumn<SupplierProduct>(
      (p) => {
        const name = `${p.productName} from ${p.supplierName}`;
        return (
          <>
            <RowActionButton
              label={`Cost history of ${name}`}
              text="History"
              title="Cost history"
              icon={History}
              onClick={() => onAction('history', p)}
            />
            {canWrite ? (
              <>
                <RowActionButton label={`Edit ${name}`} text="Edit" icon={Pencil} onClick={() => onAction('edit', p)} />
                <RowActionButton
                  className="text-destructive"
                  label={`Unlink ${name}`}
                  text="Unlink"
                  icon={Unlink}
                  onClick={() => onAction('unlink', p)}
                />
              </>
            ) : null}
          </>
        );
      },
      { className: 'text-right md:whitespace-nowrap' },
    ),
  ];
  return columns.filter((c): c is DataTableColumn<SupplierProduct> => c !== false);
}

/** Supplier-product links of one page: a sortable table from md up (scrolls sideways when narrow), cards below. */
export function SupplierProductsTable({
  rows,
  sort,
  onSort,
  busy,
  showSupplier,
  canWrite,
  onAction,
}: {
  rows: SupplierProduct[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  busy?: boolean;
  showSupplier: boolean;
  canWrite: boolean;
  onAction: (action: SupplierProductAction, row: SupplierProduct) => void;
}) {
  return (
    <DataTable
      scroll
      stacked
      caption="Supplier products"
      columns={columnsFor(showSupplier, onAction, canWrite)}
      data={rows}
      getRowId={(p) => p.id}
      sort={{ value: sort, fallback: DEFAULT_SUPPLIER_PRODUCT_SORT, onChange: (s) => onSort(s ?? DEFAULT_SUPPLIER_PRODUCT_SORT) }}
      rowProps={(p) => ({
        'data-testid': 'supplier-product-row',
        'data-sku': p.productSku,
        className: 'max-md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]',
      })}
      busy={busy}
    />
  );
}
