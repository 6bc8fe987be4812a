import type { z } from 'zod';

/**
 * A form contract loaded at the form's first validation instead of with its page: `useAppForm(lazySchema(() =>
 * import('./auth-schemas').then((m) => m.ZSignInForm)), defaults, { labels })`. The sign-in pages use it so zod is
 * not part of their first load (issue 12: /login ≤ 110 KB); react-hook-form awaits the resolver, so the messages
 * and where they show are the same, only the first check waits for the download.
 */
export interface LazySchema<TOut> {
  readonly load: () => Promise<z.ZodType<TOut>>;
  readonly [LAZY]: true;
}

const LAZY = Symbol('lazySchema');

export function lazySchema<TOut>(load: () => Promise<z.ZodType<TOut>>): LazySchema<TOut> {
  return { load, [LAZY]: true };
}

export function isLazySchema(value: unknown): value is LazySchema<unknown> {
  return typeof value === 'object' && value !== null && LAZY in value;
}
