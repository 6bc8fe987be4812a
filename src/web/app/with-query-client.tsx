import { use, type ComponentType, type ReactNode } from 'react';

/**
 * TanStack Query and the app's QueryClient, loaded by the first page that needs them: the signed-in shell, and the
 * public pages other than sign-in (router.tsx). The sign-in page does without them (issue 12: /login ≤ 110 KB); its
 * session read goes through features/auth/session-store.ts. There is still one client (query-client.ts): every
 * <WithQueryClient> hands down the same one.
 */
type Provider = ComponentType<{ children: ReactNode }>;

let loaded: Provider | undefined;
let pending: Promise<Provider> | undefined;

/** Starts downloading the query client now (route preloading), once. */
export function preloadQueryClient(): Promise<Provider> {
  return (pending ??= import('./query-provider').then(
    (m) => (loaded = m.QueryProvider),
    (error: unknown) => {
      // Tried again on the next render (the error boundary's Try Again).
      pending = undefined;
      throw error;
    },
  ));
}

export function WithQueryClient({ children }: { children: ReactNode }) {
  const QueryProvider = loaded ?? use(preloadQueryClient());
  // eslint-disable-next-line react-hooks/static-components -- QueryProvider is query-provider.tsx's module-level component, the same every render
  return <QueryProvider>{children}</QueryProvider>;
}
