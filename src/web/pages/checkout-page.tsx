import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShoppingCart, Store } from 'lucide-react';
import { paths } from '../../shared/routes';
import { LoadingScreen } from '../components/feedback/loading-screen';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { CheckoutView } from '../features/checkout/components/checkout-view';
import { AddressDialog } from '../features/addresses/components/address-dialog';
import { PaymentMethodDialog } from '../features/payment-methods/components/payment-method-dialog';

const CHECKOUT_DIALOGS = { AddressDialog, PaymentMethodDialog };
import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../features/cart/get-cart';
import { useOrderingLocations } from '../lib/queries/get-ordering-locations';
import { LoadError } from '../components/feedback/load-error';

/** /checkout: one page from the server-validated cart to a placed order. */
export function CheckoutPage() {
  // Prices and stock may have moved since the cart page: always re-validate on arrival.
  const cart = useQuery({ ...cartQueryOptions(), refetchOnMount: 'always' });
  const locations = useOrderingLocations();

  let body;
  if (cart.isPending || locations.isPending) {
    body = <LoadingScreen message="Loading your cart…" fullPage={false} />;
  } else if (locations.data?.locations.length === 0) {
    body = (
      <EmptyState icon={<Store aria-hidden className="size-8 text-muted-foreground" />} title="Not linked to a location yet">
        Your account isn't linked to a franchise location, and orders are placed for a location. Ask head office to link your account, then
        come back to order.
      </EmptyState>
    );
  } else if (cart.isError) {
    body = <LoadError error={cart.error} fallback="Failed to load your cart." onRetry={() => void cart.refetch()} />;
  } else if (cart.data.lines.length === 0) {
    body = (
      <EmptyState icon={<ShoppingCart aria-hidden className="size-8 text-muted-foreground" />} title="Your cart is empty">
        Add products from the catalogue, then check out here.{' '}
        <Link to={paths.productCatalog} className="font-medium text-primary underline-offset-4 hover:underline">
          Browse the product catalogue
        </Link>
      </EmptyState>
    );
  } else {
    body = <CheckoutView cart={cart.data} hasSeveralLocations={(locations.data?.locations.length ?? 0) > 1} dialogs={CHECKOUT_DIALOGS} />;
  }

  return (
    <section>
      <PageHeader
        title="Checkout"
        description="Check the details, then place the order for head office approval."
        actions={
          <Button asChild variant="ghost">
            <Link to={paths.cart}>Back to cart</Link>
          </Button>
        }
      />
      {body}
    </section>
  );
}

function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
      {icon}
      <h2 className="font-medium">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
