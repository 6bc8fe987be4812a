import type { Job } from '../../../../../shared/diagnostics.contracts';
import { formatDateTime } from '../../../../../shared/time';
import { PILL_TONES, StatusPill } from '../../../../components/ui/status-pill';
import { SectionCard } from '../../../../components/section-card';
import { useScheduledJobs } from '../../get-jobs';

function resultOf(job: Job): { label: string; tone: string; status: string } {
  if (job.running) return { label: 'Running', tone: PILL_TONES.info, status: 'running' };
  if (!job.lastFinishedAt) return { label: 'Not run yet', tone: PILL_TONES.neutral, status: 'never' };
  return job.lastError ? { label: 'Failed', tone: PILL_TONES.bad, status: 'fail' } : { label: 'OK', tone: PILL_TONES.good, status: 'pass' };
}

/** "every 3600000 ms" (an interval job) reads as "every 1 h"; cron-like schedules stay as they are. */
export function readableSchedule(schedule: string): string {
  const ms = /^every (\d+) ?ms$/.exec(schedule)?.[1];
  if (!ms) return schedule;
  const n = Number(ms);
  const [size, unit] =
    n % 3_600_000 === 0 ? [n / 3_600_000, 'h'] : n % 60_000 === 0 ? [n / 60_000, 'min'] : n % 1000 === 0 ? [n / 1000, 's'] : [n, 'ms'];
  return `every ${size} ${unit}`;
}

const when = (at: string | null) => (at ? formatDateTime(at) : '—');
const summary = (result: unknown) => {
  if (result === null || result === undefined) return null;
  const text = typeof result === 'string' ? result : JSON.stringify(result);
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
};

/** The scheduler's jobs (head office and admin): schedule, last run and its result or error, next run. */
export function JobsCard() {
  const jobs = useScheduledJobs();
  return (
    <SectionCard title="Scheduled jobs">
      {jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No jobs are scheduled.</p>
      ) : (
        <ul aria-label="Scheduled jobs" className="divide-y divide-border">
          {jobs.map((job) => {
            const result = resultOf(job);
            const detail = job.lastError ?? summary(job.lastResult);
            return (
              <li key={job.name} className="grid gap-1 py-3 text-sm" data-testid="job">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium">{job.name}</span>
                  <StatusPill kind="Last run" label={result.label} tone={result.tone} status={result.status} />
                  <span className="font-mono text-xs text-muted-foreground">{readableSchedule(job.schedule)}</span>
                </div>
                <p className="text-muted-foreground">
                  Last run {when(job.lastFinishedAt ?? job.lastStartedAt)} · next {when(job.nextRunAt)} · {job.runs} run
                  {job.runs === 1 ? '' : 's'}, {job.failures} failed
                </p>
                {detail ? <p className="font-mono text-xs [overflow-wrap:anywhere]">{detail}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
