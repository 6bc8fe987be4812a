import type { Kernel } from '../../context';
import { defineModule } from '../define-module';
import { createCatalogService } from './catalog.service';
import { catalogRoutes } from './catalog.routes';

export const catalogModule = defineModule({
  name: 'catalog',
  services: ({ db }: Pick<Kernel, 'db'>) => ({ catalog: createCatalogService(db) }),
  routes: catalogRoutes,
});
