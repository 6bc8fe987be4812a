import { hashKey, MutationCache, QueryCache, QueryClient, QueryObserver } from '@tanstack/react-query';
import { SESSION_QUERY_KEY, sessionQueryOptions } from '../features/auth/get-session';
import { followSessionQuery, manageSession, sessionRead, sessionSnapshot } from '../features/auth/session-store';
import { registerCache } from '../lib/app-cache';
import type { SessionResponse } from '../../shared/auth.contracts';
import { invalidateForEvent } from '../features/notifications/invalidate-for-event';
import { orderConflictOf } from '../lib/order-conflict';
import {
  browserOnline,
  CircuitBreaker,
  errorToastFor,
  meansEnrolmentRequired,
  meansSessionLost,
  mutationRetryDelay,
  queryRetryDelay,
  QUERY_POLICY,
  shouldRetryMutation,
  shouldRetryQuery,
  showErrorToast,
  type ErrorToast,
} from './query-policy';

/**
 * The QueryClient, wired from the spec's query policy (query-policy.ts, re-exported here). It loads with the first
 * page that needs it (app/with-query-client.tsx: the signed-in shell, the sign-up and reset pages), not with the
 * entry: the sign-in page does without TanStack Query (issue 12: /login ≤ 110 KB).
 */
export * from './query-policy';

// ---------------------------------------------------------------------------------------------------------
// Wiring into TanStack Query

/** Per-query/mutation switches read by the global error handlers. */
export interface AppMeta extends Record<string, unknown> {
  /** false: the caller shows its own error (forms), so the global toast stays quiet. */
  errorToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

export interface QueryClientDeps {
  breaker?: CircuitBreaker;
  notify?: (t: ErrorToast) => void;
  isOnline?: () => boolean;
}

export function createQueryClient(deps: QueryClientDeps = {}): QueryClient {
  const breaker = deps.breaker ?? new CircuitBreaker();
  const notify = deps.notify ?? showErrorToast;
  const isOnline = deps.isOnline ?? browserOnline;

  // The cache callbacks run only after `client` below exists; they need it to re-read the session.
  const onSessionLost = () => void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });

  const queryCache = new QueryCache({
    // Runs once per query, after its retries are spent.
    onError: (error, query) => {
      // Head office requires two-factor: re-read the session, whose twoFactor.mustEnroll sends the guard to /profile.
      if (meansEnrolmentRequired(error) && query.queryKey[0] !== SESSION_QUERY_KEY[0]) return onSessionLost();
      if (meansSessionLost(error)) {
        // Guards redirect to /login once the session reads as signed out; a toast would only add noise.
        if (query.queryKey[0] !== SESSION_QUERY_KEY[0]) onSessionLost();
        return;
      }
      if (query.meta?.errorToast === false) return;
      notify(errorToastFor(error, 'query', isOnline()));
    },
  });

  const mutationCache = new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (meansEnrolmentRequired(error)) return onSessionLost();
      // The order moved on while the page showed an old state: re-read it everywhere it is shown.
      const moved = orderConflictOf(error);
      if (moved) void invalidateForEvent(client, { type: 'order_changed', relatedOrderId: moved.orderId });
      if (meansSessionLost(error)) onSessionLost();
      if (mutation.meta?.errorToast === false) return;
      notify(errorToastFor(error, 'mutation', isOnline()));
    },
  });

  const client: QueryClient = new QueryClient({
    queryCache,
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: QUERY_POLICY.staleTimeMs,
        gcTime: QUERY_POLICY.gcTimeMs,
        retry: (failureCount, error) => shouldRetryQuery(failureCount, error, breaker),
        retryDelay: (failureCount, error) => queryRetryDelay(failureCount, error),
        refetchOnReconnect: true,
        refetchOnMount: true,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: mutationRetryDelay,
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();

/**
 * From now on the client reads the session (features/auth/session-store.ts had done it alone so far): its query starts
 * from what the store has, stays observed (so invalidations re-read it and a reconnect refreshes it), and the store
 * follows every change of it, including setQueryData. Sign-out's clear and sign-in's ['user'] re-read reach the
 * client through lib/app-cache.ts.
 */
function connectSession(client: QueryClient): void {
  const sessionHash = hashKey(SESSION_QUERY_KEY);
  const seeded = sessionSnapshot();
  if (seeded.data) client.setQueryData(SESSION_QUERY_KEY, seeded.data, { updatedAt: seeded.updatedAt });

  const cache = client.getQueryCache();
  cache.subscribe((event) => {
    // Only the session query the cache holds now: a removed one (sign-out's clear) says nothing about the session
    // any more, whatever its last events carry.
    if (event.query.queryHash !== sessionHash || cache.get(sessionHash) !== event.query) return;
    const { data, dataUpdatedAt, error, fetchStatus } = event.query.state;
    followSessionQuery({
      data: data as SessionResponse | undefined,
      updatedAt: dataUpdatedAt,
      error,
      fetching: fetchStatus === 'fetching',
    });
  });

  let stopObserving: (() => void) | undefined;
  const observe = () => {
    stopObserving?.();
    stopObserving = new QueryObserver(client, sessionQueryOptions()).subscribe(() => undefined);
  };
  // The entry's own read of the session is usually still under way: take its answer rather than ask a second time.
  const reading = seeded.data ? undefined : sessionRead();
  if (reading)
    void reading
      .then((data) => {
        if (client.getQueryData(SESSION_QUERY_KEY) === undefined)
          client.setQueryData(SESSION_QUERY_KEY, data, { updatedAt: sessionSnapshot().updatedAt });
      })
      .catch(() => undefined)
      .finally(() => stopObserving ?? observe());
  else observe();

  // After a clear, the next reader of the session observes (and so reads) it again.
  manageSession({ ensureFresh: () => (stopObserving ? void client.prefetchQuery(sessionQueryOptions()) : observe()) });
  registerCache({
    refreshUser: () => client.invalidateQueries({ queryKey: ['user'], refetchType: 'all' }),
    clear: () => {
      // The observed query goes with the rest; the next reader of the session observes a new one (ensureFresh above),
      // so what is on screen stays as it is until then, as with TanStack's own observers.
      stopObserving?.();
      stopObserving = undefined;
      client.clear();
    },
  });
}

connectSession(queryClient);
