import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Router, Routes, type Navigator, type To } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../../../shared/routes';
import { GuestOnly, RequireAccess, RequireAuth } from '../../../app/guards';
import { samplePath } from './routes';

/** How long a guard may take to decide (a supplier route's gate reads the permissions first). */
const DECIDE_WITHIN_MS = 5_000;
/** What the supplier gate's refusal says (components/errors/supplier-access-denied.tsx); it refuses in place. */
const SUPPLIER_REFUSAL = 'Required permission: suppliers:';

const hrefOf = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);

/**
 * A router that keeps its location in memory, like MemoryRouter, on the `Router` that BrowserRouter already brings:
 * MemoryRouter's own code would join the React chunk every page (/login too) downloads.
 */
function ProbeRouter({ at, children }: { at: string; children: ReactNode }) {
  const [location, setLocation] = useState(at);
  const navigator = useMemo<Navigator>(
    () => ({ createHref: hrefOf, go: () => {}, push: (to) => setLocation(hrefOf(to)), replace: (to) => setLocation(hrefOf(to)) }),
    [],
  );
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

function Mounted({ onMount }: { onMount: () => void }) {
  // A block, not `useEffect(onMount)`: React keeps what an effect returns as its cleanup and calls it on unmount, and
  // the probe's `decided ??= true` returns true ("TypeError: l is not a function" on every run, issue 32).
  useEffect(() => {
    onMount();
  }, [onMount]);
  return null;
}

/**
 * The route's real guard, as the router wraps it (app/router.tsx: RequireAuth and RequireAccess for the signed-in area,
 * GuestOnly for guest pages, none for public ones), mounted off-screen at a URL of the route with the live session and
 * query client: true when it renders the page, false when it sends the user elsewhere or refuses in place.
 */
export async function mountedGuardLetsIn(route: RouteDef, client: QueryClient): Promise<boolean> {
  if (route.access.kind === 'public') return true;
  const container = document.createElement('div');
  const root = createRoot(container);
  let decided: boolean | null = null;
  const page = <Mounted onMount={() => (decided ??= true)} />;
  const guarded =
    route.access.kind === 'guest' ? (
      <GuestOnly>{page}</GuestOnly>
    ) : (
      <RequireAuth>
        <RequireAccess access={route.access}>{page}</RequireAccess>
      </RequireAuth>
    );
  root.render(
    <QueryClientProvider client={client}>
      <ProbeRouter at={samplePath(route.path)}>
        <Routes>
          <Route path={route.path} element={guarded} />
          <Route path="*" element={<Mounted onMount={() => (decided ??= false)} />} />
        </Routes>
      </ProbeRouter>
    </QueryClientProvider>,
  );
  try {
    const started = performance.now();
    while (decided === null && performance.now() - started < DECIDE_WITHIN_MS) {
      if (container.textContent?.includes(SUPPLIER_REFUSAL)) decided = false;
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (decided === null) throw new Error(`The guard decided nothing within ${DECIDE_WITHIN_MS / 1000} s.`);
    return decided;
  } finally {
    root.unmount();
  }
}
