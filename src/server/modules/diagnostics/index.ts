import type { Kernel } from '../../context';
import { defineModule } from '../define-module';
import { diagnosticsRoutes } from './diagnostics.routes';
import { diagnosticsPurgeJob } from './diagnostics-jobs';
import { createErrorReports } from './error-reports.service';
import { createRunStore } from './run-store';
import { createSlowRequestStore } from './slow-requests';
import { createWebVitals } from './web-vitals.service';

/** The /test suites and their last results (issue 17); instruments (error reports, vitals, slow requests) beside them. */
export const diagnosticsModule = defineModule({
  name: 'diagnostics',
  services: ({ db, limiter }: Pick<Kernel, 'db' | 'limiter'>) => ({
    diagnosticRuns: createRunStore(db),
    errorReports: createErrorReports({ db, limiter }),
    webVitals: createWebVitals({ db, limiter }),
    slowRequests: createSlowRequestStore(db),
  }),
  routes: diagnosticsRoutes,
  jobs: ({ db }) => [diagnosticsPurgeJob(db)],
});
