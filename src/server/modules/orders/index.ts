import type { Kernel } from '../../context';
import type { CartService } from '../cart/cart.service';
import type { OrderingLocationService } from '../cart/ordering-location.service';
import type { AddressesService } from '../addresses/addresses.service';
import type { PaymentMethodsService } from '../payment-methods/payment-methods.service';
import type { StockLedger } from '../inventory/stock-ledger';
import type { Notifier } from '../notifications/notifier';
import { pesosToCentavos } from '../../../shared/money';
import { defineModule } from '../define-module';
import { createOrdersService } from './orders.service';
import { createCheckoutService } from './checkout.service';
import { orderRoutes } from './orders.routes';

type Needs = Pick<Kernel, 'db' | 'config'> & {
  cart: CartService;
  orderingLocations: OrderingLocationService;
  addresses: AddressesService;
  paymentMethods: PaymentMethodsService;
  ledger: StockLedger;
  notifier: Notifier;
};

/** The franchisee's orders: checkout, list, detail, cancel, reorder. */
export const ordersModule = defineModule({
  name: 'orders',
  services: ({ db, config, cart, orderingLocations, addresses, paymentMethods, ledger, notifier }: Needs) => {
    const twoApproverThresholdCentavos = pesosToCentavos(config.TWO_APPROVER_THRESHOLD_PESOS);
    const orders = createOrdersService({ db, cart, orderingLocations, ledger, twoApproverThresholdCentavos });
    const checkout = createCheckoutService({ db, cart, addresses, paymentMethods, orders, notifier, ledger });
    return { orders, checkout };
  },
  routes: orderRoutes,
});
