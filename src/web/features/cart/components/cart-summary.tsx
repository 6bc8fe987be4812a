import { Link } from 'react-router';
import { Truck } from 'lucide-react';
import type { Cart } from '../../../../shared/cart.contracts';
import { paths } from '../../../../shared/routes';
import { ORDER_SETTINGS } from '../../../../shared/settings';
import { formatPeso } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const VAT_LABEL = `VAT (${Math.round(ORDER_SETTINGS.vatRate * 100)}%)`;

/** "₱X more for free shipping", or null once shipping is free (or nothing is in the cart). */
export function freeShippingText(remainingCentavos: number): string | null {
  return remainingCentavos > 0 ? `${formatPeso(remainingCentavos)} more for free shipping` : null;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={strong ? 'flex justify-between gap-4 border-t border-border pt-3 text-base font-semibold' : 'flex justify-between gap-4'}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={`cart-${label.split(' ')[0].toLowerCase()}`}>
        {value}
      </dd>
    </div>
  );
}

/** Totals as the server computed them (DESIGN 5); the page never does money arithmetic. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { summary } = cart;
  const freeShipping = freeShippingText(summary.freeShippingRemainingCentavos);
  const hintId = 'checkout-hint';
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader>
        <CardTitle>Order summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 text-sm">
          <Row label="Subtotal" value={formatPeso(summary.subtotalCentavos)} />
          <Row label={VAT_LABEL} value={formatPeso(summary.vatCentavos)} />
          <Row label="Shipping" value={summary.shippingCentavos === 0 ? 'Free' : formatPeso(summary.shippingCentavos)} />
          <Row label="Total" value={formatPeso(summary.totalCentavos)} strong />
        </dl>
        {freeShipping ? (
          <p className="flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="free-shipping">
            <Truck aria-hidden className="size-4 shrink-0" />
            {freeShipping}
          </p>
        ) : null}
        {cart.canCheckout ? (
          <Button asChild size="lg">
            <Link to={paths.checkout}>Proceed to Checkout</Link>
          </Button>
        ) : (
          <>
            <Button size="lg" disabled aria-describedby={hintId}>
              Proceed to Checkout
            </Button>
            <p id={hintId} className="text-sm text-muted-foreground">
              {cart.lines.length === 0
                ? 'Add products to your cart to check out.'
                : 'Resolve the issues marked in red or amber in your cart before checking out.'}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
