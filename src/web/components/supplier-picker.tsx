import { useState, type Ref } from 'react';
import { SUPPLIER_STATUS_LABELS, type SupplierOption } from '../../shared/suppliers.contracts';
import { useSupplierOptions } from '../lib/queries/get-supplier-options';
import { pickerStatus, SearchPicker } from './form/search-picker';

/** A form's supplier left unchosen (the contract's own message is about a malformed id). */
export const CHOOSE_SUPPLIER = 'Choose a supplier.';

/** How a supplier reads in a picker: "Name (CODE)", with its status when not active. */
export function supplierOptionLabel(s: Pick<SupplierOption, 'name' | 'code' | 'status'>): string {
  return `${s.name} (${s.code})${s.status === 'active' ? '' : ` · ${SUPPLIER_STATUS_LABELS[s.status]}`}`;
}

/**
 * The one supplier picker (supplier products, contracts, purchase orders, their filters): a search box over
 * GET /api/suppliers/options (first 50 matches of 1,000 suppliers) and a native select; the chosen supplier stays
 * an option with its name whatever the search. `activeOnly` for choices the server accepts only for active
 * suppliers (a new purchase order).
 */
export function SupplierPicker({
  value,
  onChange,
  emptyLabel,
  label = 'Supplier',
  activeOnly = false,
  error,
  selectRef,
  className,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  emptyLabel: string;
  label?: string;
  activeOnly?: boolean;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
  className?: string;
}) {
  const [search, setSearch] = useState('');
  const options = useSupplierOptions({ search, activeOnly, include: value });
  const items = options.data ?? [];
  return (
    <SearchPicker
      label={label}
      searchLabel="Find supplier"
      emptyLabel={emptyLabel}
      value={value}
      onChange={onChange}
      options={items.map((s) => ({ value: s.id, label: supplierOptionLabel(s) }))}
      search={search}
      onSearch={setSearch}
      status={options.isError ? 'Suppliers could not be loaded.' : pickerStatus(options.isFetching, items.length, null)}
      error={error}
      selectRef={selectRef}
      className={className}
    />
  );
}
