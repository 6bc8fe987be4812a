import { Check, ExternalLink, Trash } from 'lucide-react';
import { relativeTime, type Notification } from '../../../../shared/notifications.contracts';
import { formatDateTime } from '../../../../shared/time';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { NOTIFICATION_TYPE_APPEARANCE } from '../notification-appearance';
import { NotificationTypeIcon } from './notification-type-icon';
import { PriorityBadge } from './priority-badge';
import { UnreadDot } from './unread-dot';

export interface NotificationItemActions {
  onView: (n: Notification) => void;
  onMarkRead: (n: Notification) => void;
  onDelete: (n: Notification) => void;
  /** Ids with a request in flight: their buttons are disabled. */
  busyIds: ReadonlySet<string>;
}

/** One row of the notification centre: type, title, priority, message, time, and its actions. */
export function NotificationItem({
  notification: n,
  now,
  actions,
}: {
  notification: Notification;
  now: Date;
  actions: NotificationItemActions;
}) {
  const unread = n.readAt === null;
  const busy = actions.busyIds.has(n.id);
  const titleId = `notification-${n.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="notification-item"
      data-unread={unread}
      className={cn(
        'flex gap-3 rounded-lg border p-3 sm:gap-4 sm:p-4',
        unread ? 'border-brand-200 bg-brand-50/70' : 'border-border bg-card',
      )}
    >
      <NotificationTypeIcon type={n.type} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          {unread ? (
            <span className="mt-2">
              <UnreadDot />
            </span>
          ) : null}
          {/* Title and badge flow as text, so on a phone the badge follows the last word, not a new row. */}
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className={cn('inline break-words', unread ? 'font-semibold' : 'font-medium text-foreground/90')}>
              {n.title}
            </h3>{' '}
            <span className="ml-1 inline-block align-[1px]">
              <PriorityBadge priority={n.priority} />
            </span>
          </div>
        </div>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-muted-foreground">{n.message}</p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <p className="text-xs text-muted-foreground">
            <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
              {relativeTime(n.createdAt, now)}
            </time>
            <span aria-hidden> · </span>
            {NOTIFICATION_TYPE_APPEARANCE[n.type].label}
          </p>
          <div className="-mx-2 flex flex-wrap items-center gap-1">
            {n.actionUrl ? (
              <Button size="sm" variant="ghost" className="text-primary" disabled={busy} onClick={() => actions.onView(n)}>
                <ExternalLink aria-hidden />
                View
              </Button>
            ) : null}
            {unread ? (
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => actions.onMarkRead(n)}>
                <Check aria-hidden />
                Mark read
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" className="text-destructive" disabled={busy} onClick={() => actions.onDelete(n)}>
              <Trash aria-hidden />
              Delete
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
