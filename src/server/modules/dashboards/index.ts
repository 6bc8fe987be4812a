import type { Kernel } from '../../context';
import type { InventoryService } from '../inventory/inventory.service';
import { defineModule } from '../define-module';
import { createDashboardsService } from './dashboards.service';
import { dashboardRoutes } from './dashboards.routes';

/** The two landing dashboards (franchisor network, franchisee location). */
export const dashboardsModule = defineModule({
  name: 'dashboards',
  // Low stock is read through the inventory module, so both pages count it as /inventory does.
  services: ({ db, inventory }: Pick<Kernel, 'db'> & { inventory: InventoryService }) => ({
    dashboards: createDashboardsService({ db, inventory }),
  }),
  routes: dashboardRoutes,
});
