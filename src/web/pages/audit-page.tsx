import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../shared/routes';
import { formatCalendarDate } from '../../shared/time';
import type { PageProps } from '../app/route-table';
import { useAuthState, useCan } from '../app/use-auth-state';
import { ErrorAlert } from '../components/feedback/error-alert';
import { LoadError } from '../components/feedback/load-error';
import { LoadingScreen } from '../components/feedback/loading-screen';
import { Button } from '../components/ui/button';
import { errorMessage, fieldErrorsOf } from '../lib/api-client';
import { useApproveAudit } from '../features/audits/approve-audit';
import { auditScope, percentText } from '../features/audits/audit-answers';
import { AuditForm } from '../features/audits/components/audit-form';
import { AuditResult } from '../features/audits/components/audit-result';
import { AuditStatusPill } from '../features/audits/components/audit-status';
import { StoreCard } from '../features/audits/components/store-card';
import { auditReportUrl, useAudit } from '../features/audits/get-audit';
import { useStartAudit } from '../features/audits/start-audit';
import { useSubmitAudit } from '../features/audits/submit-audit';
import { useOnline } from '../features/audits/use-online';
import { PendingSync, usePendingWrites } from '../features/audits/write-queue';
import { BackLink } from './detail-header';

/**
 * /audits/:auditId — the assigned auditor performs the audit, phone first (375 px): the store card, Start, the
 * questions (each answer saved as it is given, through the device's queue, so it works without a signal), Submit
 * with the server's score. A submitted audit is read-only; head office approves it here or from the Review tab.
 */
export function AuditPage({ title }: PageProps) {
  const { auditId = '' } = useParams();
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.user.id : '';
  return userId ? <AuditScreen key={auditId} auditId={auditId} userId={userId} title={title} /> : null;
}

function AuditScreen({ auditId, userId, title }: { auditId: string; userId: string; title: string }) {
  const audit = useAudit(auditId, userId);
  const online = useOnline();
  const canManage = useCan('audits.manage');
  const pending = usePendingWrites(auditScope(auditId));
  const start = useStartAudit();
  const submit = useSubmitAudit();
  const approve = useApproveAudit();
  const [submitErrors, setSubmitErrors] = useState<Record<string, string[]>>({});
  const [actionError, setActionError] = useState<string | null>(null);

  if (audit.isPending) return <LoadingScreen message="Loading the audit…" fullPage={false} />;
  if (audit.isError) {
    return (
      <section>
        <BackLink to={paths.audits}>Store audits</BackLink>
        <LoadError error={audit.error} fallback="The audit could not be loaded." onRetry={() => void audit.refetch()} />
      </section>
    );
  }
  const detail = audit.data;
  const a = detail.audit;
  const mine = a.auditor?.id === userId;

  const onStart = () => {
    setActionError(null);
    start.mutate(auditId, { onError: (e) => setActionError(errorMessage(e, 'The audit could not be started.')) });
  };
  const onSubmit = () => {
    setActionError(null);
    setSubmitErrors({});
    submit.mutate(auditId, {
      onSuccess: (s) =>
        toast.success('Audit submitted', { description: `Score ${percentText(s.scorePercent)} · ${s.passed ? 'passed' : 'failed'}.` }),
      onError: (e) => {
        setSubmitErrors(fieldErrorsOf(e));
        setActionError(errorMessage(e, 'The audit could not be submitted.'));
      },
    });
  };
  const onApprove = () => {
    setActionError(null);
    approve.mutate(auditId, {
      onSuccess: () => toast.success('Audit approved', { description: 'The report is ready and the franchisee has been told.' }),
      onError: (e) => setActionError(errorMessage(e, 'The audit could not be approved.')),
    });
  };

  return (
    <section className="mx-auto grid max-w-3xl gap-5">
      <div>
        <BackLink to={paths.audits}>Store audits</BackLink>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{a.location.name}</h1>
          <AuditStatusPill status={a.status} />
        </div>
        <p className="mt-1 text-muted-foreground">
          {title} · {a.brand.name} · {a.templateName} (version {detail.version.version}) · {formatCalendarDate(a.scheduledFor)}
          {a.announced ? '' : ' · unannounced'}
        </p>
      </div>

      {online ? null : (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          You are offline. Answers and photos are kept on this device and sent when the connection returns.
        </p>
      )}
      <PendingSync scope={auditScope(auditId)} />
      <ErrorAlert message={actionError} />

      <StoreCard detail={detail} />

      {a.status === 'scheduled' ? (
        mine ? (
          <div className="grid gap-2">
            <Button size="lg" onClick={onStart} disabled={start.isPending || !online}>
              {start.isPending ? 'Starting…' : 'Start audit'}
            </Button>
            {online ? null : <p className="text-sm text-muted-foreground">Starting the audit needs a connection once.</p>}
          </div>
        ) : (
          <p className="text-muted-foreground">This audit is assigned to {a.auditor?.name ?? 'another auditor'}; it has not started.</p>
        )
      ) : null}

      <AuditResult detail={detail} />

      {a.status === 'scheduled' ? null : <AuditForm detail={detail} userId={userId} submitErrors={submitErrors} />}

      {a.status === 'in_progress' && mine ? (
        <div className="sticky bottom-0 -mx-4 grid gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
          <Button size="lg" onClick={onSubmit} disabled={submit.isPending || pending.length > 0 || !online}>
            {submit.isPending ? 'Submitting…' : 'Submit audit'}
          </Button>
          <p className="text-xs text-muted-foreground">
            {pending.length > 0
              ? 'Submit once every change has synced.'
              : !online
                ? 'Submitting needs a connection.'
                : 'The server scores the audit; after that it can no longer be changed.'}
          </p>
        </div>
      ) : null}

      {canManage && a.status === 'submitted' ? (
        <Button size="lg" onClick={onApprove} disabled={approve.isPending}>
          {approve.isPending ? 'Approving…' : 'Approve audit'}
        </Button>
      ) : null}
      {a.status === 'approved' ? (
        <Button asChild variant="outline" size="lg">
          <a href={auditReportUrl(auditId)} target="_blank" rel="noreferrer">
            Open the PDF report
          </a>
        </Button>
      ) : null}
    </section>
  );
}
