import type { Kernel } from '../../context';
import type { Notifier } from '../notifications/notifier';
import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../define-module';
import { supportRoutes } from './support.routes';
import { createSupportService } from './support.service';

// Ticket files go to private storage (with the document upload quota); replies notify the other side; head
// office's changes are audited.
type Needs = Pick<Kernel, 'db' | 'storage' | 'limiter'> & { notifier: Notifier; audit: AuditService };

/** Support requests: tickets, a threaded conversation, attachments, assignment and the head-office queue. */
export const supportModule = defineModule({
  name: 'support',
  services: ({ db, storage, limiter, notifier, audit }: Needs) => ({
    support: createSupportService({ db, storage, limiter, notifier, audit }),
  }),
  routes: supportRoutes,
});
