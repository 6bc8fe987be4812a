import { ORDER_STATUS_OPTIONS, type OrderStatus } from '../../shared/orders.contracts';
import { FilterSelect } from './ui/filter-select';

/** "Status" of an order list, first choice "All statuses". The id is the bar's: the select's is `${id}-status`. */
export function OrderStatusFilter({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: OrderStatus | null;
  onChange: (status: OrderStatus | null) => void;
  className?: string;
}) {
  return (
    <FilterSelect
      className={className}
      id={`${id}-status`}
      label="Status"
      allLabel="All statuses"
      value={value}
      options={ORDER_STATUS_OPTIONS}
      onChange={onChange}
    />
  );
}
