import type { Kernel } from '../../context';
import { defineModule } from '../define-module';
import { createAddressesService } from './addresses.service';
import { addressRoutes } from './addresses.routes';

export const addressesModule = defineModule({
  name: 'addresses',
  services: ({ db }: Pick<Kernel, 'db'>) => ({ addresses: createAddressesService(db) }),
  routes: addressRoutes,
});
