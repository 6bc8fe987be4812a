import type { Kernel } from '../../context';
import type { Notifier } from '../notifications/notifier';
import type { InvoicesService } from '../invoices/invoices.service';
import type { OrdersService } from '../orders/orders.service';
import type { StockLedger } from '../inventory/stock-ledger';
import { defineModule } from '../define-module';
import { createShippingService } from './shipping.service';
import { shippingRoutes } from './shipping.routes';

type Needs = Pick<Kernel, 'db'> & { notifier: Notifier; orders: OrdersService; invoices: InvoicesService; ledger: StockLedger };

export const shippingModule = defineModule({
  name: 'shipping',
  services: ({ db, notifier, orders, invoices, ledger }: Needs) => ({
    shipping: createShippingService({ db, notifier, orders, invoices, ledger }),
  }),
  routes: shippingRoutes,
});
