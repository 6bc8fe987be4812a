import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import type { Notifier } from '../notifications/notifier';
import { defineModule } from '../define-module';
import { contractPackageRoutes } from './contract-package.routes';
import { createContractPackageService } from './contract-package.service';
import { documentExpiryJob } from './document-expiry.job';

// Documents go to private storage (with the upload quota); reviews, upgrades and the daily expiry job notify people.
type Needs = Pick<Kernel, 'db' | 'storage' | 'limiter'> & { audit: AuditService; notifier: Notifier };

/** A location's contract package: agreement, documents with expiry and review, milestones, upgrade requests. */
export const contractPackageModule = defineModule({
  name: 'contract-package',
  services: ({ db, storage, limiter, audit, notifier }: Needs) => ({
    contractPackage: createContractPackageService({ db, audit, storage, limiter, notifier }),
  }),
  routes: contractPackageRoutes,
  jobs: ({ db, notifier }) => [documentExpiryJob({ db, notifier })],
});
