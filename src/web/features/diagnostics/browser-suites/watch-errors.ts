import type { CheckResult } from '../../../../shared/diagnostics.contracts';
import { errorText } from './check-kit';

/** The check a run gets when something threw while it ran (issue 32, point 7): the suite fails, naming the error. */
export const ERRORS_CHECK = 'No error was thrown during the run';

/**
 * Runs a browser suite and fails it when anything threw while it ran: the suite itself (a throw becomes one failing
 * check instead of a run that never records), or anything the page reported meanwhile on `target` (window's 'error'
 * and 'unhandledrejection' events: an effect's cleanup that throws during a probe's unmount lands there, not in the
 * check that caused it). A clean run gets no extra check, so its counts are those of its own checks.
 */
export async function runWatched(run: () => Promise<CheckResult[]>, target: EventTarget = window): Promise<CheckResult[]> {
  const started = performance.now();
  const errors: string[] = [];
  const onError = (event: Event) => errors.push(`Error: ${errorText((event as ErrorEvent).error ?? (event as ErrorEvent).message)}`);
  const onRejection = (event: Event) => errors.push(`Unhandled rejection: ${errorText((event as PromiseRejectionEvent).reason)}`);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  let checks: CheckResult[] = [];
  try {
    checks = await run();
  } catch (error) {
    errors.push(`The suite threw: ${errorText(error)}`);
  } finally {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  }
  if (errors.length === 0) return checks;
  const durationMs = Math.min(600_000, Math.round(performance.now() - started));
  const detail = `${errors.length} error${errors.length === 1 ? ' was' : 's were'} thrown while the suite ran: ${errors.join('; ')}`;
  return [
    ...checks,
    {
      name: ERRORS_CHECK,
      status: 'fail',
      detail: detail.length > 2000 ? `${detail.slice(0, 1999)}…` : detail,
      durationMs,
      evidence: null,
    },
  ];
}
