import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';

/**
 * Wraps every route. After a client-side navigation, focus moves to the main region so keyboard and
 * screen-reader users start on the new page instead of the link they just used, and a new page starts at
 * the top (back and forward leave the scroll position to the browser).
 */
export function RootShell() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, navigationType]);
  // Only a first load waits here with nothing on screen (as the data router did): navigations are transitions,
  // which keep the previous page up until the next page's chunk has arrived.
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
