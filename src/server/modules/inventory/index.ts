import type { Kernel } from '../../context';
import type { Notifier } from '../notifications/notifier';
import type { CartService } from '../cart/cart.service';
import { defineModule } from '../define-module';
import { createStockLedger } from './stock-ledger';
import { createInventoryService } from './inventory.service';
import { inventoryRoutes } from './inventory.routes';

/** Warehouse and location stock; its ledger is the one way every other module moves stock. */
export const inventoryModule = defineModule({
  name: 'inventory',
  services: ({ db, notifier, cart }: Pick<Kernel, 'db'> & { notifier: Notifier; cart: CartService }) => {
    const ledger = createStockLedger({ notifier });
    return { ledger, inventory: createInventoryService({ db, ledger, cart }) };
  },
  routes: inventoryRoutes,
});
