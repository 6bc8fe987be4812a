import { useState } from 'react';
import { toast } from 'sonner';
import type { AuditAction } from '../../../../shared/audits.contracts';
import { InlineLoadError } from '../../../components/feedback/load-error';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useDecideAuditAction } from '../decide-audit-action';
import { auditPhotoUrl } from '../get-audit';
import { useAuditActions } from '../get-audit-actions';
import { ActionCard } from './action-card';

/** Corrective actions the franchisees answered: the auditor accepts one (closed) or reopens it; open ones follow. */
export function ActionsPanel() {
  const answered = useAuditActions('answered');
  const open = useAuditActions('open');
  const decide = useDecideAuditAction();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onDecide = (x: AuditAction, decision: 'accept' | 'reopen') =>
    decide.mutate(
      { id: x.id, decision },
      {
        onSuccess: () => toast.success(decision === 'accept' ? 'Action closed' : 'Action reopened', { description: x.prompt }),
        onError: (e) => setErrors((r) => ({ ...r, [x.id]: errorMessage(e, 'The action could not be changed.') })),
      },
    );
  const busy = (x: AuditAction) => decide.isPending && decide.variables?.id === x.id;
  return (
    <div className="grid gap-6">
      <SectionCard title="Answered, waiting for you">
        {answered.isPending ? (
          <LoadingScreen message="Loading answered actions…" fullPage={false} />
        ) : answered.isError ? (
          <InlineLoadError message="The answered actions could not be loaded." onRetry={() => void answered.refetch()} />
        ) : answered.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No corrective action is waiting for a decision.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Answered corrective actions">
            {answered.data.map((x) => (
              <ActionCard key={x.id} action={x} photoUrl={auditPhotoUrl}>
                <div className="flex flex-wrap gap-2">
                  <Button onClick={() => onDecide(x, 'accept')} disabled={busy(x)}>
                    Accept<span className="sr-only"> “{x.prompt}”</span>
                  </Button>
                  <Button variant="outline" onClick={() => onDecide(x, 'reopen')} disabled={busy(x)}>
                    Reopen<span className="sr-only"> “{x.prompt}”</span>
                  </Button>
                </div>
                {errors[x.id] ? (
                  <p role="alert" className="text-sm text-destructive">
                    {errors[x.id]}
                  </p>
                ) : null}
              </ActionCard>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title="Open, waiting for the franchisee">
        {open.isPending ? (
          <LoadingScreen message="Loading open actions…" fullPage={false} />
        ) : open.isError ? (
          <InlineLoadError message="The open actions could not be loaded." onRetry={() => void open.refetch()} />
        ) : open.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No corrective action is open.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Open corrective actions">
            {open.data.map((x) => (
              <ActionCard key={x.id} action={x} photoUrl={auditPhotoUrl} />
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
