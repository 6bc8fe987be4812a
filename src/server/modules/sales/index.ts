import type { Kernel } from '../../context';
import type { Notifier } from '../notifications/notifier';
import { defineModule } from '../define-module';
import { missingReportRemindersJob } from './missing-report-reminders.job';
import { salesRoutes } from './sales.routes';
import { createSalesService } from './sales.service';

// The notifier tells a franchisee about a rejected day and, each morning, about a missing report.
type Needs = Pick<Kernel, 'db' | 'storage'> & { notifier: Notifier };

/** Daily sales reporting: manual entry, CSV/XLSX import, corrections with history, head-office review. */
export const salesModule = defineModule({
  name: 'sales',
  services: ({ db, storage, notifier }: Needs) => ({ sales: createSalesService({ db, storage, notifier }) }),
  routes: salesRoutes,
  jobs: ({ db, notifier, sales }) => [missingReportRemindersJob({ db, notifier, sales })],
});
