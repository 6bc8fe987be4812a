import { OPENING_STAGE_LABELS, type Opening, type OpeningSummary } from '../../../../shared/openings.contracts';
import { packageLabel } from '../../../../shared/packages';
import { formatCalendarDate } from '../../../../shared/time';
import { SectionCard } from '../../../components/section-card';
import { cn } from '../../../lib/cn';
import { targetDaysText, nextDueItems, progressPercent } from '../opening-format';

/** The progress bar of a checklist: items done of all, as a labelled meter. */
export function OpeningProgress({ summary }: { summary: OpeningSummary }) {
  const pct = progressPercent(summary.progress);
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">
          {summary.progress.done} of {summary.progress.total} items done
        </span>
        <span className="tabular-nums text-muted-foreground">{pct}%</span>
      </div>
      <div
        role="meter"
        aria-label="Checklist progress"
        aria-valuemin={0}
        aria-valuemax={summary.progress.total}
        aria-valuenow={summary.progress.done}
        aria-valuetext={`${summary.progress.done} of ${summary.progress.total} items done`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

const dateLabel: Record<OpeningSummary['status'], string> = {
  in_progress: 'Target opening',
  opened: 'Opened on',
  cancelled: 'Cancelled on',
};
const overviewTitle: Record<OpeningSummary['status'], string> = {
  in_progress: 'Opening project',
  opened: 'Store open',
  cancelled: 'Opening cancelled',
};

/** Facts of one opening: the store, its target date and countdown, the stage, and the counts that need attention. */
export function OpeningFacts({ summary }: { summary: OpeningSummary }) {
  const late = summary.status === 'in_progress' && summary.daysLeft < 0;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4" data-testid="opening-facts">
      <div>
        <dt className="text-muted-foreground">Store</dt>
        <dd className="font-medium">
          {summary.location.name}
          <span className="block text-xs font-normal text-muted-foreground">
            {summary.location.code} · {summary.location.city}, {summary.location.province}
          </span>
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{dateLabel[summary.status]}</dt>
        <dd className="font-medium" data-testid="opening-target">
          {formatCalendarDate(summary.openedOn ?? summary.cancelledOn ?? summary.targetDate)}
          {summary.status === 'in_progress' ? (
            <span className={cn('block text-xs font-normal text-muted-foreground', late && 'font-medium text-destructive')}>
              {targetDaysText(summary.daysLeft)}
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Stage</dt>
        <dd className="font-medium" data-testid="opening-stage">
          {OPENING_STAGE_LABELS[summary.stage]}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Brand and package</dt>
        <dd className="font-medium">
          {summary.brand.name}
          <span className="block text-xs font-normal text-muted-foreground">{packageLabel(summary.packageCode)}</span>
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Overdue</dt>
        <dd className={cn('font-medium tabular-nums', summary.overdueCount > 0 && 'text-destructive')} data-testid="opening-overdue">
          {summary.overdueCount}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Critical items open</dt>
        <dd className="font-medium tabular-nums" data-testid="opening-critical">
          {summary.criticalOpen}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Awaiting review</dt>
        <dd className="font-medium tabular-nums">{summary.awaitingReview}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Owner</dt>
        <dd className="font-medium">{summary.owner?.name || 'Invitation not yet accepted'}</dd>
      </div>
    </dl>
  );
}

/** The top of an opening: facts, progress, and the next few items due. */
export function OpeningOverview({ opening }: { opening: Opening }) {
  const next = nextDueItems(opening);
  return (
    <SectionCard title={overviewTitle[opening.status]}>
      <div className="grid gap-5">
        {opening.status === 'cancelled' ? (
          <div
            role="note"
            className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-900"
            data-testid="cancelled-notice"
          >
            <p className="font-medium">
              Head office cancelled this opening on {formatCalendarDate(opening.cancelledOn ?? opening.targetDate)}. The store will not
              open.
            </p>
            {opening.cancelReason ? <p className="mt-1 whitespace-pre-line">Reason: {opening.cancelReason}</p> : null}
          </div>
        ) : null}
        <OpeningFacts summary={opening} />
        <OpeningProgress summary={opening} />
        {opening.status === 'in_progress' ? (
          <div className="grid gap-2" data-testid="next-due">
            <h3 className="text-sm font-semibold">Due next</h3>
            {next.length === 0 ? (
              <p className="text-sm text-muted-foreground">Every item is done.</p>
            ) : (
              <ul className="grid gap-1.5 text-sm">
                {next.map((i) => (
                  <li key={i.id} className="flex flex-wrap justify-between gap-x-3">
                    <span className={cn('min-w-0', i.overdue && 'font-medium text-destructive')}>{i.title}</span>
                    <span className={cn('whitespace-nowrap text-muted-foreground', i.overdue && 'text-destructive')}>
                      {i.overdue ? 'overdue since' : 'due'} {formatCalendarDate(i.dueOn)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}
