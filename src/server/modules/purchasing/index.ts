import { defineModule } from '../define-module';
import { purchasingRoutes } from './purchasing.routes';

/** Purchase orders to suppliers, receiving into the warehouse through the stock ledger, and supplier performance. */
export const purchasingModule = defineModule({
  name: 'purchasing',
  services: () => ({}),
  routes: purchasingRoutes,
});
