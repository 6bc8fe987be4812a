import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useDebouncedField } from '../../../lib/use-debounced-field';

/** "Search products" by name or SKU; reports ~300 ms after typing stops, or at once on Enter. */
export function SearchBox({ id, value, onSearch }: { id: string; value: string; onSearch: (q: string) => void }) {
  const field = useDebouncedField({ value, onCommit: (text) => onSearch(text.trim()), same: (text, v) => text.trim() === v });
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Search products</Label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          placeholder="Name or SKU"
          autoComplete="off"
          maxLength={100}
          className="pl-9"
          value={field.text}
          onChange={(event) => field.change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') field.flush();
          }}
        />
      </div>
    </div>
  );
}
