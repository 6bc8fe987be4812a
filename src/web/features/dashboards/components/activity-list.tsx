import { Link } from 'react-router';
import { ClipboardCheck, Package, Receipt } from 'lucide-react';
import type { ActivityItem } from '../../../../shared/dashboards.contracts';
import { formatDateTime } from '../../../../shared/time';

const ICON = { order_status: Package, order_approval: ClipboardCheck, sales: Receipt } as const;

/** The network's latest events, newest first: what happened (a link), who did it, where and when. */
export function ActivityList({ items }: { items: ActivityItem[] }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">Nothing has happened in the network yet.</p>;
  return (
    <ol className="grid gap-3" aria-label="Recent activity">
      {items.map((item) => {
        const Icon = ICON[item.kind];
        return (
          <li key={item.id} className="flex gap-3">
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <div className="grid min-w-0 gap-0.5">
              <Link to={item.href} className="break-words text-sm font-medium underline-offset-4 hover:underline">
                {item.summary}
              </Link>
              <p className="text-xs text-muted-foreground">
                {[item.actorName ?? 'System', item.locationName].filter(Boolean).join(' · ')} ·{' '}
                <time dateTime={item.at}>{formatDateTime(item.at)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
