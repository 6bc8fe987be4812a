/**
 * The signed-in shell's offline start (decision 023, "Offline (web)"): registers the service worker (never on the public
 * or sign-in pages, which load none of this), loads the write kinds that carry a rule, then starts the offline queue so
 * what an earlier visit left waiting is sent. All of it is loaded after the shell, outside its first download.
 */
let started = false;

/** For the signed-in user `userId`; null at sign-out (their queued writes stay on the device for their next sign-in). */
export function startOffline(userId: string | null): void {
  if (typeof window === 'undefined' || (!started && !userId)) return;
  if (!started) registerServiceWorker();
  started = true;
  void Promise.all([
    import('../lib/offline-queue'),
    // Kinds whose rules must be known before a replay (a rule decides when an error answer still means done).
    import('../features/sales/offline-sales-day'),
  ])
    .then(([queue]) => queue.startOfflineQueue(userId))
    .catch((error: unknown) => console.error(error));
}

function registerServiceWorker(): void {
  // The development server has no worker (vite-plugin-pwa builds it); nor does a browser without service workers.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') void register();
  else addEventListener('load', () => void register(), { once: true });
}
