import { defineModule } from '../define-module';
import { healthRoutes } from './health.routes';

/** Liveness and database reachability; routes only. */
export const healthModule = defineModule({
  name: 'health',
  services: () => ({}),
  routes: healthRoutes,
});
