import type { Kernel } from '../../context';
import type { StockLedger } from '../inventory/stock-ledger';
import type { EmailOutbox } from '../notifications/email-outbox';
import { defineModule } from '../define-module';
import { createPurchaseOrdersService } from './purchase-orders.service';
import { createPerformanceService } from './performance.service';
import { purchasingRoutes } from './purchasing.routes';

/** Purchase orders to suppliers, receiving into the warehouse through the stock ledger, and supplier performance. */
export const purchasingModule = defineModule({
  name: 'purchasing',
  services: ({ db, storage, ledger, emailOutbox }: Pick<Kernel, 'db' | 'storage'> & { ledger: StockLedger; emailOutbox: EmailOutbox }) => ({
    purchaseOrders: createPurchaseOrdersService({ db, storage, ledger, emailOutbox }),
    supplierPerformance: createPerformanceService({ db }),
  }),
  routes: purchasingRoutes,
});
