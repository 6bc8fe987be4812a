import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import type { Notifier } from '../notifications/notifier';
import { defineModule } from '../define-module';
import { auditActionsJob } from './action-reminders.job';
import { auditsRoutes } from './audits.routes';
import { createAuditsService } from './audits.service';

type Needs = Pick<Kernel, 'db' | 'storage' | 'limiter'> & { audit: AuditService; notifier: Notifier };

/** Brand-standards audits (issue 37): templates, scheduling, performing (offline-first), reports, corrective actions. */
export const auditsModule = defineModule({
  name: 'audits',
  services: ({ db, storage, limiter, audit, notifier }: Needs) => ({
    audits: createAuditsService({ db, storage, limiter, audit, notifier }),
  }),
  routes: auditsRoutes,
  jobs: ({ audits }) => [auditActionsJob({ audits })],
});
