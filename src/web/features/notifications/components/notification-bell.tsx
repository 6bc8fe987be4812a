import { Link } from 'react-router';
import { Bell, CheckCheck } from 'lucide-react';
import { relativeTime, type Notification } from '../../../../shared/notifications.contracts';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { CountBadge } from '../../../components/ui/count-badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/cn';
import { useNow } from '../../../lib/use-now';
import { useLatestNotifications } from '../get-latest-notifications';
import { useUnreadCount } from '../get-unread-count';
import { useMarkAllNotificationsRead } from '../mark-all-notifications-read';
import { useOpenNotification } from '../use-open-notification';
import { NotificationTypeIcon } from './notification-type-icon';
import { UnreadDot } from './unread-dot';

/** Header bell: unread badge, and a menu with the latest 5, "Mark all read" and "View all". */
export function NotificationBell() {
  const unread = useUnreadCount().data?.count ?? 0;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={`Notifications, ${unread} unread`}
          data-testid="notification-bell"
        >
          <Bell aria-hidden className="size-5" />
          <CountBadge count={unread} tone="destructive" testId="notification-bell-count" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[calc(100vw-1rem)] p-1 sm:w-[26rem]">
        <BellMenu unread={unread} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The menu body, mounted only while open (so its clock and queries cost nothing when closed). */
function BellMenu({ unread }: { unread: number }) {
  const latest = useLatestNotifications();
  const markAll = useMarkAllNotificationsRead();
  const open = useOpenNotification();
  const now = useNow();
  const items = latest.data?.items ?? [];

  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <DropdownMenuLabel>Notifications</DropdownMenuLabel>
        <DropdownMenuItem
          className="text-primary"
          disabled={unread === 0 || markAll.isPending}
          // Keep the menu open so the items visibly turn read.
          onSelect={(event) => {
            event.preventDefault();
            markAll.mutate();
          }}
        >
          <CheckCheck aria-hidden className="size-4" />
          Mark all read
        </DropdownMenuItem>
      </div>
      <DropdownMenuSeparator />
      {latest.isPending ? (
        <p className="px-3 py-6 text-center text-sm text-muted-foreground">Loading notifications…</p>
      ) : latest.isError && items.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-destructive">Notifications could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-muted-foreground">No notifications yet.</p>
      ) : (
        items.map((n) => <BellItem key={n.id} notification={n} now={now} onOpen={() => open(n)} />)
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild className="justify-center font-medium text-primary">
        <Link to={paths.notifications}>View all</Link>
      </DropdownMenuItem>
    </>
  );
}

function BellItem({ notification: n, now, onOpen }: { notification: Notification; now: Date; onOpen: () => void }) {
  const unread = n.readAt === null;
  return (
    <DropdownMenuItem onSelect={onOpen} className={cn('items-start gap-3', unread && 'bg-brand-50/60')} data-testid="bell-item">
      <NotificationTypeIcon type={n.type} size="sm" />
      <span className="min-w-0 flex-1">
        {/* Never cut off: the status word ("rejected", "delivered") ends the title, so a long order number wraps instead. */}
        <span
          data-testid="bell-item-title"
          className={cn('block [overflow-wrap:anywhere]', unread ? 'font-semibold' : 'text-muted-foreground')}
        >
          {n.title}
        </span>
        <time dateTime={n.createdAt} className="block text-xs text-muted-foreground">
          {relativeTime(n.createdAt, now)}
        </time>
      </span>
      {unread ? (
        <span className="pt-1.5">
          <UnreadDot />
        </span>
      ) : null}
    </DropdownMenuItem>
  );
}
