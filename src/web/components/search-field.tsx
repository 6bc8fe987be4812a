import { Search } from 'lucide-react';
import { useDebouncedField } from '../lib/use-debounced-field';
import { debouncedInputProps } from '../lib/debounced-input-props';
import { Input } from './ui/input';
import { Label } from './ui/label';

/**
 * A list's search box (magnifier, `role="search"`): reports the trimmed text ~350 ms after typing
 * stops, or at once on Enter or when the field loses focus. A value changed from outside (Back,
 * "Clear filters") shows in the field.
 */
export function SearchField({
  id,
  label,
  placeholder,
  maxLength,
  value,
  onSearch,
  className = 'grid content-start gap-2',
  delayMs = 350,
  landmark = true,
}: {
  id: string;
  label: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onSearch: (q: string) => void;
  className?: string;
  delayMs?: number;
  /** False inside a bar that is already the search landmark. */
  landmark?: boolean;
}) {
  const field = useDebouncedField({ value, onCommit: (text) => onSearch(text.trim()), same: (text, v) => text.trim() === v, delayMs });
  return (
    <div role={landmark ? 'search' : undefined} className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          autoComplete="off"
          maxLength={maxLength}
          {...debouncedInputProps(field)}
        />
      </div>
    </div>
  );
}
