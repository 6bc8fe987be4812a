import { BellOff, Check } from 'lucide-react';
import { toast } from 'sonner';
import type { StockAlert } from '../../../../shared/inventory.contracts';
import { LoadError } from '../../../components/feedback/load-error';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../../shared/time';
import { useAcknowledgeAlert } from '../acknowledge-alert';
import { useStockAlerts } from '../get-stock-alerts';
import { formatCount, movementPlace } from '../movement-format';
import { WarningBadge } from './stock-badges';
import { TableSkeleton } from './table-skeleton';
import { TableEmpty } from '../../../components/data-table/table-states';

/**
 * Alerts tab: each low-stock crossing (raised once until stock recovers). Open alerts first;
 * acknowledged ones stay listed but greyed. Only franchisor may acknowledge.
 */
export function AlertsPanel({ canWrite }: { canWrite: boolean }) {
  const alerts = useStockAlerts();
  const ack = useAcknowledgeAlert();

  if (alerts.isPending) return <TableSkeleton label="Loading alerts" rows={4} />;
  if (alerts.isError)
    return <LoadError error={alerts.error} fallback="Alerts could not be loaded." onRetry={() => void alerts.refetch()} />;

  const items = alerts.data.items;
  const open = items.filter((a) => !a.acknowledgedAt).length;
  if (items.length === 0) {
    return (
      <TableEmpty
        icon={<BellOff aria-hidden className="size-8 text-muted-foreground" />}
        detail="An alert appears when available stock falls to or below its reorder level."
      >
        No low-stock alerts
      </TableEmpty>
    );
  }

  const acknowledge = (alert: StockAlert) =>
    ack.mutate(alert.id, {
      onSuccess: () => toast.success('Alert acknowledged', { description: `${alert.name} · ${movementPlace(alert)}` }),
    });

  return (
    <div className="grid grid-cols-1 gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {open} open · {items.length - open} acknowledged
      </p>
      <ul className="grid grid-cols-1 gap-2" aria-label="Low-stock alerts">
        {items.map((alert) => {
          const done = alert.acknowledgedAt !== null;
          const busy = ack.isPending && ack.variables === alert.id;
          return (
            <li
              key={alert.id}
              data-testid="stock-alert"
              data-acknowledged={done || undefined}
              className={cn(
                'flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4',
                done ? 'border-border bg-muted/50 text-muted-foreground' : 'border-amber-300 bg-amber-50',
              )}
            >
              <div className="grid min-w-0 gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className={cn('font-medium', !done && 'text-foreground')}>{alert.name}</span>
                  <span className="font-mono text-xs">{alert.sku}</span>
                  {done ? <span className="text-xs">Acknowledged</span> : <WarningBadge>Low</WarningBadge>}
                </p>
                <p className="text-sm">
                  {movementPlace(alert)} · <span className="tabular-nums">{formatCount(alert.available)}</span> available, reorder level{' '}
                  <span className="tabular-nums">{formatCount(alert.reorderLevel)}</span>
                </p>
                <p className="text-xs">
                  Raised {formatDateTime(alert.createdAt)}
                  {alert.acknowledgedAt ? ` · acknowledged ${formatDateTime(alert.acknowledgedAt)}` : ''}
                </p>
              </div>
              {canWrite && !done ? (
                <Button variant="outline" size="sm" disabled={busy} onClick={() => acknowledge(alert)}>
                  <Check aria-hidden />
                  {busy ? 'Acknowledging…' : 'Acknowledge'}
                  <span className="sr-only">
                    {' '}
                    alert for {alert.name} at {movementPlace(alert)}
                  </span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
