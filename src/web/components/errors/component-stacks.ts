import { useSyncExternalStore } from 'react';

/**
 * React reports a caught error's component stack only to the root's onCaughtError, after the error
 * element has rendered. This tiny store hands it to the global error screen when it arrives.
 */
const stacks = new WeakMap<object, string>();
const listeners = new Set<() => void>();
let version = 0;

export function rememberComponentStack(error: unknown, componentStack: string | undefined): void {
  if (typeof error !== 'object' || error === null || !componentStack) return;
  stacks.set(error, componentStack);
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useComponentStack(error: unknown): string | null {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return typeof error === 'object' && error !== null ? (stacks.get(error) ?? null) : null;
}
