/**
 * The app's cached server data, whether or not the query client has loaded yet. The sign-in pages do without
 * TanStack Query (issue 12: /login ≤ 110 KB), so the session has a store of its own (features/auth/session-store.ts)
 * and the query client joins once a page needs it (app/query-client.ts). Both register here, so "re-read the user's
 * data" after sign-in and "forget everything" at sign-out reach whichever exists.
 */
export interface CachePart {
  /** Re-reads everything under ['user'] (the session, permissions…) and resolves once it has arrived. */
  refreshUser: () => Promise<unknown>;
  /** Forgets every cached answer. */
  clear: () => void;
}

const parts: CachePart[] = [];

export function registerCache(part: CachePart): void {
  parts.push(part);
}

export async function refreshUserData(): Promise<void> {
  await Promise.all(parts.map((part) => part.refreshUser()));
}

export function clearAppCache(): void {
  for (const part of parts) part.clear();
}
