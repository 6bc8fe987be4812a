import type { Opening } from '../../../../shared/openings.contracts';
import { formatDateTime } from '../../../../shared/time';
import { SectionCard } from '../../../components/section-card';
import { historyLabel } from '../opening-format';

/** The project's audit trail, newest first: who did what, and the reason given for a rejection or a new date. */
export function OpeningHistory({ opening }: { opening: Opening }) {
  return (
    <SectionCard title="History">
      {opening.history.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
      ) : (
        <ol className="grid gap-2 text-sm" data-testid="opening-history">
          {opening.history.map((h, i) => (
            <li key={`${h.at}-${i}`} className="grid gap-0.5">
              <span>
                <span className="font-medium">{historyLabel(h.action)}</span>
                {h.actorName ? <span className="text-muted-foreground"> · {h.actorName}</span> : null}
              </span>
              {h.note ? <span className="text-muted-foreground">{h.note}</span> : null}
              <time dateTime={h.at} className="text-xs text-muted-foreground">
                {formatDateTime(h.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
