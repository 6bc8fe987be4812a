import { cn } from '../../lib/cn';

/**
 * A list's status filter as a row of toggle buttons, each with the number of records in that status (the list's other
 * filters applied): "All 12 · Open 3 · In Progress 2 …". The pressed one is the current filter; null is All.
 */
export function StatusCountFilter<S extends string>({
  statuses,
  labels,
  counts,
  value,
  onChange,
  testId,
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  /** Undefined while the list loads (the counts show a dash); a missing status counts 0. */
  counts: Partial<Record<S, number>> | undefined;
  value: S | null;
  onChange: (status: S | null) => void;
  testId: string;
}) {
  const total = counts ? statuses.reduce((n, s) => n + (counts[s] ?? 0), 0) : undefined;
  const choices: { value: S | null; label: string; count: number | undefined }[] = [
    { value: null, label: 'All', count: total },
    ...statuses.map((s) => ({ value: s, label: labels[s], count: counts ? (counts[s] ?? 0) : undefined })),
  ];
  return (
    <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2" data-testid={testId}>
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
