import { use } from 'react';
import { apiFetch, isApiError } from './api-client';

/**
 * Data for the public site's pages without TanStack Query: the home page and the blog must stay within 110 KB of
 * compressed JavaScript (issue 16), and the query client alone is 19 KB of it. A page reads `usePublicResource(path)`,
 * which suspends until the answer is there (the route's Suspense keeps the previous page on screen during a
 * navigation) and throws a failure to the page's error boundary, whose Try Again reads it afresh. Answers are shared
 * by path and kept FRESH_MS, so going back to a page shows it at once.
 */
const FRESH_MS = 60_000;

interface Entry {
  promise: Promise<unknown>;
  /** The same answer with a 404 as null, made once so that use() sees one promise across renders. */
  record?: Promise<unknown>;
  at: number;
}

const cache = new Map<string, Entry>();

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

function entryFor(path: string): Entry {
  const hit = cache.get(path);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit;
  const promise = apiFetch<unknown>(path);
  const entry: Entry = { promise, at: Date.now() };
  cache.set(path, entry);
  promise.catch((error: unknown) => {
    // A 404 is an answer (the not-found page), kept like any other; other failures are read afresh by Try Again.
    if (isNotFound(error)) return;
    if (cache.get(path) === entry) cache.delete(path);
  });
  return entry;
}

/** Reads `path` once (concurrent readers share the request); a failure is forgotten so the next read tries again. */
export function loadPublic<T>(path: string): Promise<T> {
  return entryFor(path).promise as Promise<T>;
}

/** The answer at `path`, suspending until it arrives. */
export function usePublicResource<T>(path: string): T {
  return use(loadPublic<T>(path));
}

/** As usePublicResource, but a 404 is `null` (an unknown brand or post shows the not-found page, not an error). */
export function usePublicRecord<T>(path: string): T | null {
  const entry = entryFor(path);
  entry.record ??= entry.promise.catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });
  return use(entry.record as Promise<T | null>);
}

/** Forgets answers whose path starts with `prefix` (after a write the page's own reads must see). */
export function forgetPublic(prefix: string): void {
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}
