import type { Kernel } from '../../context';
import type { AuditService } from '../audit/audit.service';
import type { Notifier } from '../notifications/notifier';
import { defineModule } from '../define-module';
import { createTrainingAuthoringService } from './authoring.service';
import { createTrainingLearnerService } from './learner.service';
import { trainingOverdueJob } from './overdue-reminder.job';
import { createTrainingReportsService } from './reports.service';
import { trainingRoutes } from './training.routes';

// Lesson images and documents go to private storage (with the upload quota); the daily job reminds overdue learners.
type Needs = Pick<Kernel, 'db' | 'storage' | 'limiter'> & { audit: AuditService; notifier: Notifier };

/** Training programmes: authoring by head office, progress, quizzes and certificates for franchisees, completion reports. */
export const trainingModule = defineModule({
  name: 'training',
  services: ({ db, storage, limiter, audit }: Needs) => ({
    trainingAuthoring: createTrainingAuthoringService({ db, audit, storage, limiter }),
    trainingLearner: createTrainingLearnerService({ db, storage }),
    trainingReports: createTrainingReportsService({ db }),
  }),
  routes: trainingRoutes,
  jobs: ({ db, notifier }) => [trainingOverdueJob({ db, notifier })],
});
