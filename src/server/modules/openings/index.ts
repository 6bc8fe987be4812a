import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import type { Notifier } from '../notifications/notifier';
import { defineModule } from '../define-module';
import { createOpeningsService } from './openings.service';
import { openingsRoutes } from './openings.routes';
import { openingRemindersJob } from './opening-reminders.job';

type Needs = Pick<Kernel, 'db' | 'storage'> & { audit: AuditService; notifier: Notifier };

/** Openings (issue 35, decision 021): a new store's opening project, from approval to the first day of trading. */
export const openingsModule = defineModule({
  name: 'openings',
  services: ({ db, storage, audit, notifier }: Needs) => ({
    openings: createOpeningsService({ db, storage, audit, notifier }),
  }),
  routes: openingsRoutes,
  jobs: ({ db, notifier, openings }) => [openingRemindersJob({ db, notifier, openings })],
});
