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
    error: (issue: { path?: PropertyKey[] }) => {
      const key = issue.path?.[0];
      return invalidFieldMessage(labelFor(labels, typeof key === 'string' ? key : 'input'));
    },
  };
}

/**
 * Puts a VALIDATION_ERROR's `details.fieldErrors` next to the matching fields.
 * Returns true when at least one known field received a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  labels: FieldLabels<T>,
): boolean {
  let applied = false;
  for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
    if (!(field in labels)) continue;
    setError(field as Path<T>, { type: 'server', message: messages[0] || invalidFieldMessage(labelFor(labels, field)) });
    applied = true;
  }
  return applied;
}
