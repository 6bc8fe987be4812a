import { CheckCircle2, Clock, PackageOpen, Truck } from 'lucide-react';
import type { ShippingBoard } from '../../../../shared/operations.contracts';
import { averageDaysText } from '../../../lib/filters/shipping-filters';

/** The board's four numbers; counts cover all shipping orders, whatever tab or page is shown. */
export function ShippingStats({ board }: { board: Pick<ShippingBoard, 'counts' | 'averageDaysToDeliver'> | undefined }) {
  const stats = [
    { label: 'Ready to Ship', value: board?.counts.readyToShip, icon: PackageOpen, tone: 'text-sky-700' },
    { label: 'In Transit', value: board?.counts.inTransit, icon: Truck, tone: 'text-violet-700' },
    { label: 'Delivered', value: board?.counts.delivered, icon: CheckCircle2, tone: 'text-success' },
    {
      label: 'Avg. days to deliver',
      value: board ? averageDaysText(board.averageDaysToDeliver) : undefined,
      icon: Clock,
      tone: 'text-muted-foreground',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(({ label, value, icon: Icon, tone }) => (
        <div key={label} className="grid gap-1 rounded-xl border border-border bg-card p-4 shadow-sm" data-testid="shipping-stat">
          <dt className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon aria-hidden className={`size-4 shrink-0 ${tone}`} />
            {label}
          </dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {value ?? <span className="inline-block h-7 w-10 animate-pulse rounded bg-muted" aria-label="Loading" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
