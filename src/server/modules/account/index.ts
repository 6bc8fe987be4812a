import type { Kernel } from '../../context';
import type { Auth } from '../../auth/auth';
import type { AuditService } from '../audit/audit.service';
import type { ProfileService } from '../profiles/profiles.service';
import { defineModule } from '../define-module';
import { createAccountSecurityService } from './account-security.service';
import { accountRoutes } from './account.routes';

type Needs = Pick<Kernel, 'db' | 'limiter' | 'sms' | 'oidc'> & { auth: Auth; profiles: ProfileService; audit: AuditService };

/** The signed-in person's own security: e-mail, password, phone, sessions, two-factor, linked identities. */
export const accountModule = defineModule({
  name: 'account',
  services: ({ db, auth, profiles, audit, limiter, sms, oidc }: Needs) => ({
    accountSecurity: createAccountSecurityService({ db, auth, profiles, audit, limiter, sms, oidcLabel: oidc?.label ?? null }),
  }),
  routes: accountRoutes,
});
