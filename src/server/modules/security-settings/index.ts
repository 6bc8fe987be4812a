import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../define-module';
import { createSecuritySettingsService } from './security-settings.service';
import { securitySettingsRoutes } from './security-settings.routes';

/** Network-wide security settings; the guards (auth module) read them, so this module comes before auth. */
export const securitySettingsModule = defineModule({
  name: 'security-settings',
  services: ({ db, audit }: Pick<Kernel, 'db'> & { audit: AuditService }) => ({
    securitySettings: createSecuritySettingsService({ db, audit }),
  }),
  routes: securitySettingsRoutes,
});
