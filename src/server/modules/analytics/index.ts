import type { Kernel } from '../../context';
import { defineModule } from '../define-module';
import { createAnalyticsService } from './analytics.service';
import { analyticsRoutes } from './analytics.routes';

/** Network and location analytics by period, early warnings, CSV exports. */
export const analyticsModule = defineModule({
  name: 'analytics',
  services: ({ db }: Pick<Kernel, 'db'>) => ({ analytics: createAnalyticsService({ db }) }),
  routes: analyticsRoutes,
});
