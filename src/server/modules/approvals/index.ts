import type { Kernel } from '../../context';
import type { Notifier } from '../notifications/notifier';
import type { InvoicesService } from '../invoices/invoices.service';
import type { OrdersService } from '../orders/orders.service';
import type { StockLedger } from '../inventory/stock-ledger';
import { pesosToCentavos } from '../../../shared/money';
import { defineModule } from '../define-module';
import { createApprovalsService } from './approvals.service';
import { approvalRoutes } from './approvals.routes';

type Needs = Pick<Kernel, 'db' | 'config'> & { notifier: Notifier; invoices: InvoicesService; orders: OrdersService; ledger: StockLedger };

export const approvalsModule = defineModule({
  name: 'approvals',
  services: ({ db, config, notifier, invoices, orders, ledger }: Needs) => ({
    approvals: createApprovalsService({
      db,
      notifier,
      invoices,
      orders,
      ledger,
      thresholdCentavos: pesosToCentavos(config.TWO_APPROVER_THRESHOLD_PESOS),
    }),
  }),
  routes: approvalRoutes,
});
