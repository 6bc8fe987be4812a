import { useState, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SUPPLIER_STATUS_LABELS, type SupplierOption } from '../../../../shared/suppliers.contracts';
import { useSupplierOptions } from '../get-supplier-options';
import { supplierQueryOptions } from '../get-supplier';
import { pickerStatus, SearchPicker } from './search-picker';

/** A form's supplier left unchosen (the contract's own message is about a malformed id). */
export const CHOOSE_SUPPLIER = 'Choose a supplier.';

/** How a supplier reads in a picker: "Name (CODE)", with its status when not active. */
export function supplierOptionLabel(s: Pick<SupplierOption, 'name' | 'code' | 'status'>): string {
  return `${s.name} (${s.code})${s.status === 'active' ? '' : ` · ${SUPPLIER_STATUS_LABELS[s.status]}`}`;
}

/** A supplier picker fed by GET /api/suppliers/options (first 50 matches of the search). */
export function SupplierPicker({
  value,
  onChange,
  emptyLabel,
  label = 'Supplier',
  error,
  selectRef,
  className,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  emptyLabel: string;
  label?: string;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
  className?: string;
}) {
  const [search, setSearch] = useState('');
  const options = useSupplierOptions(search);
  const items = options.data ?? [];
  const known = value === null || items.some((s) => s.id === value);
  // The chosen supplier's name when it came from the URL and isn't among the matches.
  const selected = useQuery({ ...supplierQueryOptions(value ?? ''), enabled: !known });
  return (
    <SearchPicker
      label={label}
      searchLabel="Find supplier"
      emptyLabel={emptyLabel}
      value={value}
      onChange={onChange}
      options={items.map((s) => ({ value: s.id, label: supplierOptionLabel(s) }))}
      selectedLabel={selected.data ? supplierOptionLabel(selected.data) : undefined}
      search={search}
      onSearch={setSearch}
      status={options.isError ? 'Suppliers could not be loaded.' : pickerStatus(options.isFetching, items.length, null)}
      error={error}
      selectRef={selectRef}
      className={className}
    />
  );
}
