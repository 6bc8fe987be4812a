import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { defaultFieldMessages, type FieldLabels } from '../../lib/form-errors';

export interface FormSchemaOptions<TValues> {
  /** Human names for "Invalid {field}. Please check your input." when a check has no message of its own. */
  labels?: FieldLabels<TValues>;
  /**
   * The form's values as the contract's input, when the two differ (a blank box that means "not given", a price
   * held in centavos for a contract in pesos). The contract's field names must stay those of the form, so each
   * error lands on its field.
   */
  toInput?: (values: TValues) => unknown;
  /**
   * Hand the submit handler the values as typed (checked by the contract, not transformed by it), for a request the
   * server must parse from exactly what was typed.
   */
  raw?: boolean;
}

/**
 * The resolver every kit form uses: the shared contract through zodResolver, so the browser refuses exactly what the
 * server would, with the same messages; the submit handler receives the contract's parsed output.
 */
export function formResolver<TValues extends FieldValues, TOut>(
  schema: z.ZodType<TOut>,
  { labels = {}, toInput, raw = false }: FormSchemaOptions<TValues> = {},
): Resolver<TValues, unknown, TOut> {
  // zodResolver's overloads are typed for a schema whose input is the form's values; here the input may be mapped.
  const typed = schema as z.ZodType<TOut, FieldValues>;
  const messages = defaultFieldMessages(labels);
  const resolve = (raw ? zodResolver(typed, messages, { raw: true }) : zodResolver(typed, messages)) as unknown as Resolver<
    FieldValues,
    unknown,
    TOut
  >;
  return (values, context, options) =>
    resolve(toInput ? (toInput(values) as FieldValues) : values, context, options as Parameters<typeof resolve>[2]) as ReturnType<
      Resolver<TValues, unknown, TOut>
    >;
}
