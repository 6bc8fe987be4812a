import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { AuditSummary } from '../../../../shared/audits.contracts';
import { paths } from '../../../../shared/routes';
import { formatCalendarDate, formatDateTime } from '../../../../shared/time';
import { InlineLoadError } from '../../../components/feedback/load-error';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useApproveAudit } from '../approve-audit';
import { auditReportUrl } from '../get-audit';
import { useAudits } from '../get-audits';
import { ScorePill } from './audit-status';

const RECENT = 10;

function ReviewRow({ a, children }: { a: AuditSummary; children: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="review-row" data-audit-id={a.id}>
      <div className="min-w-0">
        <Link to={paths.audit(a.id)} className="font-medium underline-offset-4 hover:underline">
          {a.location.name}
        </Link>
        <p className="text-sm text-muted-foreground">
          {a.brand.name} · {formatCalendarDate(a.scheduledFor)} · {a.auditor?.name ?? 'no auditor'}
          {a.submittedAt ? ` · submitted ${formatDateTime(a.submittedAt)}` : ''}
        </p>
        <div className="mt-1">
          <ScorePill scorePercent={a.scorePercent} passed={a.passed} criticalFailures={a.criticalFailures} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </li>
  );
}

/** Head office reviews submitted audits and approves them (the report, the corrective actions, the franchisee told). */
export function ReviewPanel() {
  const submitted = useAudits('submitted');
  const approved = useAudits('approved');
  const approve = useApproveAudit();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onApprove = (a: AuditSummary) =>
    approve.mutate(a.id, {
      onSuccess: () =>
        toast.success('Audit approved', { description: `${a.location.name}: the report is ready and the franchisee has been told.` }),
      onError: (e) => setErrors((x) => ({ ...x, [a.id]: errorMessage(e, 'The audit could not be approved.') })),
    });
  return (
    <div className="grid gap-6">
      <SectionCard title="Waiting for approval">
        {submitted.isPending ? (
          <LoadingScreen message="Loading submitted audits…" fullPage={false} />
        ) : submitted.isError ? (
          <InlineLoadError message="The submitted audits could not be loaded." onRetry={() => void submitted.refetch()} />
        ) : submitted.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No audit is waiting for approval.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Submitted audits">
            {submitted.data.map((a) => (
              <ReviewRow key={a.id} a={a}>
                <Button onClick={() => onApprove(a)} disabled={approve.isPending && approve.variables === a.id}>
                  {approve.isPending && approve.variables === a.id ? 'Approving…' : 'Approve'}
                </Button>
                {errors[a.id] ? (
                  <p role="alert" className="basis-full text-sm text-destructive">
                    {errors[a.id]}
                  </p>
                ) : null}
              </ReviewRow>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title="Recently approved">
        {approved.isPending ? (
          <LoadingScreen message="Loading approved audits…" fullPage={false} />
        ) : approved.isError ? (
          <InlineLoadError message="The approved audits could not be loaded." onRetry={() => void approved.refetch()} />
        ) : approved.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No audit has been approved yet.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Approved audits">
            {approved.data.slice(0, RECENT).map((a) => (
              <ReviewRow key={a.id} a={a}>
                <Button asChild variant="outline" size="sm">
                  <a href={auditReportUrl(a.id)} target="_blank" rel="noreferrer">
                    PDF report<span className="sr-only"> of {a.location.name}</span>
                  </a>
                </Button>
              </ReviewRow>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
