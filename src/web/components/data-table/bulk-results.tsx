import { CheckCircle2, X, XCircle } from 'lucide-react';
import { Button } from '../ui/button';
import { cn } from '../../lib/cn';

export interface BulkResultRow {
  orderId: string;
  orderNumber: string;
  ok: boolean;
  text: string;
}

/**
 * What a bulk action did to each order: the server decides every order on its own, so some may go
 * through while others are refused with a reason. Stays until dismissed so it can be read calmly.
 */
export function BulkResults({ title, rows, onDismiss }: { title: string; rows: readonly BulkResultRow[]; onDismiss: () => void }) {
  const failed = rows.filter((r) => !r.ok).length;
  return (
    <section
      aria-label={title}
      className={cn(
        'grid gap-3 rounded-xl border p-4 shadow-sm',
        failed ? 'border-yellow-200 bg-warning-soft' : 'border-green-200 bg-success-soft',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold" role="status">
          {title}
        </h2>
        <Button variant="ghost" size="sm" onClick={onDismiss} aria-label="Dismiss results">
          <X aria-hidden />
        </Button>
      </div>
      <ul className="grid gap-1.5 text-sm" data-testid="bulk-results">
        {rows.map((r) => (
          <li key={r.orderId} className="flex items-start gap-2">
            {r.ok ? (
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            ) : (
              <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
            )}
            <span className="min-w-0 break-words">
              <span className="font-medium">{r.orderNumber}</span>
              <span className="sr-only">{r.ok ? ' (done)' : ' (refused)'}</span>: {r.text}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
