import * as React from 'react';
import { Input } from './input';
import { Label } from './label';

export type FieldAria = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * The one field wrapper: label, control, hint and error message, with the control wired through
 * `aria-invalid` and `aria-describedby` so assistive technology reads the hint and error with it.
 * The control is rendered by `children`, which receives the aria props (select, textarea, file,
 * switch…); `FormField` below is the shorthand for a plain input.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  children: (aria: FieldAria) => React.ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = Boolean(hint) && !error;
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'grid content-start gap-2'}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {showHint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input: `Field` around `Input`. */
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
