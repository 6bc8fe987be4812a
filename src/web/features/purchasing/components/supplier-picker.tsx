import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useDebouncedValue } from '../use-debounced-value';
import { useSupplierOptions } from '../get-supplier-options';

/**
 * Choosing the supplier of a new purchase order: active suppliers only (the server refuses others), found by name
 * or code (the picker lists 50 at a time), chosen from a native select that phones and screen readers know.
 */
export function SupplierPicker({ value, onChange, error }: { value: string; onChange: (supplierId: string) => void; error?: string }) {
  const id = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const options = useSupplierOptions({ search: debounced, activeOnly: true });
  const items = options.data ?? [];
  const chosenMissing = value && !items.some((o) => o.id === value);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-search`}>Find supplier</Label>
        <Input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          maxLength={100}
          placeholder="Name or code"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-supplier`}>Supplier</Label>
        <Select
          id={`${id}-supplier`}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">
            {options.isLoading ? 'Loading suppliers…' : items.length ? 'Choose a supplier' : 'No active supplier found'}
          </option>
          {chosenMissing ? <option value={value}>Selected supplier</option> : null}
          {items.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({o.code})
            </option>
          ))}
        </Select>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
