import { Link } from 'react-router';
import type { AuditSummary } from '../../../../shared/audits.contracts';
import { paths } from '../../../../shared/routes';
import { formatCalendarDate } from '../../../../shared/time';
import { AuditStatusPill, ScorePill } from './audit-status';

/** Audits as cards that fit a phone: the store, its brand and city, the date, the status; each opens the audit. */
export function AuditList({ items, none, label }: { items: readonly AuditSummary[]; none: string; label: string }) {
  if (items.length === 0) return <p className="text-muted-foreground">{none}</p>;
  return (
    <ul aria-label={label} className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {items.map((a) => (
        <li key={a.id}>
          <Link
            to={paths.audit(a.id)}
            data-testid="audit-card"
            data-audit-id={a.id}
            className="block rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">{a.location.name}</p>
                <p className="text-sm text-muted-foreground">
                  <span className="font-mono text-xs">{a.location.code}</span> · {a.brand.name} · {a.location.city}
                </p>
              </div>
              <AuditStatusPill status={a.status} />
            </div>
            <p className="mt-2 text-sm">
              {formatCalendarDate(a.scheduledFor)} · {a.templateName}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <span>{a.announced ? 'Announced' : 'Unannounced'}</span>
              {a.auditor ? <span>· {a.auditor.name}</span> : null}
              <ScorePill scorePercent={a.scorePercent} passed={a.passed} criticalFailures={a.criticalFailures} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
