import { Link } from 'react-router';
import { Ban } from 'lucide-react';
import type { OrderManagementRow } from '../../../../shared/operations.contracts';
import { paths } from '../../../../shared/routes';
import { formatPeso } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { formatDate } from '../../../../shared/time';
import { headOfficeMayCancel } from '../../../lib/shipping-actions';
import type { OrderSort } from '../../../lib/filters/order-management-filters';
import { SortHeader } from './sort-header';

/**
 * The orders of one page. One table for every width: from md up a table with sortable headers;
 * below, each row stacks into a card with its own labels, so every link exists once.
 */
export function OrderManagementTable({
  rows,
  sort,
  onSort,
  onCancel,
}: {
  rows: OrderManagementRow[];
  sort: OrderSort;
  onSort: (sort: OrderSort) => void;
  /** Head office only: cancel an approved or processing order. */
  onCancel?: (row: OrderManagementRow) => void;
}) {
  return (
    <table className="w-full text-sm max-md:block">
      <caption className="sr-only">Orders</caption>
      <thead className="bg-muted/60 text-left text-xs uppercase tracking-wide text-muted-foreground max-md:hidden">
        <tr>
          <SortHeader column="number" label="Order number" sort={sort} onSort={onSort} />
          <SortHeader column="date" label="Date" sort={sort} onSort={onSort} />
          <th scope="col" className="px-2.5 py-2 font-medium">
            Location
          </th>
          <th scope="col" className="px-2.5 py-2 font-medium">
            Brand
          </th>
          <th scope="col" className="px-2.5 py-2 font-medium">
            Franchisee
          </th>
          <th scope="col" className="px-2.5 py-2 text-right font-medium">
            Items
          </th>
          <SortHeader column="total" label="Total" sort={sort} onSort={onSort} className="text-right" />
          <th scope="col" className="px-2.5 py-2 font-medium">
            Status
          </th>
          {onCancel ? (
            <th scope="col" className="px-2.5 py-2">
              <span className="sr-only">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="max-md:grid max-md:gap-3 md:divide-y md:divide-border">
        {rows.map((o) => (
          <tr
            key={o.id}
            data-testid="order-management-row"
            className="hover:bg-muted/40 max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:rounded-xl max-md:border max-md:border-border max-md:bg-card max-md:p-4 max-md:shadow-sm"
          >
            <td className="px-2.5 py-3 max-md:p-0">
              <Link
                to={paths.orderDetail(o.id)}
                className="font-medium text-primary underline-offset-4 hover:underline max-md:break-all md:whitespace-nowrap"
              >
                {o.orderNumber}
              </Link>
            </td>
            <td className="whitespace-nowrap px-2.5 py-3 max-md:col-start-1 max-md:row-start-2 max-md:p-0 max-md:text-muted-foreground">
              <time dateTime={o.createdAt}>{formatDate(o.createdAt)}</time>
            </td>
            <td className="px-2.5 py-3 max-md:col-span-2 max-md:p-0">{o.location.name}</td>
            <td className="px-2.5 py-3 max-md:col-span-2 max-md:p-0 max-md:text-muted-foreground">
              <span className="md:hidden">Brand: </span>
              {o.brand.name}
            </td>
            <td className="px-2.5 py-3 max-md:col-span-2 max-md:p-0 max-md:text-muted-foreground">
              <span className="md:hidden">Franchisee: </span>
              {o.franchisee ?? '—'}
            </td>
            <td className="px-2.5 py-3 text-right tabular-nums max-md:p-0 max-md:text-left">
              {o.itemCount}
              <span className="md:hidden"> {o.itemCount === 1 ? 'item' : 'items'}</span>
            </td>
            <td className="whitespace-nowrap px-2.5 py-3 text-right font-medium tabular-nums max-md:p-0">
              <span className="sr-only">Total </span>
              {formatPeso(o.totalCentavos)}
            </td>
            <td className="px-2.5 py-3 max-md:col-start-2 max-md:row-start-1 max-md:p-0 max-md:text-right">
              <OrderStatusBadge status={o.status} />
            </td>
            {onCancel ? (
              <td className="px-2.5 py-3 text-right max-md:col-span-2 max-md:p-0 max-md:empty:hidden">
                {headOfficeMayCancel(o.status) ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive"
                    aria-label="Cancel order"
                    title="Cancel order"
                    onClick={() => onCancel(o)}
                  >
                    <Ban aria-hidden />
                    {/* Icon-only in the table until there is room; the name is "Cancel order" either way. */}
                    <span className="md:max-2xl:hidden">Cancel order</span>
                  </Button>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
