import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { installOfflineToast, queryClient } from './query-client';
import { Toaster } from './toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => installOfflineToast(), []);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Last line of defence: failures outside the layouts' own boundaries (guards, a layout chunk that fails). */}
      <ErrorBoundary variant="fullPage">{children}</ErrorBoundary>
      <Toaster />
    </QueryClientProvider>
  );
}
