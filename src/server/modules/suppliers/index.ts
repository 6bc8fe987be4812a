import { defineModule } from '../define-module';
import { suppliersRoutes } from './suppliers.routes';

/** Suppliers, the catalogue products they supply (with cost history) and their contracts. */
export const suppliersModule = defineModule({
  name: 'suppliers',
  services: () => ({}),
  routes: suppliersRoutes,
});
