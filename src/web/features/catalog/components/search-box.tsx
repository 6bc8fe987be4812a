import { SearchField } from '../../../components/search-field';

/** "Search products" by name or SKU; reports ~300 ms after typing stops, or at once on Enter. */
export function SearchBox({ id, value, onSearch }: { id: string; value: string; onSearch: (q: string) => void }) {
  return (
    <SearchField
      id={id}
      label="Search products"
      placeholder="Name or SKU"
      maxLength={100}
      value={value}
      onSearch={onSearch}
      className="grid gap-1.5"
      delayMs={300}
      landmark={false}
    />
  );
}
