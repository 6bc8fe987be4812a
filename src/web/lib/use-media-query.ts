import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept up to date. Wide tables switch to cards on a phone by
 * rendering one or the other (not both hidden by CSS), so each control exists once in the page
 * for keyboards, screen readers and tests alike.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}

/** Tables from Tailwind's `md` breakpoint up; cards below it. */
export const TABLE_QUERY = '(min-width: 768px)';
