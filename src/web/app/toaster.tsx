import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../features/auth/get-session';
import { onToasterRequest, requestToaster, toasterRequested } from './load-toast';

export { loadToast, requestToaster } from './load-toast';

/**
 * sonner is 8 KB of brotli the sign-in page does not need until something is said: its toaster mounts (and its
 * chunk loads) on the visitor's first pointer or key press, once someone is signed in, or when the app raises a
 * toast itself (requestToaster, loadToast). Toasts raised before it mounts are not lost: sonner shows them when it
 * subscribes.
 */
// The theme hook comes along in that chunk: display-preferences reads the profile's contract (classic zod).
const SonnerToaster = lazy(() => import('./sonner-toaster').then((m) => ({ default: m.SonnerToaster })));

const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

/** The app's only toaster (app/sonner-toaster.tsx), mounted when first needed. */
export function Toaster() {
  const [mounted, setMounted] = useState(toasterRequested);
  const signedIn = Boolean(useSession().data?.user);
  useEffect(() => {
    if (signedIn) requestToaster();
  }, [signedIn]);

  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const stop = onToasterRequest(mount);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, requestToaster, { capture: true, passive: true });
    if (toasterRequested()) mount();
    return () => {
      stop();
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, requestToaster, { capture: true });
    };
  }, [mounted]);

  if (!mounted && !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
