import type { JobDefinition } from '../../lib/jobs';
import type { ApplicationsPublicService } from './applications-public.service';

/**
 * Hourly: uploads from drafts never submitted are deleted (rows and files) once UPLOAD_KEEP_HOURS have passed, so
 * personal documents of people who gave up do not stay on the server.
 */
export function unclaimedUploadsJob(deps: { applications: ApplicationsPublicService }): JobDefinition {
  return {
    name: 'applications.purge-unclaimed-uploads',
    schedule: { everyMs: 3_600_000 },
    handler: ({ now }) => deps.applications.purgeUnclaimed(now),
  };
}
