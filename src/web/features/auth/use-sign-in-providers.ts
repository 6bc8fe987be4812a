import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api-client';
import { queryRetryDelay } from '../../app/query-policy';
import type { AuthProviders } from './get-auth-providers';
import { parseProviders } from './session-shape';

/**
 * GET /api/auth/providers for the sign-in page, without TanStack Query (issue 12: /login ≤ 110 KB): read once per
 * visit, like the `static` cache profile of get-auth-providers.ts, and tried a second time on failure. The page
 * works without it (no provider button), so a failure is not told.
 */
let answer: AuthProviders | undefined;
let pending: Promise<AuthProviders> | undefined;

const read = () => apiFetch<unknown>('/api/auth/providers').then(parseProviders);

function load(): Promise<AuthProviders> {
  pending ??= read()
    .catch(async (error: unknown) => {
      await new Promise((resolve) => setTimeout(resolve, queryRetryDelay(0, error)));
      return read();
    })
    .then(
      (providers) => (answer = providers),
      (error: unknown) => {
        // The next visit to the page asks again.
        pending = undefined;
        throw error;
      },
    );
  return pending;
}

export function useSignInProviders(): { data: AuthProviders | undefined } {
  const [data, setData] = useState(answer);
  useEffect(() => {
    if (answer) return;
    let live = true;
    load().then(
      (providers) => live && setData(providers),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return { data };
}
