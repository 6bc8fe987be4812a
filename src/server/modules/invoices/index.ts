import type { Kernel } from '../../context';
import type { Notifier } from '../notifications/notifier';
import { defineModule } from '../define-module';
import { createInvoicesService } from './invoices.service';
import { invoiceRoutes } from './invoices.routes';
import { overdueInvoicesJob } from './overdue-invoices.job';

// The notifier is for the overdue job's reminders.
type Needs = Pick<Kernel, 'db' | 'storage'> & { notifier: Notifier };

/** One invoice per approved order, its PDF, and the daily job that marks unpaid ones overdue. */
export const invoicesModule = defineModule({
  name: 'invoices',
  services: ({ db, storage }: Needs) => ({ invoices: createInvoicesService({ db, storage }) }),
  routes: invoiceRoutes,
  jobs: ({ db, notifier }) => [overdueInvoicesJob({ db, notifier })],
});
