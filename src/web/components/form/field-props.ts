import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

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
