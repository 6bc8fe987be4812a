import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';
// Every page that loads the query client gets Tailwind class merging with it (the sign-in and home pages do without
// both: lib/cn.ts).
import '../lib/class-merge';

/** The app's one QueryClient (query-client.ts) for the pages under it; loaded through with-query-client.tsx. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
