/** Cache profiles for TanStack Query, shared by every query in the app. */
export interface CacheProfile {
  staleTime: number;
  gcTime: number;
  refetchInterval?: number;
  refetchOnWindowFocus?: boolean;
}

/** Spread into a query's options: `useQuery({ ...CACHE_PROFILES.dashboard, queryKey, queryFn })`. */
export const CACHE_PROFILES = {
  realTime: { staleTime: 30_000, gcTime: 2 * 60_000, refetchInterval: 60_000 },
  dashboard: { staleTime: 2 * 60_000, gcTime: 10 * 60_000, refetchOnWindowFocus: true },
  static: { staleTime: 15 * 60_000, gcTime: 30 * 60_000 },
  user: { staleTime: 5 * 60_000, gcTime: 15 * 60_000 },
  analytics: { staleTime: 10 * 60_000, gcTime: 20 * 60_000 },
  notifications: { staleTime: 15_000, gcTime: 60_000, refetchInterval: 30_000, refetchOnWindowFocus: true },
} as const satisfies Record<string, CacheProfile>;
