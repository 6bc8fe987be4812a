import type { ReactNode } from 'react';
import type { AuditAction } from '../../../../shared/audits.contracts';
import { formatCalendarDate, formatDateTime } from '../../../../shared/time';
import { ActionStatusPill, SeverityPill } from './audit-status';

function Photo({ src, alt }: { src: string; alt: string }) {
  return (
    <a href={src} target="_blank" rel="noreferrer" className="block">
      <img src={src} alt={alt} loading="lazy" className="size-24 rounded-md border border-border object-cover" />
    </a>
  );
}

/** A corrective action: what failed, where, by when, its state, the audit's evidence and the franchisee's answer. */
export function ActionCard({
  action: x,
  photoUrl,
  children,
}: {
  action: AuditAction;
  /** Where a photo streams from for this reader (head office's or the franchisee's endpoint). */
  photoUrl: (photoId: string) => string;
  children?: ReactNode;
}) {
  return (
    <li className="grid gap-2 py-4" data-testid="action-row" data-action-id={x.id} data-status={x.status}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium">{x.prompt}</p>
        <SeverityPill severity={x.severity} />
        <ActionStatusPill status={x.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        {x.location.name} · due {formatCalendarDate(x.dueOn)}
        {x.reopenCount ? ` · reopened ${x.reopenCount}×` : ''}
      </p>
      {x.responseComment ? (
        <p className="text-sm">
          <span className="font-medium">Franchisee’s answer{x.respondedAt ? ` (${formatDateTime(x.respondedAt)})` : ''}:</span>{' '}
          {x.responseComment}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {x.evidencePhotoIds.map((id, i) => (
          <Photo key={id} src={photoUrl(id)} alt={`Audit evidence ${i + 1} for ${x.prompt}`} />
        ))}
        {x.responsePhotoId ? <Photo src={photoUrl(x.responsePhotoId)} alt={`The franchisee’s photo for ${x.prompt}`} /> : null}
      </div>
      {children}
    </li>
  );
}
