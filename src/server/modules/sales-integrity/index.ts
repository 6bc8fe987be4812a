import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../define-module';
import { createBenchmarksService } from './benchmarks.service';
import { integrityChecksJob } from './integrity-checks.job';
import { createSalesIntegrityService } from './sales-integrity.service';
import { salesIntegrityRoutes } from './sales-integrity.routes';

type Needs = Pick<Kernel, 'db'> & { audit: AuditService };

/**
 * Sales integrity (issue 36 part 2, decision 024): reported sales against what each store bought, head office only;
 * and benchmarks (part 3): a franchisee's store against its brand's quartiles.
 */
export const salesIntegrityModule = defineModule({
  name: 'sales-integrity',
  services: ({ db, audit }: Needs) => ({
    salesIntegrity: createSalesIntegrityService({ db, audit }),
    benchmarks: createBenchmarksService({ db }),
  }),
  routes: salesIntegrityRoutes,
  jobs: ({ salesIntegrity }) => [integrityChecksJob({ salesIntegrity })],
});
