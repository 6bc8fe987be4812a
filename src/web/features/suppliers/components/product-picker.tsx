import { useMemo, useState, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { NO_FILTERS } from '../../../lib/filters/product-filters';
import { productQueryOptions } from '../../../lib/queries/get-product';
import { uniqueProducts, useProductList } from '../../../lib/queries/get-products';
import { pickerStatus, SearchPicker } from '../../../components/form/search-picker';

/**
 * A catalogue product for a supplier link, searched by name or SKU through the catalogue list
 * (GET /api/catalog/products?q&includeInactive=true: head office may link a product it has not launched yet).
 */
export function ProductPicker({
  value,
  onChange,
  error,
  selectRef,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const [q, setQ] = useState('');
  const list = useProductList({ ...NO_FILTERS, q }, true);
  const matches = useMemo(() => uniqueProducts(list.data?.pages.slice(0, 1) ?? []), [list.data]);
  const known = value === null || matches.some((p) => p.id === value);
  const selected = useQuery({ ...productQueryOptions(value ?? ''), enabled: !known, meta: { errorToast: false } });
  return (
    <SearchPicker
      label="Product"
      searchLabel="Find product by name or SKU"
      emptyLabel="Choose a product…"
      value={value}
      onChange={onChange}
      options={matches.map((p) => ({ value: p.id, label: `${p.name} (${p.sku})` }))}
      selectedLabel={selected.data ? `${selected.data.name} (${selected.data.sku})` : undefined}
      search={q}
      onSearch={setQ}
      status={
        list.isError ? 'Products could not be loaded.' : pickerStatus(list.isFetching, matches.length, list.data?.pages[0]?.total ?? null)
      }
      error={error}
      selectRef={selectRef}
    />
  );
}
