import { PageHeader } from '../components/page-header';
import { CartView } from '../features/cart/components/cart-view';
import { OrderingLocationGate } from '../features/ordering-location/components/ordering-location-gate';
import { OrderingLocationPicker } from '../features/ordering-location/components/ordering-location-picker';

/** /cart: the server-side cart of the selected location, validated on every change. */
export function CartPage() {
  return (
    <section>
      <PageHeader title="Cart" description="Check quantities and prices before you check out." actions={<OrderingLocationPicker />} />
      <OrderingLocationGate>{() => <CartView />}</OrderingLocationGate>
    </section>
  );
}
