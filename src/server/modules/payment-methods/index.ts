import type { Kernel } from '../../context';
import { defineModule } from '../define-module';
import { createPaymentMethodsService } from './payment-methods.service';
import { paymentMethodRoutes } from './payment-methods.routes';

export const paymentMethodsModule = defineModule({
  name: 'payment-methods',
  services: ({ db }: Pick<Kernel, 'db'>) => ({ paymentMethods: createPaymentMethodsService(db) }),
  routes: paymentMethodRoutes,
});
