import { defineModule } from '../define-module';
import { trainingRoutes } from './training.routes';

/** Training programmes: authoring by head office, progress, quizzes and certificates for franchisees. */
export const trainingModule = defineModule({
  name: 'training',
  services: () => ({}),
  routes: trainingRoutes,
});
