import type { ReactNode } from 'react';
import { Label } from './label';
import { Select } from './select';

/**
 * A labelled list filter: the first choice means "no filter" (null), the others are the given options
 * (or custom <option> children, e.g. an indented category tree).
 */
export const byIdName = (list: readonly { id: string; name: string }[]) => list.map((o) => ({ value: o.id, label: o.name }));

export function FilterSelect<T extends string = string>({
  id,
  label,
  allLabel,
  value,
  onChange,
  options,
  children,
  className = 'grid gap-2',
}: {
  id: string;
  label: string;
  allLabel: string;
  value: T | null | undefined;
  onChange: (value: T | null) => void;
  options?: readonly { value: T; label: string }[];
  children?: ReactNode;
  className?: string;
}) {
  // A value from the URL that is not (yet) among the options still shows, rather than a blank select.
  const known = !value || !options || options.some((o) => o.value === value);
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value ?? ''} onChange={(event) => onChange((event.target.value || null) as T | null)}>
        <option value="">{allLabel}</option>
        {known ? null : <option value={value}>Selected {label.toLowerCase()}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </Select>
    </div>
  );
}
