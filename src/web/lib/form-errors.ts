import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { invalidFieldMessage } from '../../shared/errors';
import { fieldErrorsOf } from './api-client';

/** Human names for field keys, used in "Invalid {field}. Please check your input." */
export type FieldLabels<T> = Partial<Record<keyof T & string, string>>;

export function labelFor<T>(labels: FieldLabels<T>, key: string): string {
  return (labels as Record<string, string | undefined>)[key] ?? key;
}

/**
 * Zod parse options for zodResolver: any check that carries no message of its own reports the
 * spec's default "Invalid {field}. Please check your input." (schema messages take precedence).
 */
export function defaultFieldMessages<T>(labels: FieldLabels<T>) {
  return {
    error: (issue: { path?: PropertyKey[]; input?: unknown }) => {
      const key = issue.path?.[0];
      const label = labelFor(labels, typeof key === 'string' ? key : 'input');
      // Left empty, a field is missing rather than wrong: say so ("Gross sales is required.").
      if (issue.input === '' || issue.input === undefined || issue.input === null) return requiredMessage(label);
      return invalidFieldMessage(label);
    },
  };
}

/** "Gross sales is required." from the label "gross sales". */
export const requiredMessage = (label: string) => `${label.charAt(0).toUpperCase()}${label.slice(1)} is required.`;

/**
 * The messages of a 4xx answer's `details.fieldErrors` that belong to the form's own fields (`fields`: the field
 * names, or the labels object whose keys they are; `lines.2.quantity` belongs to a form with `lines`), one per field: the server's first message, or the default
 * "Invalid {field}…" when it sent none. Fields the form doesn't have are left out (the form shows the main message).
 */
export function serverFieldErrors<T>(error: unknown, fields: FieldLabels<T> | readonly string[]): [field: string, message: string][] {
  const has = (field: string) => (Array.isArray(fields) ? fields.includes(field) : field in fields);
  // A nested key (`lines.0.quantity`, a field array's row) belongs to the form when its first segment does.
  const known = (field: string) => has(field) || has(field.split('.')[0] ?? field);
  const labels = Array.isArray(fields) ? {} : (fields as FieldLabels<T>);
  return Object.entries(fieldErrorsOf(error))
    .filter(([field]) => known(field))
    .map(([field, messages]) => [field, messages[0] || invalidFieldMessage(labelFor(labels, field))]);
}

/**
 * Puts a VALIDATION_ERROR's `details.fieldErrors` next to the matching fields.
 * Returns true when at least one known field received a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: FieldLabels<T> | readonly string[],
): boolean {
  const found = serverFieldErrors(error, fields);
  found.forEach(([field, message], i) => setError(field as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }));
  return found.length > 0;
}
