import { Link } from 'react-router';
import type { SupplierPerformance } from '../../../../shared/purchasing.contracts';
import { SUPPLIER_STATUS_LABELS } from '../../../../shared/suppliers.contracts';
import { formatPeso } from '../../../../shared/money';
import { paths } from '../../../../shared/routes';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { cn } from '../../../lib/cn';
import { formatDays, formatRate, formatRating, isLate } from '../performance-format';

const right = 'text-right tabular-nums max-md:text-left';

/** One row per supplier: rating, on-time, fill, lead time actual vs promised, spend and PO count in the period. */
export function PerformanceTable({ rows, busy }: { rows: readonly SupplierPerformance[]; busy: boolean }) {
  const columns: DataTableColumn<SupplierPerformance>[] = [
    {
      id: 'supplier',
      header: 'Supplier',
      meta: { cardLabel: false },
      cell: ({ row: { original: s } }) => (
        <span className="grid">
          <Link to={paths.supplierDetail(s.supplierId)} className="font-medium text-primary underline-offset-4 hover:underline">
            {s.supplierName}
          </Link>
          <span className="text-xs text-muted-foreground">
            {s.supplierCode}
            {s.supplierStatus !== 'active' ? ` · ${SUPPLIER_STATUS_LABELS[s.supplierStatus]}` : ''}
          </span>
        </span>
      ),
    },
    {
      id: 'rating',
      header: 'Rating',
      meta: { className: right, cardLabel: 'Rating' },
      cell: ({ row: { original: s } }) => formatRating(s.rating),
    },
    {
      id: 'onTime',
      header: 'On-time',
      meta: { className: right, cardLabel: 'On-time' },
      cell: ({ row: { original: s } }) => formatRate(s.onTimeRate),
    },
    {
      id: 'fill',
      header: 'Fill rate',
      meta: { className: right, cardLabel: 'Fill rate' },
      cell: ({ row: { original: s } }) => formatRate(s.fillRate),
    },
    {
      id: 'lead',
      header: 'Lead time (actual / promised)',
      meta: { className: right, cardLabel: 'Lead time' },
      cell: ({ row: { original: s } }) => (
        <span className={cn('whitespace-nowrap', isLate(s.averageLeadTimeDays, s.promisedLeadTimeDays) && 'text-warning')}>
          {formatDays(s.averageLeadTimeDays)} / {formatDays(s.promisedLeadTimeDays)}
        </span>
      ),
    },
    {
      id: 'spend',
      header: 'Spend',
      meta: { className: cn(right, 'whitespace-nowrap'), cardLabel: 'Spend' },
      cell: ({ row: { original: s } }) => formatPeso(s.spendCentavos),
    },
    {
      id: 'pos',
      header: 'POs',
      meta: { className: right, cardLabel: 'POs' },
      cell: ({ row: { original: s } }) => `${s.purchaseOrders.toLocaleString('en-PH')} (${s.received.toLocaleString('en-PH')} received)`,
    },
  ];
  return (
    <DataTable
      caption="Supplier performance"
      columns={columns}
      data={rows}
      getRowId={(s) => s.supplierId}
      busy={busy}
      rowHeader="supplier"
      rowProps={(s) => ({ 'data-testid': 'performance-row', 'data-supplier': s.supplierCode })}
      stacked
    />
  );
}
