import { useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-client';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { formResolver, type FormSchemaOptions } from './form-resolver';
import { isLazySchema, lazyResolver, type LazySchema } from './lazy-schema';

export interface AppForm<TValues extends FieldValues, TOut> extends UseFormReturn<TValues, unknown, TOut> {
  /** The form-level message of the last failed submit (for <FormError>), or null. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /**
   * Reports a failed request: field messages of a 4xx `details.fieldErrors` go next to their fields; anything else
   * (or a 4xx about no field of this form) becomes the form error, the server's message or `fallback`.
   */
  fail: (error: unknown, fallback: string) => void;
  /**
   * The <form onSubmit>: validates with the contract, clears the last form error, runs `handler` with the parsed
   * contract output, and reports anything it throws through `fail`. What was typed is never cleared on failure.
   * A second submit while one is still running is ignored (a double tap sends one request, not two).
   */
  submit: (handler: (data: TOut) => unknown, fallback?: string) => (event?: React.BaseSyntheticEvent) => Promise<void>;
}

/**
 * A react-hook-form form on a shared contract: `useAppForm(ZThing, defaults, { labels, toInput })`.
 * The default values decide the form's field names and types; the schema decides what may be sent.
 */
type AppFormOptions<TValues extends FieldValues> = FormSchemaOptions<TValues> &
  Pick<UseFormProps<TValues>, 'values' | 'mode'> & {
    /** The words for a failure that is about no field (default: the server's message, else the fallback). */
    describeError?: (error: unknown, fallback: string) => string;
  };

export function useAppForm<TValues extends FieldValues, TOut>(
  schema: z.ZodType<TOut> | LazySchema<TOut>,
  defaultValues: DefaultValues<TValues>,
  options?: AppFormOptions<TValues> & { raw?: false },
): AppForm<TValues, TOut>;
/** `raw`: the handler receives the typed values, checked but not transformed by the contract. */
export function useAppForm<TValues extends FieldValues>(
  schema: z.ZodType | LazySchema<unknown>,
  defaultValues: DefaultValues<TValues>,
  options: AppFormOptions<TValues> & { raw: true },
): AppForm<TValues, TValues>;
/**
 * A ready resolver instead of the contract, for a form whose fields are not the contract's (renamed, or checked
 * together: a closing date after the opening date). It must still check with the shared contract.
 */
export function useAppForm<TValues extends FieldValues, TOut>(
  resolver: Resolver<TValues, unknown, TOut>,
  defaultValues: DefaultValues<TValues>,
  options?: Omit<AppFormOptions<TValues>, 'toInput'> & { raw?: false },
): AppForm<TValues, TOut>;
export function useAppForm<TValues extends FieldValues, TOut>(
  schema: z.ZodType<TOut> | LazySchema<TOut> | Resolver<TValues, unknown, TOut>,
  defaultValues: DefaultValues<TValues>,
  options: AppFormOptions<TValues> = {},
): AppForm<TValues, TOut> {
  const { labels, toInput, raw, describeError = errorMessage, ...formOptions } = options;
  // A schema built from props (limits that depend on the cart) is followed; labels and toInput go with it.
  const resolver = useMemo(
    () =>
      typeof schema === 'function'
        ? schema
        : isLazySchema(schema)
          ? lazyResolver<TValues, TOut>(schema as LazySchema<TOut>, { labels, toInput, raw })
          : formResolver<TValues, TOut>(schema, { labels, toInput, raw }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, raw],
  );
  const form = useForm<TValues, unknown, TOut>({ resolver, defaultValues, ...formOptions });
  const [formError, setFormError] = useState<string | null>(null);
  // Server messages may land on any field the form has, labelled or not.
  const fields = Object.keys({ ...(defaultValues as object), ...labels });

  const fail = (error: unknown, fallback: string) => {
    if (!applyServerFieldErrors(error, form.setError, fields)) setFormError(describeError(error, fallback));
  };
  // Set synchronously: the second tap of a double tap arrives before React has re-rendered a disabled button.
  const submitting = useRef(false);
  const submit: AppForm<TValues, TOut>['submit'] = (handler, fallback = 'Something went wrong. Please try again.') => {
    const run = form.handleSubmit(async (data) => {
      setFormError(null);
      try {
        await handler(data);
      } catch (error) {
        fail(error, fallback);
      }
    });
    return async (event) => {
      if (submitting.current) {
        event?.preventDefault();
        return;
      }
      submitting.current = true;
      try {
        await run(event);
      } finally {
        submitting.current = false;
      }
    };
  };
  return { ...form, formError, setFormError, fail, submit };
}
