import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { SIGN_OUT_FAILED_MESSAGE } from '../../shared/errors';
import { paths } from '../../shared/routes';
import { apiFetch } from './api-client';
import { clearAppCache } from './app-cache';

// sonner is imported on demand: this module is on the sign-in page, which does without it (issue 12's budget).
const loadToast = () => import('sonner').then((m) => m.toast);

/** POST /api/auth/sign-out → {ok: true}. */

export function signOut(): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/sign-out', { method: 'POST', body: {} });
}

/**
 * Signs out and forgets every cached query, even when the server call fails: leaving another
 * person's data in memory on a shared computer is worse than a stale server session.
 * Returns whether the server confirmed.
 */
export async function signOutAndClear(): Promise<boolean> {
  try {
    await signOut();
    return true;
  } catch {
    void loadToast().then((toast) => toast.error(SIGN_OUT_FAILED_MESSAGE, { id: 'sign-out-failed' }));
    return false;
  } finally {
    // The query client if it has loaded, and the session store (lib/app-cache.ts).
    clearAppCache();
    // The service worker's offline copies of API reads (the session among them: decision 023, "Offline (web)").
    if (typeof caches !== 'undefined') void caches.delete('api-reads').catch(() => undefined);
  }
}

/**
 * A plain async action rather than a mutation: clearing the cache would also drop a mutation
 * that is still running.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const run = useCallback(
    async (opts: { notice?: string } = {}) => {
      setPending(true);
      try {
        await signOutAndClear();
      } finally {
        setPending(false);
      }
      if (opts.notice) void loadToast().then((toast) => toast.info(opts.notice, { id: 'signed-out-notice' }));
      await navigate(paths.login, { replace: true });
    },
    [navigate],
  );

  return { signOut: run, isPending };
}
