import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { installOfflineToast } from './query-policy';
import { Toaster } from './toaster';

/**
 * What every page has. The QueryClient is not here: it loads with the pages that use it (with-query-client.tsx), so
 * the sign-in page's first load does without TanStack Query.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => installOfflineToast(), []);
  return (
    <>
      {/* Last line of defence: failures outside the layouts' own boundaries (guards, a layout chunk that fails). */}
      <ErrorBoundary variant="fullPage">{children}</ErrorBoundary>
      <Toaster />
    </>
  );
}
