import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../define-module';
import { createBrandsService } from './brands.service';
import { createLocationsService } from './locations.service';
import { networkRoutes } from './network.routes';

/** The franchise network: brands and locations. */
export const networkModule = defineModule({
  name: 'network',
  services: ({ db, audit }: Pick<Kernel, 'db'> & { audit: AuditService }) => ({
    brands: createBrandsService({ db, audit }),
    locations: createLocationsService({ db, audit }),
  }),
  routes: networkRoutes,
});
