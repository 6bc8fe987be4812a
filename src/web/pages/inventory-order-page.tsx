import { PageHeader } from '../components/page-header';
import { InventoryOrderView } from '../features/inventory/components/inventory-order-view';
import { SuggestedToCartButton } from '../features/cart/components/suggested-to-cart-button';
import { OrderingLocationGate } from '../features/ordering-location/components/ordering-location-gate';
import { OrderingLocationPicker } from '../features/ordering-location/components/ordering-location-picker';

/**
 * /franchisee/inventory-order: the location's stock against its reorder points. Suggested
 * quantities go into the cart for review; the order then takes the normal checkout and approval.
 */
export function InventoryOrderPage() {
  return (
    <section>
      <PageHeader
        title="Inventory Order"
        description="Products at or below their reorder point are highlighted with a suggested quantity that refills them up to the max level. Add the suggestions to your cart, review them, then check out as usual."
        actions={<OrderingLocationPicker />}
      />
      <OrderingLocationGate>
        {(location) => <InventoryOrderView location={location} addSuggestedToCart={(props) => <SuggestedToCartButton {...props} />} />}
      </OrderingLocationGate>
    </section>
  );
}
