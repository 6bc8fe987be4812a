import { Truck } from 'lucide-react';
import type { Cart } from '../../../../shared/cart.contracts';
import { formatPeso } from '../../../../shared/money';
import { OrderTotals } from '../../../components/order-totals';

/** The final summary exactly as the server computed it (lines, subtotal, VAT, shipping, total). */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  const { summary } = cart;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label="Items in this order">
        {cart.lines.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-3 text-sm">
            <div className="min-w-0">
              <p className="break-words font-medium">{line.name}</p>
              <p className="text-muted-foreground">
                {line.quantity} × {formatPeso(line.unitPriceCentavos)}
                <span className="sr-only"> per {line.unit}</span>
              </p>
            </div>
            <span className="shrink-0 tabular-nums">{formatPeso(line.lineTotalCentavos)}</span>
          </li>
        ))}
      </ul>
      <div className="border-t border-border pt-4">
        <OrderTotals totals={summary} label="Order summary" />
      </div>
      {summary.freeShippingRemainingCentavos > 0 ? (
        <p className="flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <Truck aria-hidden className="size-4 shrink-0" />
          {formatPeso(summary.freeShippingRemainingCentavos)} more for free shipping
        </p>
      ) : null}
    </div>
  );
}
