import type { Kernel } from '../../context';
import type { EmailOutbox } from '../notifications/email-outbox';
import { defineModule } from '../define-module';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

/** The public contact form: messages stored, e-mailed to head office, rate limited; head office marks them handled. */
export const contactModule = defineModule({
  name: 'contact',
  services: ({ db, limiter, emailOutbox }: Pick<Kernel, 'db' | 'limiter'> & { emailOutbox: EmailOutbox }) => ({
    contact: createContactService({ db, limiter, emailOutbox }),
  }),
  routes: contactRoutes,
});
