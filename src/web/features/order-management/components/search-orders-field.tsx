import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useDebouncedField } from '../../catalog/use-debounced-field';

/** "Search orders" by order number: applied ~350 ms after typing stops, or at once on Enter. */
export function SearchOrdersField({ id, value, onSearch, className }: { id: string; value: string; onSearch: (q: string) => void; className?: string }) {
  const field = useDebouncedField({ value, onCommit: (text) => onSearch(text.trim()), same: (text, v) => text.trim() === v, delayMs: 350 });
  return (
    <div role="search" className={className ?? 'grid content-start gap-2'}>
      <Label htmlFor={id}>Search orders</Label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder="Order number"
          autoComplete="off"
          maxLength={40}
          value={field.text}
          onChange={(e) => field.change(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') field.flush();
          }}
          onBlur={field.flush}
        />
      </div>
    </div>
  );
}
