import type { Kernel } from '../../context';
import { defineModule } from '../define-module';
import { createNotifier } from './notifier';
import { createNotificationsService } from './notifications.service';
import { createEmailWorker } from './email-worker';
import { createEmailOutbox } from './email-outbox';
import { notificationRoutes } from './notifications.routes';

/** In-app notifications, their e-mail copies (the worker main.ts starts) and the live stream. */
export const notificationsModule = defineModule({
  name: 'notifications',
  services: ({ db, baseUrl, mailer, storage }: Pick<Kernel, 'db' | 'baseUrl' | 'mailer' | 'storage'>) => ({
    notifier: createNotifier({ db, publicUrl: baseUrl }),
    notificationsService: createNotificationsService(db),
    emailWorker: createEmailWorker({ db, mailer, storage }),
    emailOutbox: createEmailOutbox(),
  }),
  routes: notificationRoutes,
});
