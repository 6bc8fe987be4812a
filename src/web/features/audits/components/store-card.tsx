import { Phone } from 'lucide-react';
import type { AuditDetail } from '../../../../shared/audits.contracts';
import { formatCalendarDate } from '../../../../shared/time';
import { SectionCard } from '../../../components/section-card';
import { percentText } from '../audit-answers';
import { ActionStatusPill } from './audit-status';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The store at a glance, before the auditor walks in: where it is, a number to call, how it did, what is still open. */
export function StoreCard({ detail }: { detail: AuditDetail }) {
  const { store, audit } = detail;
  return (
    <SectionCard title="Store" contentClassName="grid gap-4 text-sm">
      <div>
        <p className="font-medium">
          {audit.location.name} <span className="font-mono text-xs text-muted-foreground">{audit.location.code}</span>
        </p>
        <p className="text-muted-foreground">{store.address || audit.location.city}</p>
      </div>
      {store.phone ? (
        <a
          href={telHref(store.phone)}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-md border border-input bg-card px-4 font-medium shadow-sm hover:bg-muted sm:w-fit"
        >
          <Phone aria-hidden className="size-4" />
          Call the store ({store.phone})
        </a>
      ) : (
        <p className="text-muted-foreground">No phone number on file.</p>
      )}
      <div>
        <h3 className="mb-1 font-medium">Past scores</h3>
        {store.pastScores.length === 0 ? (
          <p className="text-muted-foreground">No earlier audit of this store.</p>
        ) : (
          <ul className="grid gap-1" aria-label="Past scores">
            {store.pastScores.map((p) => (
              <li key={p.auditId} className="flex justify-between gap-3">
                <span>{formatCalendarDate(p.date)}</span>
                <span className={p.passed === false ? 'font-medium text-destructive' : 'font-medium'}>
                  {percentText(p.scorePercent)}
                  {p.passed === null ? '' : p.passed ? ' · passed' : ' · failed'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="mb-1 font-medium">Open corrective actions</h3>
        {store.openActions.length === 0 ? (
          <p className="text-muted-foreground">None open.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Open corrective actions">
            {store.openActions.map((x) => (
              <li key={x.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0">{x.prompt}</span>
                <span className="flex items-center gap-2 text-xs text-muted-foreground">
                  due {formatCalendarDate(x.dueOn)} <ActionStatusPill status={x.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
