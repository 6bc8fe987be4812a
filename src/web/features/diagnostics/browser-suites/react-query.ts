import type { DefaultOptions, QueryClient } from '@tanstack/react-query';
import type { CheckResult } from '../../../../shared/diagnostics.contracts';
import { MUTATION_POLICY, QUERY_POLICY } from '../../../app/query-policy';
import { ApiError } from '../../../lib/api-client';
import { CACHE_PROFILES, type CacheProfile } from '../../../lib/cache-profiles';
import { defineQuery } from '../../../lib/queries/define-query';
import { fail, pass, redactedJson, timed, verdict } from './check-kit';

/**
 * react-query: the QueryClient this browser runs with (not the numbers in the source, the live client's settings)
 * against the spec's query policy (app/query-policy.ts) and the cache profiles (lib/cache-profiles.ts).
 */

type Retry = NonNullable<NonNullable<DefaultOptions['queries']>['retry']>;
type RetryDelay = NonNullable<NonNullable<DefaultOptions['queries']>['retryDelay']>;

/** Whether TanStack would retry after `failureCount` failures, whatever form the setting takes (its default is 3). */
export function wouldRetry(retry: Retry | undefined, failureCount: number, error: unknown): boolean {
  if (typeof retry === 'function') return retry(failureCount, error as Error);
  if (typeof retry === 'boolean') return retry;
  return failureCount < (retry ?? 3);
}

function delayOf(retryDelay: RetryDelay | undefined, failureCount: number, error: unknown): number | null {
  if (typeof retryDelay === 'function') return retryDelay(failureCount, error as Error);
  return typeof retryDelay === 'number' ? retryDelay : null;
}

/**
 * A failure of the given status on an endpoint of its own: the live client's circuit breaker counts failures per
 * endpoint, so the probes must not count against (or open the breaker of) a real one.
 */
function probeError(status: number, run: string, code?: string): ApiError {
  const path = `/api/diagnostics/__retry-probe__/${run}/${status}${code ? `-${code}` : ''}`;
  const codes: Record<number, string> = { 0: 'NETWORK_ERROR', 404: 'NOT_FOUND', 422: 'VALIDATION_ERROR', 503: 'SERVICE_UNAVAILABLE' };
  return new ApiError({ status, code: code ?? codes[status] ?? 'INTERNAL_ERROR', message: `Probe ${status}`, path });
}

const describeRetry = (retry: unknown) => (typeof retry === 'function' ? 'a function (per error)' : JSON.stringify(retry ?? 'default (3)'));
const ms = (n: unknown) => (typeof n === 'number' ? `${n.toLocaleString('en-PH')} ms` : String(n));

function settingsOf(options: Record<string, unknown>): string {
  const shown: Record<string, unknown> = {};
  for (const key of [
    'staleTime',
    'gcTime',
    'refetchInterval',
    'refetchOnWindowFocus',
    'refetchOnReconnect',
    'refetchOnMount',
    'retry',
    'retryDelay',
  ])
    shown[key] = typeof options[key] === 'function' ? 'function' : (options[key] ?? null);
  return redactedJson(shown, 1500);
}

export async function reactQueryChecks(client: QueryClient, run = Date.now().toString(36)): Promise<CheckResult[]> {
  const defaults = client.getDefaultOptions();
  const queries = defaults.queries ?? {};
  const mutations = defaults.mutations ?? {};
  const results: CheckResult[] = [];

  results.push(
    await timed('Query defaults: staleTime, gcTime and refetch settings', () => {
      const want = {
        staleTime: QUERY_POLICY.staleTimeMs,
        gcTime: QUERY_POLICY.gcTimeMs,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      };
      const got = {
        staleTime: queries.staleTime,
        gcTime: queries.gcTime,
        refetchOnWindowFocus: queries.refetchOnWindowFocus,
        refetchOnReconnect: queries.refetchOnReconnect,
      };
      const wrong = (Object.keys(want) as (keyof typeof want)[]).filter((k) => got[k] !== want[k]);
      const evidence = { request: 'queryClient.getDefaultOptions().queries', response: settingsOf(queries as Record<string, unknown>) };
      return verdict(
        wrong.length === 0,
        `staleTime ${ms(got.staleTime)}, gcTime ${ms(got.gcTime)}, no refetch on window focus, refetch on reconnect: as the query policy says.`,
        `Differs from the query policy: ${wrong.map((k) => `${k} is ${String(got[k])}, expected ${String(want[k])}`).join('; ')}.`,
        evidence,
      );
    }),
  );

  results.push(
    await timed('Queries: client errors (400, 403, 404, 409, 422) are not retried', () => {
      const tried = [400, 403, 404, 409, 422].map((status) => ({ status, retried: wouldRetry(queries.retry, 0, probeError(status, run)) }));
      const retried = tried.filter((t) => t.retried).map((t) => t.status);
      const evidence = {
        request: `retry(0, ApiError 400|403|404|409|422); retry is ${describeRetry(queries.retry)}`,
        response: redactedJson(tried),
      };
      return verdict(
        retried.length === 0,
        'A failure the user must fix (or that will not change) fails at once.',
        `Retried: ${retried.join(', ')}.`,
        evidence,
      );
    }),
  );

  results.push(
    await timed(`Queries: 503, 500 and network errors retry up to ${QUERY_POLICY.maxRetries} times`, () => {
      const max = QUERY_POLICY.maxRetries;
      const cases = [
        { label: '503', error: () => probeError(503, run) },
        { label: '500', error: () => probeError(500, run) },
        { label: 'network', error: () => probeError(0, run) },
      ];
      const seen = cases.map(({ label, error }) => {
        // One error per attempt, as TanStack passes the latest failure.
        const attempts = Array.from({ length: max + 1 }, (_, n) => wouldRetry(queries.retry, n, error()));
        return { label, attempts };
      });
      const wrong = seen.filter((s) => s.attempts.slice(0, max).some((r) => !r) || s.attempts[max]);
      const evidence = {
        request: `retry(0…${max}, ApiError 503|500|NETWORK_ERROR); retry is ${describeRetry(queries.retry)}`,
        response: redactedJson(seen),
      };
      return verdict(
        wrong.length === 0,
        `Retried after failures 1…${max}, then given up: ${max} retries, as the query policy says.`,
        `Not as the policy says (${max} retries): ${wrong.map((w) => `${w.label} → ${w.attempts.join(', ')}`).join('; ')}.`,
        evidence,
      );
    }),
  );

  results.push(
    await timed('Queries: retry back-off doubles from 1 s, capped at 8 s, with jitter', () => {
      const error = probeError(503, run, 'delay');
      const delays = [0, 1, 2, 5].map((n) => delayOf(queries.retryDelay, n, error));
      const { retryBaseMs: base, retryFactor: factor, retryCapMs: cap, retryJitter: jitter } = QUERY_POLICY;
      const within = (d: number | null, n: number) => {
        const want = Math.min(base * factor ** n, cap);
        return d !== null && d >= want * (1 - jitter) - 1 && d <= Math.min(want * (1 + jitter), cap) + 1;
      };
      const ok = [0, 1, 2, 5].every((n, i) => within(delays[i], n));
      const evidence = { request: 'retryDelay(0|1|2|5, ApiError 503)', response: redactedJson(delays) };
      return verdict(
        ok,
        `Delays ${delays.map(ms).join(', ')}.`,
        `Delays ${delays.map(ms).join(', ')} are not the policy's back-off.`,
        evidence,
      );
    }),
  );

  results.push(
    await timed(`Mutations: retried up to ${MUTATION_POLICY.maxRetries} times on 503, never on 422`, () => {
      const max = MUTATION_POLICY.maxRetries;
      const on503 = Array.from({ length: max + 1 }, (_, n) => wouldRetry(mutations.retry, n, probeError(503, run, 'm')));
      const on422 = wouldRetry(mutations.retry, 0, probeError(422, run, 'm'));
      const ok = on503.slice(0, max).every(Boolean) && !on503[max] && !on422;
      const evidence = {
        request: `mutations.retry(0…${max}, 503) and (0, 422); retry is ${describeRetry(mutations.retry)}`,
        response: redactedJson({ on503, on422 }),
      };
      return verdict(
        ok,
        'A failed save is retried only when the server may recover.',
        `503 → ${on503.join(', ')}; 422 → ${on422}.`,
        evidence,
      );
    }),
  );

  for (const [name, profile] of Object.entries(CACHE_PROFILES) as [string, CacheProfile][]) {
    results.push(
      await timed(`Cache profile "${name}" applies to the queries built with it`, () => {
        // A query built the way every feature builds one, then resolved by the live client as useQuery would.
        const built = defineQuery({
          cache: profile,
          queryKey: ['diagnostics', 'cache-profile', name, run],
          fetch: () => Promise.resolve(null),
        });
        const effective = client.defaultQueryOptions(built.options()) as unknown as Record<string, unknown>;
        const want: Record<string, unknown> = {
          staleTime: profile.staleTime,
          gcTime: profile.gcTime,
          refetchInterval: profile.refetchInterval ?? queries.refetchInterval,
          refetchOnWindowFocus: profile.refetchOnWindowFocus ?? queries.refetchOnWindowFocus,
          // Everything the profile leaves alone comes from the client's defaults (the retry policy above).
          retry: queries.retry,
        };
        const wrong = Object.keys(want).filter((k) => effective[k] !== want[k]);
        const evidence = {
          request: `defineQuery({ cache: CACHE_PROFILES.${name} }) ${redactedJson(profile)}`,
          response: settingsOf(effective),
        };
        if (wrong.length > 0)
          return fail(
            `Not applied: ${wrong.map((k) => `${k} is ${String(effective[k])}, expected ${String(want[k])}`).join('; ')}.`,
            evidence,
          );
        return pass(
          `staleTime ${ms(profile.staleTime)}, gcTime ${ms(profile.gcTime)}` +
            `${profile.refetchInterval ? `, refetch every ${ms(profile.refetchInterval)}` : ''}` +
            `${effective.refetchOnWindowFocus ? ', refetch on window focus' : ''}; retries as the defaults.`,
          evidence,
        );
      }),
    );
  }
  return results;
}
