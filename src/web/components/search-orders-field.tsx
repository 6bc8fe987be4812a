import { SearchField } from './search-field';

/** "Search orders" by order number: applied ~350 ms after typing stops, or at once on Enter. */
export function SearchOrdersField({
  id,
  value,
  onSearch,
  className,
}: {
  id: string;
  value: string;
  onSearch: (q: string) => void;
  className?: string;
}) {
  return (
    <SearchField
      id={id}
      label="Search orders"
      placeholder="Order number"
      maxLength={40}
      value={value}
      onSearch={onSearch}
      className={className}
    />
  );
}
