import { useId, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { FieldError } from '../../../components/form';

export interface LocationOption {
  id: string;
  code: string;
  name: string;
  brandName: string;
  /** Shown under the name, e.g. "Owned by Liza Mendoza" or "In a pending invitation". */
  note?: string;
  disabled?: boolean;
}

/**
 * Several locations out of a list: a filter box over a scrolling list of checkboxes. The group is
 * named by `label` (so `getByLabel('Locations')` / `getByRole('group', {name})` find it) and each
 * checkbox by "CODE · Name". The chosen ones are listed first so they stay in view.
 */
export function LocationMultiSelect({
  label,
  options,
  value,
  onChange,
  error,
  hint,
  emptyText = 'No locations to choose from.',
}: {
  label: string;
  options: LocationOption[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  hint?: string;
  emptyText?: string;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const chosen = useMemo(() => new Set(value), [value]);
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const matches = options.filter((o) => !q || `${o.code} ${o.name} ${o.brandName}`.toLowerCase().includes(q));
    return [...matches.filter((o) => chosen.has(o.id)), ...matches.filter((o) => !chosen.has(o.id))];
  }, [options, filter, chosen]);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={cn('grid gap-2 rounded-md border border-input bg-card p-2', error && 'border-destructive')}
      >
        {options.length > 6 ? (
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              type="search"
              aria-label={`Filter ${label.toLowerCase()}`}
              placeholder="Filter by code, name or brand"
              className="h-9 pl-8"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
        ) : null}
        <ul className="grid max-h-56 gap-0.5 overflow-y-auto">
          {shown.length === 0 ? (
            <li className="px-2 py-3 text-sm text-muted-foreground">{options.length === 0 ? emptyText : 'No location matches.'}</li>
          ) : null}
          {shown.map((o) => (
            <li key={o.id}>
              <label
                className={cn(
                  'flex cursor-pointer items-start gap-2.5 rounded-md px-2 py-1.5 text-sm hover:bg-muted',
                  o.disabled && !chosen.has(o.id) && 'cursor-not-allowed opacity-60',
                )}
              >
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={chosen.has(o.id)}
                  disabled={o.disabled && !chosen.has(o.id)}
                  aria-label={`${o.code} · ${o.name}`}
                  onChange={(e) => onChange(e.target.checked ? [...value, o.id] : value.filter((v) => v !== o.id))}
                />
                <span className="min-w-0">
                  <span className="block font-medium">
                    <span className="font-mono text-xs text-muted-foreground">{o.code}</span> {o.name}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {o.brandName}
                    {o.note ? ` · ${o.note}` : ''}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {value.length === 0 ? 'None selected.' : `${value.length} selected.`}
        {hint ? (
          <span id={`${id}-hint`} className="ml-1">
            {hint}
          </span>
        ) : null}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
