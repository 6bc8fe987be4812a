import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import type { InvitationsService } from '../iam/invitations.service';
import type { EmailOutbox } from '../notifications/email-outbox';
import type { Notifier } from '../notifications/notifier';
import type { OpeningsService } from '../openings/openings.service';
import { defineModule } from '../define-module';
import { applicationsRoutes } from './applications.routes';
import { createApplicationsPublicService } from './applications-public.service';
import { createApplicationsReviewService } from './applications-review.service';
import { unclaimedUploadsJob } from './unclaimed-uploads.job';

// Approving invites through IAM and starts the store's opening project; submits notify head office and e-mail through the outbox; status changes are audited.
type Needs = Pick<Kernel, 'db' | 'storage' | 'limiter'> & {
  notifier: Notifier;
  emailOutbox: EmailOutbox;
  audit: AuditService;
  invitations: InvitationsService;
  openings: OpeningsService;
};

/** Franchise applications: the public /apply form (uploads, submit) and head office's applicant pipeline. */
export const applicationsModule = defineModule({
  name: 'applications',
  services: ({ db, storage, limiter, notifier, emailOutbox, audit, invitations, openings }: Needs) => ({
    applications: createApplicationsPublicService({ db, storage, limiter, notifier, emailOutbox }),
    applicationsReview: createApplicationsReviewService({ db, storage, audit, invitations, emailOutbox, openings }),
  }),
  routes: applicationsRoutes,
  jobs: ({ applications }) => [unclaimedUploadsJob({ applications })],
});
