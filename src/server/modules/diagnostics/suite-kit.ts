import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/rls';
import { roleHas } from '../../../shared/roles';
import type { CheckResult } from '../../../shared/diagnostics.contracts';
import { errorText, redactedJson, timed, type Evidence, type Outcome } from '../../../shared/diagnostics-checks';

export { fail, pass, redactedJson, skip, verdict } from '../../../shared/diagnostics-checks';
export type { Evidence, Outcome } from '../../../shared/diagnostics-checks';

/**
 * The kit every /test suite is written with (issue 17). A suite lists checks; each check calls the live app
 * through `probe.call` (the whole HTTP pipeline — guards, validation, error handler — without a socket) or the
 * database, and says pass, fail or skip with a sentence and its evidence. The runner times each check, turns a
 * throw into a failure (message only, never a stack), and skips checks the caller may not run.
 */

/** 'anyone': exposes nothing; 'signedIn': about the caller's own session/data; 'operator': writes something or reads
 * other users' data — franchisor and admin only (diagnostics.operate). */
export type CheckAccess = 'anyone' | 'signedIn' | 'operator';

export interface ProbeResponse {
  status: number;
  headers: Record<string, unknown>;
  body: string;
  /** The parsed JSON body, or undefined when it is not JSON. */
  json: unknown;
  /** A one-line request and response summary for the evidence (cookies and tokens never appear in it). */
  evidence: Evidence;
}

export interface ProbeRequest {
  method?: InjectOptions['method'];
  url: string;
  payload?: unknown;
  /** Whose credentials: the caller's (default), none, or another session's cookie / bearer token. */
  as?: 'caller' | 'anonymous' | { cookie: string } | { bearer: string };
  headers?: Record<string, string>;
}

export interface Probe {
  ctx: AppContext;
  app: FastifyInstance;
  /** The caller, or null for a visitor (only 'anyone' checks run then). */
  actor: Actor | null;
  call(req: ProbeRequest): Promise<ProbeResponse>;
}

export interface SuiteCheck {
  name: string;
  /** Default 'signedIn'. */
  access?: CheckAccess;
  run(probe: Probe): Promise<Outcome>;
}

/** A suite's checks; a function when the list depends on the system (one check per table, per route…). */
export type SuiteDefinition = readonly SuiteCheck[] | ((probe: Probe) => Promise<readonly SuiteCheck[]>);

export const OPERATOR_ONLY = 'Runs for franchisor and admin only: it writes (and removes) test data or reads other users’ data.';
export const SIGN_IN_NEEDED = 'Sign in to run this check.';

function summariseResponse(status: number, json: unknown, body: string): string {
  if (json !== undefined) return `${status} ${redactedJson(json)}`;
  return `${status}${body ? ` ${body.length} bytes` : ''}`;
}

/** Builds the probe for one caller: injected requests carry their cookie/Authorization unless told otherwise. */
export function createProbe(
  app: FastifyInstance,
  ctx: AppContext,
  actor: Actor | null,
  caller: { cookie?: string; authorization?: string },
): Probe {
  return {
    ctx,
    app,
    actor,
    async call({ method = 'GET', url, payload, as = 'caller', headers = {} }) {
      const h: Record<string, string> = { origin: ctx.baseUrl, ...headers };
      if (as === 'caller') {
        if (caller.cookie) h.cookie = caller.cookie;
        if (caller.authorization) h.authorization = caller.authorization;
      } else if (as !== 'anonymous') {
        if ('cookie' in as) h.cookie = as.cookie;
        else h.authorization = `Bearer ${as.bearer}`;
      }
      const res = await app.inject({ method, url, headers: h, ...(payload === undefined ? {} : { payload: payload as never }) });
      let json: unknown;
      try {
        json = res.headers['content-type']?.toString().includes('json') ? res.json() : undefined;
      } catch {
        json = undefined;
      }
      const who = as === 'caller' ? '' : as === 'anonymous' ? ' (no session)' : ' (test session)';
      const sent = payload === undefined ? '' : ` ${redactedJson(payload, 200)}`;
      return {
        status: res.statusCode,
        headers: res.headers,
        body: res.body,
        json,
        evidence: { request: `${method} ${url}${who}${sent}`.slice(0, 500), response: summariseResponse(res.statusCode, json, res.body) },
      };
    },
  };
}

function mayRun(access: CheckAccess, actor: Actor | null): string | null {
  if (access === 'anyone') return null;
  if (!actor) return SIGN_IN_NEEDED;
  if (access === 'operator' && !roleHas(actor.role, 'diagnostics.operate')) return OPERATOR_ONLY;
  return null;
}

/** Runs each check in order (some clean up after the one before), timing each; never throws. */
export async function runChecks(definition: SuiteDefinition, probe: Probe): Promise<CheckResult[]> {
  let checks: readonly SuiteCheck[];
  try {
    checks = typeof definition === 'function' ? await definition(probe) : definition;
  } catch (err) {
    return [{ name: 'Prepare the suite', status: 'fail', durationMs: 0, detail: errorText(err), evidence: null }];
  }
  const results: CheckResult[] = [];
  for (const check of checks) {
    const refused = mayRun(check.access ?? 'signedIn', probe.actor);
    if (refused) {
      results.push({ name: check.name, status: 'skip', durationMs: 0, detail: refused, evidence: null });
      continue;
    }
    results.push(await timed(check.name, () => check.run(probe)));
  }
  return results;
}
