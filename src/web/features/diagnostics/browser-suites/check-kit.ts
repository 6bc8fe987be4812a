import { redactedJson, type Evidence } from '../../../../shared/diagnostics-checks';

export { errorText, fail, pass, redactedJson, skip, timed, verdict } from '../../../../shared/diagnostics-checks';
export type { Evidence, Outcome } from '../../../../shared/diagnostics-checks';

/**
 * The browser's half of the suite kit (the server's is src/server/modules/diagnostics/suite-kit.ts; outcomes and
 * `timed` are shared/diagnostics-checks.ts): `probe` calls the API the way the
 * page does, keeping a one-line request and response summary as the evidence (secrets elided, never a cookie).
 */

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
