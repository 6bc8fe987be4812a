import * as React from 'react';
import { Label } from '../ui/label';

export type FieldAria = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * The one field wrapper: label, control, hint and error message, with the control wired through `aria-invalid` and
 * `aria-describedby` so assistive technology reads the hint and error with it. The control is rendered by
 * `children`, which receives the aria props; the kit's TextField, MoneyField… are this around a ui primitive.
 */
export function Field({
  id: givenId,
  label,
  error,
  hint,
  keepHint = false,
  hideLabel = false,
  announceError = false,
  errorTestId,
  className,
  children,
}: {
  /** Defaults to a generated id; pass one only when something else must point at the control. */
  id?: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  /** Keep the hint visible next to an error (a note that matters more than the error, e.g. "never changes past orders"). */
  keepHint?: boolean;
  /** The label is read by screen readers only (a quantity box beside its product's name). */
  hideLabel?: boolean;
  /** Announce the error as it appears (role="alert"), for a field whose error comes without focus moving to it. */
  announceError?: boolean;
  errorTestId?: string;
  className?: string;
  children: (aria: FieldAria) => React.ReactNode;
}) {
  const generated = React.useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = Boolean(hint) && (keepHint || !error);
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'grid content-start gap-2'}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {showHint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} announce={announceError} testId={errorTestId} />
    </div>
  );
}

/**
 * A field's error message, under a control Field does not wrap (a checkbox with its text, a fieldset): `id` is what
 * the control's `aria-describedby` names; `announce` reads it out as it appears (role="alert"). Nothing without one.
 */
export function FieldError({
  id,
  message,
  announce = false,
  testId,
}: {
  id: string;
  message: string | undefined;
  announce?: boolean;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role={announce ? 'alert' : undefined} data-testid={testId} className="text-sm text-destructive">
      {message}
    </p>
  );
}
