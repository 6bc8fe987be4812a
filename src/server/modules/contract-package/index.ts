import { defineModule } from '../define-module';
import { contractPackageRoutes } from './contract-package.routes';

/** A location's contract package: agreement, documents with expiry and review, milestones, upgrade requests. */
export const contractPackageModule = defineModule({
  name: 'contract-package',
  services: () => ({}),
  routes: contractPackageRoutes,
});
