import { Link } from 'react-router';
import { AlertTriangle, ArrowRight, Award } from 'lucide-react';
import { paths } from '../../../../shared/routes';
import { SectionCard } from '../../../components/section-card';
import { trainingSummaryQuery } from '../get-training-summary';

const linkClass =
  'inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The dashboard's training card: progress of the current programme and where to continue, from the training API. */
export function TrainingCard() {
  const query = trainingSummaryQuery.useData();
  if (query.isPending)
    return <SectionCard title="Training">{<p className="text-sm text-muted-foreground">Loading training progress…</p>}</SectionCard>;
  if (query.isError)
    return (
      <SectionCard title="Training">
        <p className="text-sm text-muted-foreground">Training progress could not be loaded.</p>
      </SectionCard>
    );
  const s = query.data;
  if (!s.programId)
    return (
      <SectionCard title="Training">
        <p className="text-sm text-muted-foreground">No training programme has been published for your brand yet.</p>
      </SectionCard>
    );
  return (
    <SectionCard title="Training">
      <div className="grid gap-3" data-testid="training-card">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-medium">{s.programTitle}</p>
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground tabular-nums" data-testid="training-card-percent">
              {s.percent}%
            </span>{' '}
            {/* The percentage counts lessons read in unfinished modules too, so it can run ahead of whole modules. */}
            through · {s.modulesCompleted} of {s.modulesTotal} modules completed
          </p>
        </div>
        <div
          role="progressbar"
          aria-label="Training progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={s.percent}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${s.percent}%` }} />
        </div>
        {s.overdue ? (
          <p className="inline-flex items-center gap-1.5 text-sm font-medium text-destructive">
            <AlertTriangle aria-hidden className="size-4" /> Overdue: head office expected this programme to be finished by now.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {s.nextModule ? (
            <Link to={paths.trainingModule(s.nextModule.id)} className={linkClass}>
              Continue: {s.nextModule.title}
              <ArrowRight aria-hidden className="size-3.5" />
            </Link>
          ) : null}
          {s.certificateAvailable ? (
            <Link to={paths.training} className={linkClass}>
              <Award aria-hidden className="size-4" /> Certificate ready to download
            </Link>
          ) : null}
          <Link to={paths.training} className={linkClass}>
            All training
            {s.programCount > 1 ? ` (${s.programCount} programmes)` : ''}
          </Link>
        </div>
      </div>
    </SectionCard>
  );
}
