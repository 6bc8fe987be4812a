import type { CheckResult, CheckStatus } from './diagnostics.contracts';

/**
 * What every /test check is made of, on the server (modules/diagnostics/suite-kit.ts) and in the browser
 * (features/diagnostics/browser-suites/check-kit.ts): an outcome with a sentence and its evidence, and `timed`, which
 * measures a check, turns a throw into a failure (its message, never a stack) and keeps each text within the
 * contract's limits (ZCheckResult), so a long answer is cut rather than refused. Type-only imports: no zod here.
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
/** pass when `ok`, else fail, with the same evidence. */
export const verdict = (ok: boolean, passDetail: string, failDetail: string, evidence?: Evidence | null): Outcome =>
  ok ? pass(passDetail, evidence) : fail(failDetail, evidence);

/** The contract's limits (ZCheckResult). */
const LIMITS = { name: 200, detail: 2000, request: 500, response: 2000, durationMs: 600_000 } as const;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The first line of an error's message, at most 500 characters. */
export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message || error.name : String(error)).split('\n')[0].slice(0, 500);
}

/** Runs one check, timing it; a throw is a failure with its message. */
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
    durationMs: Math.min(Math.round((performance.now() - started) * 10) / 10, LIMITS.durationMs),
    detail: clip(outcome.detail, LIMITS.detail),
    evidence: outcome.evidence
      ? { request: clip(outcome.evidence.request, LIMITS.request), response: clip(outcome.evidence.response, LIMITS.response) }
      : null,
  };
}

const SECRET_KEYS = /token|secret|password|cookie|authorization|otp|code_verifier|jwt/i;
/** JSON with secret-looking values replaced, cut to `max` characters. */
export function redactedJson(value: unknown, max = 600): string {
  const text = JSON.stringify(value, (key, v: unknown) => (key && SECRET_KEYS.test(key) && typeof v === 'string' ? '…' : v));
  if (text === undefined) return '';
  return clip(text, max);
}
