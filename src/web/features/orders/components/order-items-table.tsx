import type { OrderDetail } from '../../../../shared/orders.contracts';
import { formatPeso } from '../../../../shared/money';

/**
 * The order's lines at the prices copied when it was placed: a table from sm up, a stacked list
 * on phones (only one of them is displayed at a time).
 */
export function OrderItemsTable({ items }: { items: OrderDetail['items'] }) {
  return (
    <>
      <table className="hidden w-full text-sm sm:table">
        <caption className="sr-only">Items</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-3 font-medium">
              Product
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Unit price
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-border last:border-0">
              <td className="py-2 pr-3">
                <span className="font-medium">{item.name}</span>
                <span className="block text-xs text-muted-foreground">{item.sku}</span>
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{formatPeso(item.unitPriceCentavos)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
              <td className="whitespace-nowrap py-2 pl-3 text-right tabular-nums">{formatPeso(item.lineTotalCentavos)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 sm:hidden" aria-label="Items">
        {items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 border-b border-border pb-3 text-sm last:border-0 last:pb-0">
            <div className="min-w-0">
              <p className="break-words font-medium">{item.name}</p>
              <p className="text-xs text-muted-foreground">{item.sku}</p>
              <p className="text-muted-foreground">
                {item.quantity} × {formatPeso(item.unitPriceCentavos)}
              </p>
            </div>
            <span className="shrink-0 tabular-nums">{formatPeso(item.lineTotalCentavos)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
