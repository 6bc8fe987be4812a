import type { Kernel } from '../../context';
import type { Notifier } from '../notifications/notifier';
import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../define-module';
import { missingReportRemindersJob } from './missing-report-reminders.job';
import { salesRoutes } from './sales.routes';
import { createSalesService } from './sales.service';
import { createPosMappingService } from './pos-mapping';

// The notifier tells a franchisee about a rejected day and, each morning, about a missing report.
type Needs = Pick<Kernel, 'db' | 'storage'> & { notifier: Notifier; audit: AuditService };

/** Daily sales reporting: manual entry, CSV/XLSX import, corrections with history, head-office review. */
export const salesModule = defineModule({
  name: 'sales',
  services: ({ db, storage, notifier, audit }: Needs) => {
    const posMapping = createPosMappingService({ db, audit });
    return { posMapping, sales: createSalesService({ db, storage, notifier, audit, posMapping }) };
  },
  routes: salesRoutes,
  jobs: ({ db, notifier, sales }) => [missingReportRemindersJob({ db, notifier, sales })],
});
