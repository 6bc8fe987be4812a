/**
 * sonner is 8 KB of brotli the sign-in page does not need until something is said: the toaster (app/toaster.tsx)
 * mounts on the first pointer or key press, once someone is signed in, or when the app raises a toast (loadToast).
 * Toasts raised before it mounts are not lost: sonner shows them when it subscribes.
 */
let requested = false;
const listeners = new Set<() => void>();

/** Mounts the toaster now (idempotent). */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export const toasterRequested = () => requested;

/** Calls `mount` when the toaster is requested; returns the cleanup. */
export function onToasterRequest(mount: () => void): () => void {
  listeners.add(mount);
  return () => listeners.delete(mount);
}

/** sonner's toast for code that may run before the toaster exists (the app's error handling): mounts it too. */
export async function loadToast(): Promise<(typeof import('sonner'))['toast']> {
  requestToaster();
  return (await import('sonner')).toast;
}
