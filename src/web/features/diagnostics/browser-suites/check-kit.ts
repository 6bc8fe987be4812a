import type { CheckResult, CheckStatus } from '../../../../shared/diagnostics.contracts';

/**
 * The browser's half of the suite kit (the server's is src/server/modules/diagnostics/suite-kit.ts): each check
 * returns an outcome, `timed` measures it and turns a throw into a failure, and `probe` calls the API the way the
 * page does, keeping a one-line request and response summary as the evidence (secrets elided, never a cookie).
 */

export interface Evidence {
  request: string;
  response: string;
}

export interface Outcome {
  status: CheckStatus;
  detail: string;
  evidence?: Evidence | null;
}

export const pass = (detail: string, evidence?: Evidence | null): Outcome => ({ status: 'pass', detail, evidence });
export const fail = (detail: string, evidence?: Evidence | null): Outcome => ({ status: 'fail', detail, evidence });
export const skip = (detail: string, evidence?: Evidence | null): Outcome => ({ status: 'skip', detail, evidence });
export const verdict = (ok: boolean, passDetail: string, failDetail: string, evidence?: Evidence | null): Outcome =>
  ok ? pass(passDetail, evidence) : fail(failDetail, evidence);

/** The contract's limits (ZCheckResult): the server refuses longer texts. */
const LIMITS = { name: 200, detail: 2000, request: 500, response: 2000 } as const;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Runs one check, timing it; a throw is a failure with its message (never a stack). */
export async function timed(name: string, run: () => Outcome | Promise<Outcome>): Promise<CheckResult> {
  const started = performance.now();
  let outcome: Outcome;
  try {
    outcome = await run();
  } catch (error) {
    outcome = fail(`The check itself failed: ${errorText(error)}`);
  }
  return {
    name: clip(name, LIMITS.name),
    status: outcome.status,
    durationMs: Math.min(Math.round((performance.now() - started) * 10) / 10, 600_000),
    detail: clip(outcome.detail, LIMITS.detail),
    evidence: outcome.evidence
      ? { request: clip(outcome.evidence.request, LIMITS.request), response: clip(outcome.evidence.response, LIMITS.response) }
      : null,
  };
}

export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message || error.name : String(error)).split('\n')[0].slice(0, 500);
}

const SECRET_KEYS = /token|secret|password|cookie|authorization|otp|code_verifier|jwt/i;
/** JSON with secret-looking values replaced, cut to `max` characters. */
export function redactedJson(value: unknown, max = 600): string {
  const text = JSON.stringify(value, (key, v: unknown) => (key && SECRET_KEYS.test(key) && typeof v === 'string' ? '…' : v));
  if (text === undefined) return '';
  return clip(text, max);
}

export interface ProbeResponse {
  status: number;
  /** The parsed JSON body, or undefined when there was none. */
  json: unknown;
  ms: number;
  evidence: Evidence;
}

export interface ProbeRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** false: no cookies (as a visitor without a session would call). */
  credentials?: boolean;
}

/** Calls the API and answers with whatever came back (a 4xx is an answer here, not a throw). */
export type Probe = (req: ProbeRequest) => Promise<ProbeResponse>;

export const browserProbe: Probe = async ({ method = 'GET', url, body, credentials = true }) => {
  const started = performance.now();
  const response = await fetch(url, {
    method,
    credentials: credentials ? 'include' : 'omit',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const ms = Math.round((performance.now() - started) * 10) / 10;
  return { status: response.status, json, ms, evidence: evidenceOf({ method, url, body, credentials }, response.status, json, text, ms) };
};

export function evidenceOf(req: ProbeRequest, status: number, json: unknown, text = '', ms?: number): Evidence {
  const who = req.credentials === false ? ' (no cookies)' : '';
  const sent = req.body === undefined ? '' : ` ${redactedJson(req.body, 200)}`;
  const took = ms === undefined ? '' : ` in ${ms} ms`;
  const body = json !== undefined ? ` ${redactedJson(json, 1500)}` : text ? ` ${text.length} bytes` : '';
  return { request: `${req.method ?? 'GET'} ${req.url}${who}${sent}`, response: `${status}${took}${body}` };
}
