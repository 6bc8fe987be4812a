import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { uniqueProducts, useProductList } from '../../../lib/queries/get-products';
import { productQueryOptions } from '../../../lib/queries/get-product';
import { NO_FILTERS } from '../../../lib/filters/product-filters';
import { useDebouncedField } from '../../../lib/use-debounced-field';

/**
 * "Product" for the ledger. The catalogue can hold thousands of products, too many for one select:
 * "Search by name or SKU" narrows the options to the first matches (deactivated products
 * included, since their history still counts). The chosen product stays an option whatever the search.
 */
export function ProductFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const search = useDebouncedField({ value: q, onCommit: (text) => setQ(text.trim()), same: (text, v) => text.trim() === v });
  const list = useProductList({ ...NO_FILTERS, q }, true);
  const matches = useMemo(() => uniqueProducts(list.data?.pages.slice(0, 1) ?? []), [list.data]);
  // The chosen product's name when it came from the URL (or a warehouse row) and isn't among the matches.
  const selected = useQuery({ ...productQueryOptions(value ?? ''), enabled: value !== null, meta: { errorToast: false } });
  const selectedLabel = value ? (matches.find((p) => p.id === value) ?? selected.data) : undefined;
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-find`}>Search by name or SKU</Label>
        <Input
          id={`${id}-find`}
          type="search"
          autoComplete="off"
          maxLength={100}
          aria-describedby={`${id}-find-hint`}
          value={search.text}
          onChange={(event) => search.change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search.flush();
          }}
        />
        <p id={`${id}-find-hint`} className="text-xs text-muted-foreground" aria-live="polite">
          {list.isFetching
            ? 'Searching…'
            : total > matches.length
              ? `First ${matches.length} of ${total} matches; type to narrow.`
              : `${total} ${total === 1 ? 'match' : 'matches'}`}
        </p>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-product`}>Product</Label>
        <Select id={`${id}-product`} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
          <option value="">All products</option>
          {value && !matches.some((p) => p.id === value) ? (
            <option value={value}>{selectedLabel ? `${selectedLabel.name} (${selectedLabel.sku})` : 'Selected product'}</option>
          ) : null}
          {matches.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.sku})
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
