import { DIAGNOSTICS_API, ERROR_REPORT_LIMITS } from '../../../shared/diagnostics-info';
import type { InstrumentFlags } from './flags';

export type ErrorKind = 'error' | 'unhandledrejection' | 'render';

/** The body of POST /api/diagnostics/error-reports (ZErrorReport), trimmed to ERROR_REPORT_LIMITS. */
export interface ErrorReportBody {
  kind: ErrorKind;
  message: string;
  stack?: string;
  route: string;
  buildVersion?: string;
  browser?: string;
}

/** The same message and stack is sent once per this window: a render loop or a failing poll is one report, not fifty. */
export const DEDUPE_MS = 60_000;
/** After this many reports a page load sends no more (the server's own per-address limit: more would be refused). */
export const MAX_REPORTS_PER_PAGE = ERROR_REPORT_LIMITS.perAddress;

export interface ReporterDeps {
  flags: () => Promise<InstrumentFlags>;
  /** Sends one JSON body; a rejection is swallowed. */
  send: (body: string) => Promise<unknown>;
  route: () => string;
  buildVersion: string;
  browser: string;
  now?: () => number;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Errors the app expects and handles, which are not bugs: API refusals, an ApiError below 500 (0 is "no answer", the
 * offline toast's case), shown as a toast or a form error; a 401 thrown while rendering signs out (the boundary's auth
 * screen). A 5xx that crashes a render is a bug and is reported. Duck-typed: lib/api-client.ts stays out of this chunk.
 */
export function isExpectedError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, status } = error as { name?: unknown; status?: unknown };
  return name === 'ApiError' && typeof status === 'number' && status < 500;
}

/** What a thrown value says about itself: Error, ErrorEvent without an error object (a cross-origin script), or anything. */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error)
    return { message: `${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message}`, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

export function reportBody(
  kind: ErrorKind,
  error: unknown,
  deps: Pick<ReporterDeps, 'route' | 'buildVersion' | 'browser'>,
): ErrorReportBody {
  const { message, stack } = describeError(error);
  const L = ERROR_REPORT_LIMITS;
  const body: ErrorReportBody = {
    kind,
    message: clip(message.trim() || 'Unknown error', L.message),
    route: clip(deps.route(), L.route) || '/',
  };
  if (stack?.trim()) body.stack = clip(stack, L.stack);
  if (deps.buildVersion) body.buildVersion = clip(deps.buildVersion, L.buildVersion);
  if (deps.browser) body.browser = clip(deps.browser.trim(), L.browser);
  return body;
}

/**
 * report(kind, error): sends one error report when error reporting is on, at most once per DEDUPE_MS for the same
 * message and stack, and at most MAX_REPORTS_PER_PAGE per page load. It never throws and reports nothing about its
 * own failures (a failed send is dropped; a failure of the reporter while reporting is ignored), so it cannot loop.
 */
export function createErrorReporter(deps: ReporterDeps): (kind: ErrorKind, error: unknown) => void {
  const now = deps.now ?? Date.now;
  const lastSent = new Map<string, number>();
  let sent = 0;
  let busy = false;
  return (kind, error) => {
    if (busy) return; // an error thrown while this very function runs: ours, not the page's
    busy = true;
    try {
      if (sent >= MAX_REPORTS_PER_PAGE || isExpectedError(error)) return;
      const body = reportBody(kind, error, deps);
      const key = `${body.message}\n${body.stack ?? ''}`;
      const at = now();
      const previous = lastSent.get(key);
      if (previous !== undefined && at - previous < DEDUPE_MS) return;
      lastSent.set(key, at);
      sent += 1;
      const json = JSON.stringify(body);
      void deps
        .flags()
        .then((flags) => (flags.errorReporting ? deps.send(json) : undefined))
        .catch(() => undefined);
    } catch {
      // The reporter is a bystander: whatever went wrong here must not become another error to report.
    } finally {
      busy = false;
    }
  };
}

/** POST with keepalive, so a report made just before the tab closes or navigates still arrives. */
export function postErrorReport(fetchImpl: typeof fetch = (...args) => fetch(...args)): (body: string) => Promise<unknown> {
  return (body) =>
    fetchImpl(DIAGNOSTICS_API.errorReports, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body,
    });
}
