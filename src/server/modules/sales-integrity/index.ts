import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../define-module';
import { integrityChecksJob } from './integrity-checks.job';
import { createSalesIntegrityService } from './sales-integrity.service';
import { salesIntegrityRoutes } from './sales-integrity.routes';

type Needs = Pick<Kernel, 'db'> & { audit: AuditService };

/** Sales integrity (issue 36 part 2, decision 024): reported sales against what each store bought, head office only. */
export const salesIntegrityModule = defineModule({
  name: 'sales-integrity',
  services: ({ db, audit }: Needs) => ({ salesIntegrity: createSalesIntegrityService({ db, audit }) }),
  routes: salesIntegrityRoutes,
  jobs: ({ salesIntegrity }) => [integrityChecksJob({ salesIntegrity })],
});
