import type { Totals } from '../../shared/cart.contracts';
import { formatPeso } from '../../shared/money';

/** Subtotal, VAT, shipping and total as computed by the server (never recomputed here). */
export function OrderTotals({ totals, label = 'Order totals' }: { totals: Totals; label?: string }) {
  const rows = [
    { term: 'Subtotal', value: formatPeso(totals.subtotalCentavos) },
    { term: 'VAT (12%)', value: formatPeso(totals.vatCentavos) },
    { term: 'Shipping', value: totals.shippingCentavos === 0 ? 'Free' : formatPeso(totals.shippingCentavos) },
  ];
  return (
    <dl aria-label={label} className="grid gap-2 text-sm">
      {rows.map((r) => (
        <div key={r.term} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{r.term}</dt>
          <dd className="tabular-nums">{r.value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatPeso(totals.totalCentavos)}</dd>
      </div>
    </dl>
  );
}
