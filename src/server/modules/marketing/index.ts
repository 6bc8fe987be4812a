import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import type { Notifier } from '../notifications/notifier';
import { defineModule } from '../define-module';
import { marketingRoutes } from './marketing.routes';
import { createMarketingService } from './marketing.service';

// Asset files go to private storage (with the document upload quota); new assets notify the brand's franchisees.
type Needs = Pick<Kernel, 'db' | 'storage' | 'limiter'> & { audit: AuditService; notifier: Notifier };

/** The marketing asset library: head office uploads per brand, franchisees browse and download (counted). */
export const marketingModule = defineModule({
  name: 'marketing',
  services: ({ db, storage, limiter, audit, notifier }: Needs) => ({
    marketing: createMarketingService({ db, audit, storage, limiter, notifier }),
  }),
  routes: marketingRoutes,
});
