import { defineModule } from '../define-module';
import { marketingRoutes } from './marketing.routes';

/** The marketing asset library: head office uploads per brand, franchisees browse and download (counted). */
export const marketingModule = defineModule({
  name: 'marketing',
  services: () => ({}),
  routes: marketingRoutes,
});
