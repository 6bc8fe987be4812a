import { FilterSelect } from '../../../components/ui/filter-select';
import { useSupplierOptions } from '../get-supplier-options';

/** "Supplier" of a list filter: every supplier (inactive ones too: their old POs still count), by name. */
export function SupplierFilterSelect({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: string | null;
  onChange: (supplierId: string | null) => void;
  className?: string;
}) {
  const options = useSupplierOptions().data ?? [];
  return (
    <FilterSelect
      id={id}
      label="Supplier"
      allLabel="All suppliers"
      value={value}
      className={className}
      options={options.map((o) => ({ value: o.id, label: `${o.name} (${o.code})` }))}
      onChange={onChange}
    />
  );
}
