import { CODE_MESSAGES, GENERIC_FALLBACK_MESSAGE, httpStatusMessage, isRetryableStatus, messageForCode } from '../../shared/errors';
import { isApiError } from '../lib/api-client';
import { orderConflictOf } from '../lib/order-conflict';
import { loadToast } from './load-toast';

/**
 * The spec's query behaviour (PRODUCT-SPEC 9): the numbers and pure, clock-injectable decision functions
 * (unit-tested in query-client.test.ts). query-client.ts wires the QueryClient from them; this half has no TanStack
 * import, so the session read of the public pages (features/auth/session-store.ts) follows the same policy
 * without the query client in their first load (issue 12: /login ≤ 110 KB).
 */

export const QUERY_POLICY = {
  staleTimeMs: 2 * 60_000,
  gcTimeMs: 10 * 60_000,
  maxRetries: 2,
  retryBaseMs: 1_000,
  retryFactor: 2,
  retryCapMs: 8_000,
  retryJitter: 0.1,
  /** Wait used when an error is not worth backing off for (kept from the spec, though we don't retry those). */
  nonRetryableDelayMs: 1_000,
} as const;

export const MUTATION_POLICY = {
  maxRetries: 2,
  retryBaseMs: 1_000,
  retryFactor: 1.5,
  retryCapMs: 5_000,
} as const;

export const BREAKER_POLICY = { failureThreshold: 5, resetAfterMs: 5 * 60_000 } as const;

export const GENERIC_RETRY_POLICY = { attempts: 3, baseMs: 1_000, factor: 2, capMs: 10_000, jitter: 0.1 } as const;

export type Random = () => number;

/**
 * Exponential back-off: base × factor^attempt, jittered by ±jitter, never above the cap.
 * `attempt` is 0 for the first retry (TanStack passes its failure count before incrementing).
 */
export function backoffDelay(opts: {
  attempt: number;
  baseMs: number;
  factor: number;
  capMs: number;
  jitter?: number;
  random?: Random;
}): number {
  const { attempt, baseMs, factor, capMs, jitter = 0, random = Math.random } = opts;
  const raw = Math.min(baseMs * factor ** attempt, capMs);
  const jittered = raw * (1 + jitter * (2 * random() - 1));
  return Math.round(Math.min(Math.max(jittered, 0), capMs));
}

/** Spec "Retryable": statuses 408/429/500/502/503/504, plus network and timeout failures. */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT_ERROR') return true;
  return isRetryableStatus(error.status);
}

export function queryRetryDelay(failureCount: number, error: unknown, random: Random = Math.random): number {
  if (!isRetryableError(error)) return QUERY_POLICY.nonRetryableDelayMs;
  return backoffDelay({
    attempt: failureCount,
    baseMs: QUERY_POLICY.retryBaseMs,
    factor: QUERY_POLICY.retryFactor,
    capMs: QUERY_POLICY.retryCapMs,
    jitter: QUERY_POLICY.retryJitter,
    random,
  });
}

export function mutationRetryDelay(failureCount: number): number {
  return backoffDelay({
    attempt: failureCount,
    baseMs: MUTATION_POLICY.retryBaseMs,
    factor: MUTATION_POLICY.retryFactor,
    capMs: MUTATION_POLICY.retryCapMs,
  });
}

/** The endpoint a failure belongs to: the request path, else the query key's first two parts. */
export function endpointOf(error: unknown, queryKey?: readonly unknown[]): string | undefined {
  if (isApiError(error) && error.path) return error.path;
  if (queryKey && queryKey.length > 0) return queryKey.slice(0, 2).map(String).join('/');
  return undefined;
}

/**
 * Per-endpoint circuit breaker: after `failureThreshold` recorded failures it opens and retries stop;
 * it closes again `resetAfterMs` after opening. Failures spread wider apart than that window don't add up.
 */
export class CircuitBreaker {
  private readonly state = new Map<string, { failures: number; firstAt: number; openedAt: number | null }>();
  private readonly threshold: number;
  private readonly resetAfterMs: number;
  private readonly now: () => number;

  constructor(opts: { failureThreshold?: number; resetAfterMs?: number; now?: () => number } = {}) {
    this.threshold = opts.failureThreshold ?? BREAKER_POLICY.failureThreshold;
    this.resetAfterMs = opts.resetAfterMs ?? BREAKER_POLICY.resetAfterMs;
    this.now = opts.now ?? Date.now;
  }

  recordFailure(endpoint: string): void {
    const now = this.now();
    const current = this.current(endpoint, now);
    if (!current) {
      this.state.set(endpoint, { failures: 1, firstAt: now, openedAt: this.threshold <= 1 ? now : null });
      return;
    }
    current.failures += 1;
    if (current.openedAt === null && current.failures >= this.threshold) current.openedAt = now;
  }

  isOpen(endpoint: string): boolean {
    return this.current(endpoint, this.now())?.openedAt != null;
  }

  failures(endpoint: string): number {
    return this.current(endpoint, this.now())?.failures ?? 0;
  }

  reset(endpoint?: string): void {
    if (endpoint === undefined) this.state.clear();
    else this.state.delete(endpoint);
  }

  /** The live state, after dropping it if its window or open period has run out. */
  private current(endpoint: string, now: number) {
    const entry = this.state.get(endpoint);
    if (!entry) return undefined;
    const since = entry.openedAt ?? entry.firstAt;
    if (now - since >= this.resetAfterMs) {
      this.state.delete(endpoint);
      return undefined;
    }
    return entry;
  }
}

/**
 * TanStack `retry` for queries. Records the failure against its endpoint, then retries only retryable
 * errors, at most `maxRetries` times, and never while the endpoint's breaker is open.
 */
export function shouldRetryQuery(failureCount: number, error: unknown, breaker: CircuitBreaker): boolean {
  const endpoint = endpointOf(error);
  if (endpoint) breaker.recordFailure(endpoint);
  if (failureCount >= QUERY_POLICY.maxRetries) return false;
  if (!isRetryableError(error)) return false;
  if (endpoint && breaker.isOpen(endpoint)) return false;
  return true;
}

export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return failureCount < MUTATION_POLICY.maxRetries && isRetryableError(error);
}

/**
 * Generic helper for work outside TanStack Query: 3 attempts in total, 1 s doubling to at most 10 s,
 * with jitter. By default it gives up at once on API errors the catalogue calls non-retryable.
 */
export async function retryWithBackoff<T>(
  fn: (attempt: number) => Promise<T>,
  opts: {
    attempts?: number;
    shouldRetry?: (error: unknown, attempt: number) => boolean;
    sleep?: (ms: number) => Promise<void>;
    random?: Random;
  } = {},
): Promise<T> {
  const {
    attempts = GENERIC_RETRY_POLICY.attempts,
    shouldRetry = (error) => !isApiError(error) || isRetryableError(error),
    sleep = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    random = Math.random,
  } = opts;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt + 1 >= attempts || !shouldRetry(error, attempt)) throw error;
      await sleep(
        backoffDelay({
          attempt,
          baseMs: GENERIC_RETRY_POLICY.baseMs,
          factor: GENERIC_RETRY_POLICY.factor,
          capMs: GENERIC_RETRY_POLICY.capMs,
          jitter: GENERIC_RETRY_POLICY.jitter,
          random,
        }),
      );
    }
  }
}

export interface ErrorToast {
  /** Same id → sonner updates one toast instead of stacking copies. */
  id: string;
  title: 'Network Error' | 'Maintenance Notice' | 'Loading Error' | 'Save Failed';
  description: string;
}

/** Which toast a failed query or mutation raises (spec 8, "Toasts"). */
export function errorToastFor(error: unknown, kind: 'query' | 'mutation', online: boolean): ErrorToast {
  if (!online || (isApiError(error) && error.code === 'NETWORK_ERROR')) {
    return { id: 'network-error', title: 'Network Error', description: CODE_MESSAGES.NETWORK_ERROR };
  }
  if (isApiError(error) && error.status === 503) {
    return { id: 'maintenance', title: 'Maintenance Notice', description: httpStatusMessage(503) };
  }
  const title = kind === 'query' ? 'Loading Error' : 'Save Failed';
  // An order that moved on says what happened to it rather than "conflicts with existing data".
  const description =
    orderConflictOf(error)?.reason ?? (isApiError(error) ? error.message || messageForCode(error.code) : GENERIC_FALLBACK_MESSAGE);
  return { id: `${title}:${description}`, title, description };
}

/** A 401 means the server no longer knows us: the session must be re-read so guards can react. */
export function meansSessionLost(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.code === 'SESSION_EXPIRED');
}

/** 403 TWO_FACTOR_ENROLLMENT_REQUIRED: the account must set up two-factor before anything else. */
export function meansEnrolmentRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'TWO_FACTOR_ENROLLMENT_REQUIRED';
}

// sonner loads with the first toast (app/load-toast.ts): the sign-in page does without it until then.
export const showErrorToast = (t: ErrorToast) =>
  void loadToast().then((toast) => toast.error(t.title, { id: t.id, description: t.description }));
export const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Tells the user as soon as the browser drops offline, not only when a request fails. Returns cleanup. */
export function installOfflineToast(notify: (t: ErrorToast) => void = showErrorToast): () => void {
  const onOffline = () => notify(errorToastFor(undefined, 'query', false));
  window.addEventListener('offline', onOffline);
  return () => window.removeEventListener('offline', onOffline);
}
