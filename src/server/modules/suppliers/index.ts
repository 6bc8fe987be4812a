import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import type { Notifier } from '../notifications/notifier';
import { defineModule } from '../define-module';
import { contractExpiryJob } from './contract-expiry.job';
import { createContractsService } from './contracts.service';
import { createSupplierProductsService } from './supplier-products.service';
import { suppliersRoutes } from './suppliers.routes';
import { createSuppliersService } from './suppliers.service';

// Contract documents go to private storage (with the upload quota); the daily job notifies head office.
type Needs = Pick<Kernel, 'db' | 'storage' | 'limiter'> & { audit: AuditService; notifier: Notifier };

/** Suppliers, the catalogue products they supply (with cost history) and their contracts. */
export const suppliersModule = defineModule({
  name: 'suppliers',
  services: ({ db, storage, limiter, audit }: Needs) => ({
    suppliers: createSuppliersService({ db, audit }),
    supplierProducts: createSupplierProductsService({ db, audit }),
    supplierContracts: createContractsService({ db, audit, storage, limiter }),
  }),
  routes: suppliersRoutes,
  jobs: ({ db, notifier }) => [contractExpiryJob({ db, notifier })],
});
