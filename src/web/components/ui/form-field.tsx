import * as React from 'react';
import { Input } from './input';
import { Label } from './label';

/**
 * A labelled input with its error message right underneath, wired with aria-invalid and
 * aria-describedby so assistive technology reads the error with the field.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  ...inputProps
}: React.ComponentProps<'input'> & { id: string; label: string; error?: string; hint?: string }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && !error ? (
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
