import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver, type FormSchemaOptions } from './form-resolver';

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

/** The resolver of a lazy contract: loads it once, at the first validation, then checks exactly as formResolver does. */
export function lazyResolver<TValues extends FieldValues, TOut>(
  schema: LazySchema<TOut>,
  options: FormSchemaOptions<TValues>,
): Resolver<TValues, unknown, TOut> {
  let loaded: Promise<Resolver<TValues, unknown, TOut>> | undefined;
  return async (values, context, resolverOptions) => {
    // A failed download is tried again at the next validation rather than remembered.
    loaded ??= schema.load().then(
      (contract) => formResolver<TValues, TOut>(contract, options),
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return (await loaded)(values, context, resolverOptions);
  };
}
