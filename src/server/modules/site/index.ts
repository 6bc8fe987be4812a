import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../define-module';
import { createSiteContentService } from './site-content.service';
import { createSitePublicService } from './site-public.service';
import { siteRoutes } from './site.routes';

// Public reads run as the owner with explicit "published only" filters; head office's edits are audited.
type Needs = Pick<Kernel, 'db'> & { audit: AuditService };

/** The public site's content (issue 16): home page, brand microsites, testimonials, sitemap and robots.txt. */
export const siteModule = defineModule({
  name: 'site',
  services: ({ db, audit }: Needs) => ({
    site: { ...createSitePublicService({ db }), ...createSiteContentService({ db, audit }) },
  }),
  routes: siteRoutes,
});
