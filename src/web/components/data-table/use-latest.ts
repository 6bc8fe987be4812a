import { useCallback, useEffect, useRef } from 'react';

/**
 * `fn` as a stable function that always calls the newest `fn`. A filter bar's search box commits after typing
 * stops; by then another filter may have changed, and only the newest `onChange` merges with the newest filters.
 */
export function useLatest<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
