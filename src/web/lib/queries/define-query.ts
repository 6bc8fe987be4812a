import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../api-client';
import type { CacheProfile } from '../cache-profiles';

/** GET `url` and check the answer against the shared contract: every query file's fetcher. */
export async function getParsed<S extends z.ZodType>(schema: S, url: string, signal?: AbortSignal): Promise<z.output<S>> {
  return schema.parse(await apiFetch<unknown>(url, { signal }));
}

interface QueryDescription<T, K extends QueryKey> {
  /** One of CACHE_PROFILES: how fresh this data must be. */
  cache: CacheProfile;
  queryKey: K;
  fetch: (signal?: AbortSignal) => Promise<T>;
  refetchInterval?: number | false;
  refetchOnWindowFocus?: boolean;
  staleTime?: number;
  retry?: number;
  /** `{ errorToast: false }` for data whose failure is not worth a toast (badges, optional choices). */
  meta?: Record<string, unknown>;
}

/**
 * A query without arguments, from one description: its options (for loaders and prefetching) and its hook.
 * The endpoint's own file keeps its fetcher and names the two, so the layout stays one file per endpoint.
 */
export function defineQuery<T, K extends QueryKey>({ cache, fetch, ...rest }: QueryDescription<T, K>) {
  const options = () => queryOptions({ ...cache, ...rest, queryFn: ({ signal }) => fetch(signal) });
  return { options, useData: (enabled = true) => useQuery({ ...options(), enabled }) };
}
