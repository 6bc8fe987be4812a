import type { Kernel } from '../../context';
import type { Notifier } from '../notifications/notifier';
import type { InvoicesService } from '../invoices/invoices.service';
import type { OrdersService } from '../orders/orders.service';
import { defineModule } from '../define-module';
import { createOrderManagementService } from './order-management.service';
import { orderManagementRoutes } from './order-management.routes';

type Needs = Pick<Kernel, 'db'> & { notifier: Notifier; orders: OrdersService; invoices: InvoicesService };

/** Head office's view of every order: list, filters, CSV export, cancel. */
export const orderManagementModule = defineModule({
  name: 'order-management',
  services: ({ db, notifier, orders, invoices }: Needs) => ({
    orderManagement: createOrderManagementService({ db, notifier, orders, invoices }),
  }),
  routes: orderManagementRoutes,
});
