import { useId, type Ref } from 'react';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import { Field } from './field';
import { useDebouncedField } from '../../lib/use-debounced-field';

export interface PickerOption {
  value: string;
  label: string;
}

/**
 * A choice among more records than one select should hold (1,000 suppliers, a whole catalogue): a search box narrows
 * the select to the server's first matches. The chosen record stays an option whatever the search, with its label
 * when known (`selectedLabel`). `error` comes from the form the picker sits in.
 */
export function SearchPicker({
  label,
  searchLabel,
  emptyLabel,
  value,
  onChange,
  options,
  selectedLabel,
  search,
  onSearch,
  status,
  error,
  selectRef,
  className = 'grid gap-2 sm:grid-cols-2',
}: {
  label: string;
  searchLabel: string;
  /** The first option, meaning no choice ("All suppliers", "Choose a product…"). */
  emptyLabel: string;
  value: string | null;
  onChange: (value: string | null) => void;
  options: readonly PickerOption[];
  selectedLabel?: string;
  search: string;
  onSearch: (search: string) => void;
  /** Under the search box: "Searching…", "First 50 matches; type to narrow." */
  status: string;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
  className?: string;
}) {
  const id = useId();
  const field = useDebouncedField({ value: search, onCommit: (text) => onSearch(text.trim()), same: (text, v) => text.trim() === v });
  const missing = value !== null && !options.some((o) => o.value === value);
  return (
    <div className={className}>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-find`}>{searchLabel}</Label>
        <Input
          id={`${id}-find`}
          type="search"
          autoComplete="off"
          maxLength={100}
          aria-describedby={`${id}-find-status`}
          value={field.text}
          onChange={(event) => field.change(event.target.value)}
          onBlur={field.flush}
          onKeyDown={(event) => {
            // Enter searches at once; inside a form it must not submit it.
            if (event.key === 'Enter') {
              event.preventDefault();
              field.flush();
            }
          }}
        />
        <p id={`${id}-find-status`} className="text-xs text-muted-foreground" aria-live="polite">
          {status}
        </p>
      </div>
      <Field label={label} error={error}>
        {(aria) => (
          <Select {...aria} ref={selectRef} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
            <option value="">{emptyLabel}</option>
            {missing ? <option value={value}>{selectedLabel ?? `Selected ${label.toLowerCase()}`}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

/** The line under a picker's search box. */
export function pickerStatus(fetching: boolean, shown: number, total: number | null): string {
  if (fetching) return 'Searching…';
  if (total !== null && total > shown) return `First ${shown} of ${total} matches; type to narrow.`;
  return `${shown} ${shown === 1 ? 'match' : 'matches'}`;
}
