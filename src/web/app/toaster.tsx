import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../features/auth/get-session';

/**
 * sonner is 8 KB of brotli the sign-in page does not need until something is said: its toaster mounts (and its
 * chunk loads) on the visitor's first pointer or key press, once someone is signed in, or when the app raises a
 * toast itself (requestToaster). Toasts raised before it mounts are not lost: sonner shows them when it subscribes.
 */
// The theme hook comes along in that chunk: display-preferences reads the profile's contract (classic zod).
const SonnerToaster = lazy(() => import('./sonner-toaster').then((m) => ({ default: m.SonnerToaster })));

let requested = false;
const listeners = new Set<() => void>();

/** Mounts the toaster now (idempotent). */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

/** The app's only toaster (app/sonner-toaster.tsx), mounted when first needed. */
export function Toaster() {
  const [mounted, setMounted] = useState(requested);
  const signedIn = Boolean(useSession().data?.user);
  useEffect(() => {
    if (signedIn) requestToaster();
  }, [signedIn]);

  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    listeners.add(mount);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, requestToaster, { capture: true, passive: true });
    if (requested) mount();
    return () => {
      listeners.delete(mount);
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

/** sonner's toast for code that may run before the toaster exists (the app's error handling): mounts it too. */
export async function loadToast(): Promise<(typeof import('sonner'))['toast']> {
  requestToaster();
  return (await import('sonner')).toast;
}
