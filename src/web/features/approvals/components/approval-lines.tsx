import { useState } from 'react';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ApprovalQueueItem } from '../../../../shared/operations.contracts';
import { formatPeso } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { stockStateText } from '../../../lib/approval-text';

/** Long orders show their first lines; the rest open on demand so the queue stays scannable. */
const VISIBLE_LINES = 5;

type Line = ApprovalQueueItem['lines'][number];

const columns: DataTableColumn<Line>[] = [
  {
    id: 'product',
    header: 'Product',
    cell: ({ row: { original: line } }) => (
      <>
        <span className="block break-words font-medium">{line.name}</span>
        <span className="font-mono text-xs text-muted-foreground">{line.sku}</span>
      </>
    ),
  },
  { id: 'qty', header: 'Qty', meta: { className: 'text-right tabular-nums' }, cell: ({ row: { original: line } }) => line.quantity },
  {
    id: 'lineTotal',
    header: 'Line total',
    meta: { className: 'hidden whitespace-nowrap text-right tabular-nums sm:table-cell' },
    cell: ({ row: { original: line } }) => formatPeso(line.lineTotalCentavos),
  },
  {
    id: 'stock',
    header: 'Stock',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: line } }) => (
      <span
        className={
          line.stockOk ? 'inline-flex items-center gap-1 text-success' : 'inline-flex items-center gap-1 font-medium text-destructive'
        }
      >
        {line.stockOk ? (
          <CheckCircle2 aria-hidden className="size-4 shrink-0" />
        ) : (
          <AlertTriangle aria-hidden className="size-4 shrink-0" />
        )}
        {stockStateText(line)}
      </span>
    ),
  },
];

/** The order's lines with quantity, line total and whether the warehouse can cover each. */
export function ApprovalLines({ lines, orderNumber }: { lines: ApprovalQueueItem['lines']; orderNumber: string }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? lines : lines.slice(0, VISIBLE_LINES);
  const hidden = lines.length - shown.length;
  return (
    <div className="grid gap-2">
      <DataTable
        caption={`Lines of ${orderNumber}`}
        columns={columns}
        data={shown}
        getRowId={(line) => line.productId}
        rowProps={() => ({ 'data-testid': 'approval-line' })}
        plain
        className="[&_td]:px-1.5 [&_td]:py-1.5 [&_td]:align-top [&_th]:px-1.5 [&_th]:text-xs [&_th]:uppercase [&_th]:tracking-wide"
      />
      {lines.length > VISIBLE_LINES ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-self-start"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Show fewer lines' : `Show all ${lines.length} lines (${hidden} more)`}
        </Button>
      ) : null}
    </div>
  );
}
