import type { PageProps } from '../app/route-table';
import { InlineLoadError } from '../components/feedback/load-error';
import { LoadingScreen } from '../components/feedback/loading-screen';
import { PageHeader } from '../components/page-header';
import { SectionCard } from '../components/section-card';
import { Button } from '../components/ui/button';
import { formatCalendarDate } from '../../shared/time';
import { ActionCard } from '../features/audits/components/action-card';
import { ScorePill } from '../features/audits/components/audit-status';
import { RespondActionForm } from '../features/audits/components/respond-action-form';
import { useFranchiseeActions } from '../features/audits/get-franchisee-actions';
import { franchiseePhotoUrl, franchiseeReportUrl, useFranchiseeAudits } from '../features/audits/get-franchisee-audits';

/**
 * /franchisee/audits (audits.respond): the announced audits coming to the franchisee's stores, the approved reports
 * (PDF), and the corrective actions to answer with a comment and a photo. Unannounced audits never show here before
 * their report (row-level security, decision 023).
 */
export function FranchiseeAuditsPage({ title }: PageProps) {
  const audits = useFranchiseeAudits();
  const actions = useFranchiseeActions();
  const toAnswer = (actions.data ?? []).filter((x) => x.status === 'open');
  const others = (actions.data ?? []).filter((x) => x.status !== 'open');
  return (
    <section>
      <PageHeader title={title} description="Head office’s brand-standards audits of your stores, their reports, and what to correct." />
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Corrective actions" className="lg:col-span-2">
          {actions.isPending ? (
            <LoadingScreen message="Loading corrective actions…" fullPage={false} />
          ) : actions.isError ? (
            <InlineLoadError message="The corrective actions could not be loaded." onRetry={() => void actions.refetch()} />
          ) : actions.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No corrective action. Every audited question passed.</p>
          ) : (
            <div className="grid gap-4">
              {toAnswer.length === 0 ? <p className="text-sm text-muted-foreground">Nothing is waiting for your answer.</p> : null}
              <ul className="divide-y divide-border" aria-label="Actions to answer">
                {toAnswer.map((x) => (
                  <ActionCard key={x.id} action={x} photoUrl={franchiseePhotoUrl}>
                    <RespondActionForm action={x} />
                  </ActionCard>
                ))}
              </ul>
              {others.length > 0 ? (
                <>
                  <h3 className="text-sm font-medium">Answered and closed</h3>
                  <ul className="divide-y divide-border" aria-label="Answered and closed actions">
                    {others.map((x) => (
                      <ActionCard key={x.id} action={x} photoUrl={franchiseePhotoUrl} />
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          )}
        </SectionCard>
        <SectionCard title="Audits to come">
          {audits.isPending ? (
            <LoadingScreen message="Loading audits…" fullPage={false} />
          ) : audits.isError ? (
            <InlineLoadError message="Your audits could not be loaded." onRetry={() => void audits.refetch()} />
          ) : audits.data.upcoming.length === 0 ? (
            <p className="text-sm text-muted-foreground">No audit has been announced.</p>
          ) : (
            <ul className="grid gap-2 text-sm" aria-label="Audits to come">
              {audits.data.upcoming.map((a) => (
                <li key={a.id} className="flex flex-wrap justify-between gap-2" data-testid="upcoming-audit">
                  <span className="font-medium">{a.location.name}</span>
                  <span className="text-muted-foreground">
                    {formatCalendarDate(a.scheduledFor)} · {a.templateName}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
        <SectionCard title="Reports">
          {audits.isPending ? (
            <LoadingScreen message="Loading reports…" fullPage={false} />
          ) : audits.isError ? (
            <InlineLoadError message="Your reports could not be loaded." onRetry={() => void audits.refetch()} />
          ) : audits.data.reports.length === 0 ? (
            <p className="text-sm text-muted-foreground">No approved report yet.</p>
          ) : (
            <ul className="divide-y divide-border" aria-label="Audit reports">
              {audits.data.reports.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="audit-report">
                  <div className="grid gap-1">
                    <span className="font-medium">{a.location.name}</span>
                    <span className="text-sm text-muted-foreground">{formatCalendarDate(a.scheduledFor)}</span>
                    <ScorePill scorePercent={a.scorePercent} passed={a.passed} criticalFailures={a.criticalFailures} />
                  </div>
                  <Button asChild variant="outline" size="sm">
                    <a href={franchiseeReportUrl(a.id)} target="_blank" rel="noreferrer">
                      PDF report
                      <span className="sr-only">
                        {' '}
                        of {a.location.name}, {formatCalendarDate(a.scheduledFor)}
                      </span>
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>
    </section>
  );
}
