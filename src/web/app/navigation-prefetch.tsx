import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../shared/roles';

/**
 * On every navigation inside the signed-in shell, fetch ahead what the spec's prefetch rules name (app/prefetch.ts),
 * in parallel with the page's own chunk. The rules load on first use, so the shell's first load does not carry them.
 */
export function NavigationPrefetch({ role }: { role: Role }) {
  const client = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    import('./prefetch').then((p) => p.prefetchForNavigation(client, pathname, role)).catch(() => undefined);
  }, [client, pathname, role]);
  return null;
}
