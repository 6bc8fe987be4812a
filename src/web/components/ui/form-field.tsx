import * as React from 'react';
import { Field } from '../form/field';
import { Input } from './input';

/**
 * Kept only for forms not yet on the form kit (the sign-in pages, which another change moves): new forms use
 * src/web/components/form (TextField and friends). Delete this file once nothing imports it.
 */
export { Field, type FieldAria } from '../form/field';

/** A labelled input: `Field` around `Input`, registered by hand with `{...form.register(name)}`. */
export function FormField({
  id,
  label,
  error,
  hint,
  ...inputProps
}: React.ComponentProps<'input'> & { id: string; label: string; error?: string; hint?: string }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className="grid gap-2">
      {(aria) => <Input {...aria} {...inputProps} />}
    </Field>
  );
}
