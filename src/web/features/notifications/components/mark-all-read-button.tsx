import { CheckCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useUnreadCount } from '../get-unread-count';
import { useMarkAllNotificationsRead } from '../mark-all-notifications-read';

/** "Mark all read" with the unread count beside it; disabled when there is nothing to mark. */
export function MarkAllReadButton() {
  const unread = useUnreadCount().data?.count ?? 0;
  const markAll = useMarkAllNotificationsRead();
  return (
    <Button variant="outline" onClick={() => markAll.mutate()} disabled={unread === 0 || markAll.isPending}>
      <CheckCheck aria-hidden />
      Mark all read
      <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold tabular-nums" data-testid="unread-count">
        {unread}
      </span>
    </Button>
  );
}
