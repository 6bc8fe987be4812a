import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../define-module';
import { createPosFeedService } from './pos-feed.service';
import { createPosKeysService } from './pos-keys.service';
import { posRoutes } from './pos.routes';

type Needs = Pick<Kernel, 'db'> & { audit: AuditService };

/** Location API keys and the POS sales feed (issue 36, decision 022). */
export const posModule = defineModule({
  name: 'pos',
  services: ({ db, audit }: Needs) => ({ posKeys: createPosKeysService({ db, audit }), posFeed: createPosFeedService({ db }) }),
  routes: posRoutes,
});
