import { useEffect, useSyncExternalStore } from 'react';
import type { SessionResponse } from '../../../shared/auth.contracts';
import { SESSION } from '../../../shared/constants';
import { apiFetch, isApiError } from '../../lib/api-client';
import { registerCache } from '../../lib/app-cache';
import { browserOnline, CircuitBreaker, errorToastFor, queryRetryDelay, shouldRetryQuery, showErrorToast } from '../../app/query-policy';
import { parseSession } from './session-shape';

/**
 * GET /api/session as every page reads it, without TanStack Query: the sign-in and public pages do without the
 * query client (issue 12: /login ≤ 110 KB). Until the query client loads, this store reads the session itself, with
 * the spec's query policy (retries with back-off, then the Loading/Network Error toast). Once it has loaded
 * (app/query-client.ts), the client's ['user','session'] query takes over — its retries, invalidations (a 401
 * anywhere, ['user'] after sign-in) and refetch on reconnect — and fetches through this store, which follows it.
 */

export const SESSION_QUERY_KEY = ['user', 'session'] as const;

export const SIGNED_OUT_SESSION: SessionResponse = { user: null, permissions: null, demoAccounts: false, twoFactor: null };

export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  try {
    const data = await apiFetch<unknown>('/api/session', { signal });
    return parseSession(data);
  } catch (error) {
    // The endpoint answers 200 with user null when signed out; a 401 means the same thing.
    if (isApiError(error) && error.status === 401) return SIGNED_OUT_SESSION;
    throw error;
  }
}

interface SessionState {
  data: SessionResponse | undefined;
  updatedAt: number;
  /** The last read's failure, once its retries are spent; null after a success. */
  error: unknown;
  /** A read of the store's own is under way (retries included). */
  loading: boolean;
  /** The query client's session query is fetching. */
  queryFetching: boolean;
}

let state: SessionState = { data: undefined, updatedAt: 0, error: null, loading: false, queryFetching: false };
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** What the query client does for the session once it has loaded. */
export interface SessionManager {
  /** Re-reads the session if it is older than its freshness (as a mounting query observer would). */
  ensureFresh: () => void;
}
let manager: SessionManager | undefined;

let latest = 0;
let inFlight: Promise<SessionResponse> | undefined;

/**
 * One request to GET /api/session; the store takes its answer unless a newer request has started since. `fresh`
 * starts a new request even when one is under way (the query client's fetches: an invalidation after sign-in must
 * not be answered by a request that left before it).
 */
export function fetchSessionOnce({ fresh = false }: { fresh?: boolean } = {}): Promise<SessionResponse> {
  if (inFlight && !fresh) return inFlight;
  const id = ++latest;
  const request = getSession().then((data) => {
    if (id === latest) update({ data, updatedAt: Date.now(), error: null });
    return data;
  });
  inFlight = request;
  const done = () => {
    if (inFlight === request) inFlight = undefined;
  };
  request.then(done, done);
  return request;
}

const breaker = new CircuitBreaker();
let loading: Promise<SessionResponse> | undefined;
let reads = 0;

/**
 * The store's own read, before the query client exists: the query policy's retries, then its error toast. `fresh`:
 * a new read even if one is under way (after sign-in, a read that left before it would answer "signed out").
 */
function load({ fresh = false } = {}): Promise<SessionResponse> {
  if (loading && !fresh) return loading;
  let read: Promise<SessionResponse> | undefined = undefined;
  read = (async () => {
    update({ loading: ++reads > 0 });
    try {
      for (let failures = 0; ; failures++) {
        try {
          return await fetchSessionOnce({ fresh: fresh && failures === 0 });
        } catch (error) {
          if (!shouldRetryQuery(failures, error, breaker)) {
            update({ error });
            showErrorToast(errorToastFor(error, 'query', browserOnline()));
            throw error;
          }
          await new Promise((resolve) => setTimeout(resolve, queryRetryDelay(failures, error)));
        }
      }
    } finally {
      if (loading === read) loading = undefined;
      update({ loading: --reads > 0 });
    }
  })();
  loading = read;
  return read;
}

/** The store's own read under way, if any (the query client takes its answer when it loads meanwhile). */
export function sessionRead(): Promise<SessionResponse> | undefined {
  return loading;
}

/** Starts reading the session now (the entry calls it, so the answer downloads with the page's chunks). */
export function preloadSession(): void {
  load().catch(() => undefined);
}

function ensureFresh(): void {
  if (manager) return manager.ensureFresh();
  if (state.loading) return;
  if (state.data === undefined || Date.now() - state.updatedAt > SESSION.profileCacheMs) preloadSession();
}

/** Called by the query client when it loads: from then on it reads the session, and tells the store what it sees. */
export function manageSession(next: SessionManager): void {
  manager = next;
}

/** The session query's state, as the query client has it. */
export function followSessionQuery(query: {
  data: SessionResponse | undefined;
  updatedAt: number;
  error: unknown;
  fetching: boolean;
}): void {
  const patch: Partial<SessionState> = { queryFetching: query.fetching };
  if (query.data !== undefined && query.data !== state.data) Object.assign(patch, { data: query.data, updatedAt: query.updatedAt });
  if (!query.fetching) patch.error = query.data === undefined ? query.error : null;
  update(patch);
}

export function sessionSnapshot(): Readonly<SessionState> {
  return state;
}

registerCache({
  // Once the query client exists, its ['user'] invalidation re-reads the session too.
  refreshUser: () => (manager ? Promise.resolve() : load({ fresh: true })),
  clear: () => {
    // Answers to requests sent before this point are dropped: they may belong to the user who just left.
    latest++;
    inFlight = undefined;
    // Quietly, as TanStack's clear() did: what is on screen stays (the Authentication Error screen after a failed
    // render, until "Sign In Again"); the next component that reads the session finds none and reads it again.
    state = { ...state, data: undefined, updatedAt: 0, error: null };
  },
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The session: `data` (undefined until first read), `isPending` (no answer yet, and no failure), `isFetching`.
 * Mounting re-reads a session older than SESSION.profileCacheMs, as a TanStack query observer would.
 */
export function useSession() {
  const current = useSyncExternalStore(subscribe, sessionSnapshot, sessionSnapshot);
  useEffect(ensureFresh, []);
  return {
    data: current.data,
    isPending: current.data === undefined && current.error == null,
    isFetching: current.loading || current.queryFetching,
    isError: current.error != null,
  };
}
