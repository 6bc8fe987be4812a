import { useMemo } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import type { Notification } from '../../../../shared/notifications.contracts';
import { useNow } from '../../../lib/use-now';
import { useDeleteNotification } from '../delete-notification';
import { useNotificationList } from '../get-notifications';
import { useMarkNotificationRead } from '../mark-notification-read';
import type { NotificationFilters } from '../query-keys';
import { useOpenNotification } from '../use-open-notification';
import { NotificationItem, type NotificationItemActions } from './notification-item';
import { LoadError } from '../../../components/feedback/load-error';
import { TableEmpty } from '../../../components/data-table/table-states';
import { LoadMoreButton } from '../../../components/data-table/load-more-button';

const PER_ITEM = ['mark-read', 'delete'];

/** Ids whose mark-read or delete request is still running (from every caller, not just this list). */
function useBusyIds(): ReadonlySet<string> {
  const pending = useMutationState({
    filters: {
      status: 'pending',
      predicate: (m) => m.options.mutationKey?.[0] === 'notifications' && PER_ITEM.includes(String(m.options.mutationKey?.[1])),
    },
    select: (m) => m.state.variables,
  });
  return useMemo(() => new Set(pending.filter((v): v is string => typeof v === 'string')), [pending]);
}

/** Pages can overlap by a row when something arrives between loads; show each notification once. */
function uniqueById(pages: readonly { items: Notification[] }[]): Notification[] {
  const byId = new Map<string, Notification>();
  for (const n of pages.flatMap((page) => page.items)) if (!byId.has(n.id)) byId.set(n.id, n);
  return [...byId.values()];
}

export function NotificationList({ filters }: { filters: NotificationFilters }) {
  const list = useNotificationList(filters);
  const open = useOpenNotification();
  const { mutate: markRead } = useMarkNotificationRead();
  const { mutate: remove } = useDeleteNotification();
  const busyIds = useBusyIds();
  const now = useNow();

  const items = useMemo(() => uniqueById(list.data?.pages ?? []), [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const actions: NotificationItemActions = {
    onView: open,
    onMarkRead: (n) => markRead(n.id),
    onDelete: (n) => remove(n.id),
    busyIds,
  };

  if (list.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading notifications" className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-lg border border-border bg-muted" />
        ))}
      </div>
    );
  }

  if (list.isError && !list.data) {
    return <LoadError error={list.error} fallback="Failed to load notifications." onRetry={() => void list.refetch()} />;
  }

  if (items.length === 0) {
    const filtered = filters.unread || filters.type !== null;
    return (
      <TableEmpty
        icon={<BellOff aria-hidden className="size-8 text-muted-foreground" />}
        detail={
          filtered ? 'Try showing all notifications or another type.' : 'Order updates, stock alerts and announcements will appear here.'
        }
      >
        {filtered ? 'No notifications match these filters.' : 'No notifications yet.'}
      </TableEmpty>
    );
  }

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label="Notifications">
        {items.map((n) => (
          <NotificationItem key={n.id} notification={n} now={now} actions={actions} />
        ))}
      </ul>
      <div className="flex flex-col items-center gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {items.length} of {total}
        </p>
        {list.hasNextPage ? <LoadMoreButton list={list} /> : null}
      </div>
    </div>
  );
}
