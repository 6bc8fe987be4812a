import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { ariaSortOf, nextSort, type OrderSort, type SortColumn } from '../../../lib/filters/order-management-filters';

/** A column header that sorts the list; aria-sort tells assistive technology the current order. */
export function SortHeader({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: SortColumn;
  label: string;
  sort: OrderSort;
  onSort: (sort: OrderSort) => void;
  className?: string;
}) {
  const state = ariaSortOf(column, sort);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={state} className={cn('px-2.5 py-2 font-medium', className)}>
      <button
        type="button"
        onClick={() => onSort(nextSort(column, sort))}
        className={cn(
          'inline-flex items-center gap-1 whitespace-nowrap rounded uppercase tracking-wide hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          state !== 'none' && 'text-foreground',
        )}
      >
        {label}
        <Icon aria-hidden className={cn('size-3.5', state === 'none' && 'opacity-50')} />
      </button>
    </th>
  );
}
