import type { Kernel } from '../../context';
import { defineModule } from '../define-module';
import { createOrderingLocationService } from './ordering-location.service';
import { createCartService } from './cart.service';
import { cartRoutes } from './cart.routes';

/** The franchisee's cart and the location it orders for. */
export const cartModule = defineModule({
  name: 'cart',
  services: ({ db }: Pick<Kernel, 'db'>) => {
    const orderingLocations = createOrderingLocationService(db);
    return { orderingLocations, cart: createCartService({ db, orderingLocations }) };
  },
  routes: cartRoutes,
});
