import { useMemo } from 'react';
import type { OrderDetail } from '../../../../shared/orders.contracts';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../../shared/time';
import { ORDER_STATUS_APPEARANCE } from '../../../lib/order-status';
import { buildTimeline } from '../order-timeline';

/** The status history as an ordered list, newest step last, with who did it and when (Manila time). */
export function OrderTimelineList({ order }: { order: Pick<OrderDetail, 'history' | 'shipment'> }) {
  const entries = useMemo(() => buildTimeline(order, formatDate), [order]);
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No status changes recorded yet.</p>;
  return (
    <ol className="grid" aria-label="Status timeline">
      {entries.map((e, i) => (
        <li key={e.key} className="relative grid grid-cols-[1.25rem_1fr] gap-3 pb-5 last:pb-0">
          {i < entries.length - 1 ? <span aria-hidden className="absolute left-[0.5625rem] top-5 h-full w-0.5 bg-border" /> : null}
          <span
            aria-hidden
            className={cn('mt-1 size-3 justify-self-center rounded-full ring-4 ring-card', ORDER_STATUS_APPEARANCE[e.status].dotClass)}
          />
          <div className="grid min-w-0 gap-1">
            <p className="font-medium">{e.title}</p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              {e.actorName ? <> · by {e.actorName}</> : null}
            </p>
            {e.note ? (
              <p className="break-words text-sm">
                <span className="font-medium">{e.note.label}: </span>
                {e.note.text}
              </p>
            ) : null}
            {e.details.length > 0 ? (
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                {e.details.map((d) => (
                  <div key={d.label} className="contents">
                    <dt className="text-muted-foreground">{d.label}</dt>
                    <dd className="break-words font-medium">{d.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
