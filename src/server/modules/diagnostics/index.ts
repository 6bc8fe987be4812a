import { defineModule } from '../define-module';
import { diagnosticsRoutes } from './diagnostics.routes';

/** Error pages on demand (the spec's diagnostics routes); routes only. */
export const diagnosticsModule = defineModule({
  name: 'diagnostics',
  services: () => ({}),
  routes: diagnosticsRoutes,
});
