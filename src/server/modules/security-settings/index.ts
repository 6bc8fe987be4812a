import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../define-module';
import { createSecuritySettingsService } from './security-settings.service';
import { securitySettingsRoutes } from './security-settings.routes';

/** Network-wide security settings; the guards (auth module) read them, so this module comes before auth. */
export const securitySettingsModule = defineModule({
  name: 'security-settings',
  services: ({ db, audit, notificationBus }: Pick<Kernel, 'db' | 'notificationBus'> & { audit: AuditService }) => {
    const securitySettings = createSecuritySettingsService({ db, audit });
    // '*' on the identity channel: a network-wide setting changed in some process (migration 0028).
    notificationBus.onIdentityChange((id) => id === '*' && securitySettings.forget());
    notificationBus.onReconnect(() => securitySettings.forget());
    return { securitySettings };
  },
  routes: securitySettingsRoutes,
});
