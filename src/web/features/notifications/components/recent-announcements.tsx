import { relativeTime } from '../../../../shared/notifications.contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useNow } from '../../../lib/use-now';
import { useAnnouncements } from '../get-announcements';
import { PriorityBadge } from './priority-badge';

/** What head office sent lately: to whom, how many people it reached, and when. */
export function RecentAnnouncements() {
  const announcements = useAnnouncements();
  const now = useNow();

  if (announcements.isPending) return <p className="text-sm text-muted-foreground">Loading announcements…</p>;
  if (announcements.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        <span>{errorMessage(announcements.error, 'Failed to load announcements.')}</span>
        <Button size="sm" variant="outline" onClick={() => void announcements.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (announcements.data.length === 0) return <p className="text-sm text-muted-foreground">No announcements sent yet.</p>;

  return (
    <ul className="divide-y divide-border" aria-label="Recent announcements">
      {announcements.data.map((a) => (
        <li key={a.id} className="grid gap-1 py-3" data-testid="announcement-item">
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 break-words font-medium">{a.title}</span>
            <PriorityBadge priority={a.priority} />
            {a.category === 'marketing' ? (
              <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">Marketing</span>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">
            {a.audienceLabel}
            <span aria-hidden> · </span>
            {a.recipientCount} {a.recipientCount === 1 ? 'recipient' : 'recipients'}
            <span aria-hidden> · </span>
            <time dateTime={a.createdAt}>{relativeTime(a.createdAt, now)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
