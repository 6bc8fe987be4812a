import { useFilterOptions } from '../../lib/queries/get-filter-options';
import { byIdName, FilterSelect } from '../ui/filter-select';

const KINDS = {
  brand: { label: 'Brand', allLabel: 'All brands', list: 'brands' },
  location: { label: 'Location', allLabel: 'All locations', list: 'locations' },
} as const;

/**
 * "Brand" or "Location" of an order list, offering what the signed-in user may filter by. The id is
 * the bar's: the select's is `${id}-brand` or `${id}-location`.
 */
export function NetworkFilterSelect({
  kind,
  id,
  value,
  onChange,
  className,
}: {
  kind: keyof typeof KINDS;
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
  className: string;
}) {
  const options = useFilterOptions().data;
  const { label, allLabel, list } = KINDS[kind];
  return (
    <FilterSelect
      className={className}
      id={`${id}-${kind}`}
      label={label}
      allLabel={allLabel}
      value={value}
      options={byIdName(options?.[list] ?? [])}
      onChange={onChange}
    />
  );
}
