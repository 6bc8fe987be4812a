import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../../../shared/applications.contracts';
import { cn } from '../../../lib/cn';

/**
 * The status filter as a row of toggle buttons with the number of applications in each status (the other filters
 * applied): "All 12 · New 3 · Under review 2 …". The pressed one is the current filter.
 */
export function ApplicationStatusCounts({
  counts,
  value,
  onChange,
}: {
  counts: Partial<Record<ApplicationStatus, number>> | undefined;
  value: ApplicationStatus | null;
  onChange: (status: ApplicationStatus | null) => void;
}) {
  const total = counts ? APPLICATION_STATUSES.reduce((n, s) => n + (counts[s] ?? 0), 0) : undefined;
  const choices: { value: ApplicationStatus | null; label: string; count: number | undefined }[] = [
    { value: null, label: 'All', count: total },
    ...APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s], count: counts ? (counts[s] ?? 0) : undefined })),
  ];
  return (
    <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2" data-testid="application-status-counts">
      {choices.map((c) => {
        const pressed = value === c.value;
        return (
          <button
            key={c.value ?? 'all'}
            type="button"
            aria-pressed={pressed}
            data-status={c.value ?? 'all'}
            onClick={() => onChange(c.value)}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              pressed ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card hover:bg-muted',
            )}
          >
            {c.label}
            <span
              className={cn('min-w-6 rounded-full px-1.5 text-xs tabular-nums', pressed ? 'bg-white/20' : 'bg-muted text-muted-foreground')}
            >
              {c.count ?? '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
