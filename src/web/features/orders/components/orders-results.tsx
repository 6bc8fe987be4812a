import { Link } from 'react-router';
import type { OrderSummary } from '../../../../shared/orders.contracts';
import { paths } from '../../../../shared/routes';
import { formatPeso } from '../../../../shared/money';
import { formatDate } from '../../../../shared/time';
import { OrderStatusBadge } from '../../../components/order-status-badge';

const itemsText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * The orders of one page: a table from md up, cards below it. Only one of the two is displayed
 * (the other is display:none), so each order link exists once for assistive technology.
 */
export function OrdersResults({ orders }: { orders: OrderSummary[] }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-border bg-card shadow-sm md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Your orders</caption>
          <thead className="bg-muted/60">
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="px-4 py-3 font-medium">
                Order number
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Date
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Location
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Items
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Total
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id} className="border-t border-border hover:bg-muted/40">
                <td className="px-4 py-3">
                  <Link to={paths.orderDetail(o.id)} className="font-medium text-primary underline-offset-4 hover:underline">
                    {o.orderNumber}
                  </Link>
                </td>
                <td className="whitespace-nowrap px-4 py-3">{formatDate(o.createdAt)}</td>
                <td className="px-4 py-3">{o.location.name}</td>
                <td className="px-4 py-3 text-right tabular-nums">{o.itemCount}</td>
                <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatPeso(o.totalCentavos)}</td>
                <td className="px-4 py-3">
                  <OrderStatusBadge status={o.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" aria-label="Your orders">
        {orders.map((o) => (
          <li key={o.id} className="rounded-xl border border-border bg-card p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Link to={paths.orderDetail(o.id)} className="break-all font-medium text-primary underline-offset-4 hover:underline">
                {o.orderNumber}
              </Link>
              <OrderStatusBadge status={o.status} />
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              {formatDate(o.createdAt)} · {o.location.name}
            </p>
            <p className="mt-2 flex justify-between text-sm">
              <span>{itemsText(o.itemCount)}</span>
              <span className="font-semibold tabular-nums">{formatPeso(o.totalCentavos)}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
