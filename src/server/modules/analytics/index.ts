import { defineModule } from '../define-module';

/** Network and location analytics by period, early warnings, CSV exports. */
export const analyticsModule = defineModule({
  name: 'analytics',
  services: () => ({}),
});
