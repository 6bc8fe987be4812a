import { useState } from 'react';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ApprovalQueueItem } from '../../../../shared/operations.contracts';
import { formatPeso } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { stockStateText } from '../../../lib/approval-text';

/** Long orders show their first lines; the rest open on demand so the queue stays scannable. */
const VISIBLE_LINES = 5;

/** The order's lines with quantity, line total and whether the warehouse can cover each. */
export function ApprovalLines({ lines, orderNumber }: { lines: ApprovalQueueItem['lines']; orderNumber: string }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? lines : lines.slice(0, VISIBLE_LINES);
  const hidden = lines.length - shown.length;
  return (
    <div className="grid gap-2">
      <table className="w-full text-sm">
        <caption className="sr-only">Lines of {orderNumber}</caption>
        <thead>
          <tr className="text-left text-xs uppercase tracking-wide text-muted-foreground">
            <th scope="col" className="pb-1 font-medium">
              Product
            </th>
            <th scope="col" className="pb-1 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="hidden pb-1 text-right font-medium sm:table-cell">
              Line total
            </th>
            <th scope="col" className="pb-1 pl-3 font-medium">
              Stock
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {shown.map((line) => (
            <tr key={line.productId} data-testid="approval-line">
              <td className="py-1.5 pr-2 align-top">
                <span className="block break-words font-medium">{line.name}</span>
                <span className="font-mono text-xs text-muted-foreground">{line.sku}</span>
              </td>
              <td className="py-1.5 text-right align-top tabular-nums">{line.quantity}</td>
              <td className="hidden whitespace-nowrap py-1.5 text-right align-top tabular-nums sm:table-cell">
                {formatPeso(line.lineTotalCentavos)}
              </td>
              <td className="whitespace-nowrap py-1.5 pl-3 align-top">
                <span
                  className={
                    line.stockOk
                      ? 'inline-flex items-center gap-1 text-success'
                      : 'inline-flex items-center gap-1 font-medium text-destructive'
                  }
                >
                  {line.stockOk ? (
                    <CheckCircle2 aria-hidden className="size-4 shrink-0" />
                  ) : (
                    <AlertTriangle aria-hidden className="size-4 shrink-0" />
                  )}
                  {stockStateText(line)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
