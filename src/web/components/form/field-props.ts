import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

/** What every kit field takes: the form's `control`, a field name of that form's values, a label and an optional hint. */
export interface FieldProps<T extends FieldValues> {
  // Any transformed-values type: a form resolved to its contract output still hands out the same control.
  control: Control<T, unknown, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** See Field's keepHint. */
  keepHint?: boolean;
  id?: string;
  /** Class of the wrapper (label + control + messages). */
  className?: string;
}

/**
 * Splits a kit field's props: binds `name` to the form through useController, and returns what the Field wrapper
 * takes (with the field's current error) apart from the props meant for the control itself.
 */
export function useBoundField<T extends FieldValues, R extends object>(props: FieldProps<T> & R) {
  const { control, name, label, hint, keepHint, id, className, ...rest } = props;
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    rest: rest as Omit<R, keyof FieldProps<T>>,
    wrapper: { id, label, hint, keepHint, className, error: fieldState.error?.message },
  };
}
