import type { Kernel } from '../../context';
import type { Auth } from '../../auth/auth';
import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../define-module';
import { createIamService } from './iam.service';
import { createInvitationsService } from './invitations.service';
import { iamRoutes } from './iam.routes';

type Needs = Pick<Kernel, 'db' | 'mailer' | 'baseUrl'> & { auth: Auth; audit: AuditService };

/** Identity and access management: users, roles, invitations, the permission matrix and the audit log. */
export const iamModule = defineModule({
  name: 'iam',
  services: ({ db, audit, auth, mailer, baseUrl }: Needs) => ({
    iam: createIamService({ db, audit }),
    invitations: createInvitationsService({ db, auth, mailer, audit, baseUrl }),
  }),
  routes: iamRoutes,
});
