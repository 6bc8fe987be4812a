import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { paths } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useCart } from '../get-cart';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import { ClearCartButton } from './clear-cart-button';
import { LoadError } from '../../../components/feedback/load-error';

function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
      <ShoppingCart aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">Your cart is empty</h2>
      <p className="text-sm text-muted-foreground">Find the stock you need in the product catalogue.</p>
      <Button asChild>
        <Link to={paths.productCatalog}>Browse the catalogue</Link>
      </Button>
    </div>
  );
}

/** The cart of the selected location: lines with their warnings, and the summary beside them. */
export function CartView() {
  const cart = useCart();

  if (cart.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading your cart" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="h-64 animate-pulse rounded-xl bg-muted" />
        <div className="h-64 animate-pulse rounded-xl bg-muted" />
      </div>
    );
  }
  if (cart.isError) {
    return <LoadError error={cart.error} fallback="Your cart could not be loaded." onRetry={() => void cart.refetch()} />;
  }

  const { lines } = cart.data;
  if (lines.length === 0) return <EmptyCart />;
  const issueCount = lines.filter((l) => l.issues.length > 0).length;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="px-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border py-4">
          <h2 className="text-lg font-semibold">
            {lines.length} {lines.length === 1 ? 'product' : 'products'}
          </h2>
          <ClearCartButton lineCount={lines.length} />
        </div>
        {issueCount > 0 ? (
          <p className="mt-4 rounded-md bg-warning-soft px-3 py-2 text-sm font-medium text-warning" data-testid="cart-issues-note">
            {issueCount === 1 ? '1 product needs' : `${issueCount} products need`} your attention before checkout.
          </p>
        ) : null}
        <ul className="divide-y divide-border" aria-label="Cart items">
          {lines.map((line) => (
            <CartLineItem key={line.id} line={line} />
          ))}
        </ul>
      </Card>
      <CartSummary cart={cart.data} />
    </div>
  );
}
