import { TICKET_STATUS_LABELS, type TicketHistoryEntry } from '../../../../shared/support.contracts';
import { formatDateTime } from '../../../../shared/time';
import { cn } from '../../../lib/cn';

function titleOf(e: TicketHistoryEntry): string {
  switch (e.kind) {
    case 'created':
      return `Opened as ${TICKET_STATUS_LABELS[e.toStatus]}`;
    case 'status':
      return e.fromStatus
        ? `${TICKET_STATUS_LABELS[e.fromStatus]} → ${TICKET_STATUS_LABELS[e.toStatus]}`
        : TICKET_STATUS_LABELS[e.toStatus];
    case 'assigned':
      return `Assigned to ${e.assignee?.name ?? 'a staff member'}`;
    case 'unassigned':
      return 'Unassigned';
  }
}

const DOT: Record<TicketHistoryEntry['toStatus'], string> = {
  open: 'bg-sky-500',
  in_progress: 'bg-amber-500',
  resolved: 'bg-green-600',
  closed: 'bg-slate-500',
};

/** Status changes and assignments, oldest first, with who and when (Manila time). */
export function TicketHistory({ history }: { history: TicketHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">No changes recorded yet.</p>;
  return (
    <ol className="grid" aria-label="Status history" data-testid="ticket-history">
      {history.map((e, i) => (
        <li key={e.id} className="relative grid grid-cols-[1.25rem_1fr] gap-3 pb-4 last:pb-0">
          {i < history.length - 1 ? <span aria-hidden className="absolute left-[0.5625rem] top-5 h-full w-0.5 bg-border" /> : null}
          <span
            aria-hidden
            className={cn(
              'mt-1 size-3 justify-self-center rounded-full ring-4 ring-card',
              e.kind === 'status' || e.kind === 'created' ? DOT[e.toStatus] : 'bg-slate-300',
            )}
          />
          <div className="grid min-w-0 gap-0.5">
            <p className="text-sm font-medium">{titleOf(e)}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={e.changedAt}>{formatDateTime(e.changedAt)}</time>
              {e.changedBy ? <> · by {e.changedBy.name}</> : null}
            </p>
            {e.note ? <p className="whitespace-pre-wrap break-words text-sm">{e.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
