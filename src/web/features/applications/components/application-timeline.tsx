import { APPLICATION_STATUS_LABELS, type ApplicationEvent } from '../../../../shared/applications.contracts';
import { formatDateTime } from '../../../../shared/time';
import { cn } from '../../../lib/cn';

function titleOf(e: ApplicationEvent): string {
  if (e.kind === 'note') return 'Note';
  if (!e.toStatus) return 'Status changed';
  if (!e.fromStatus) return `Submitted (${APPLICATION_STATUS_LABELS[e.toStatus]})`;
  return `${APPLICATION_STATUS_LABELS[e.fromStatus]} → ${APPLICATION_STATUS_LABELS[e.toStatus]}`;
}

/** Status changes and notes, in the server's order, with who and when (Manila time). */
export function ApplicationTimeline({ events }: { events: ApplicationEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>;
  return (
    <ol className="grid" aria-label="Timeline" data-testid="application-timeline">
      {events.map((e, i) => (
        <li key={e.id} className="relative grid grid-cols-[1.25rem_1fr] gap-3 pb-4 last:pb-0" data-kind={e.kind}>
          {i < events.length - 1 ? <span aria-hidden className="absolute left-[0.5625rem] top-5 h-full w-0.5 bg-border" /> : null}
          <span
            aria-hidden
            className={cn(
              'mt-1 size-3 justify-self-center rounded-full ring-4 ring-card',
              e.kind === 'note' ? 'bg-slate-300' : 'bg-primary',
            )}
          />
          <div className="grid min-w-0 gap-0.5">
            <p className="text-sm font-medium">{titleOf(e)}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              {e.actorName ? <> · by {e.actorName}</> : null}
            </p>
            {e.note ? <p className="whitespace-pre-wrap break-words text-sm">{e.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
