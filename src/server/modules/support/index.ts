import { defineModule } from '../define-module';
import { supportRoutes } from './support.routes';

/** Support requests: tickets, a threaded conversation, attachments, assignment and the head-office queue. */
export const supportModule = defineModule({
  name: 'support',
  services: () => ({}),
  routes: supportRoutes,
});
