import { defineModule } from '../define-module';

/** The two landing dashboards (franchisor network, franchisee location). */
export const dashboardsModule = defineModule({
  name: 'dashboards',
  services: () => ({}),
});
